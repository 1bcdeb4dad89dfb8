/** An article card as `GET /api/post/getposts` answers it: a title, an excerpt and its category, no article HTML. */
export const cardAnswer = (id: string, title: string, inMedia = false) => ({
  _id: id,
  slug: `مقاله-${id}`,
  title,
  image: null,
  category: { _id: 'c1', title: 'مالیات', slug: 'tax' },
  excerpt: `خلاصه ${title}`,
  inMedia,
  updatedAt: '2026-11-01T08:00:00.000Z',
  createdAt: '2026-11-01T08:00:00.000Z',
  author: null,
});
