import type { BlogPost } from '../../src/core/domain/blog-post';

export const TAX = { _id: 'c-tax', title: 'مالیات' };
export const AUDIT = { _id: 'c-audit', title: 'حسابرسی' };

export function samplePost(overrides: Partial<BlogPost> = {}): BlogPost {
  return {
    _id: 'p-1',
    slug: 'راهنمای-مالیات',
    title: 'راهنمای تنظیم اظهارنامه مالیاتی',
    image: 'uploads/demo/cover-1.png',
    category: TAX,
    content: '<p>اظهارنامه مالیاتی باید تا پایان تیرماه تسلیم شود.</p><h2>پیش از تنظیم</h2><ul><li>تطبیق دفاتر</li></ul>',
    inMedia: false,
    updatedAt: '2026-11-20T08:00:00.000Z',
    createdAt: '2026-11-20T08:00:00.000Z',
    author: null,
    ...overrides,
  };
}

/** `count` articles, newest first, alternating between two categories. */
export function samplePosts(count: number, overrides: Partial<BlogPost> = {}): BlogPost[] {
  return Array.from({ length: count }, (_, index) =>
    samplePost({
      _id: `p-${index + 1}`,
      slug: `post-${index + 1}`,
      title: `مقاله شماره ${index + 1}`,
      category: index % 2 === 0 ? TAX : AUDIT,
      updatedAt: new Date(Date.UTC(2026, 10, 20) - index * 86_400_000).toISOString(),
      ...overrides,
    }),
  );
}
