import { contentKit } from '../../../fakes/server/content/content-kit';
import { Refusal } from '../../../../server/modules/refusal';

const refusalOf = async (work: Promise<unknown>) => {
  try {
    await work;
    return null;
  } catch (error) {
    if (error instanceof Refusal) return { kind: error.kind, message: error.message };
    throw error;
  }
};

describe('slug correction and moving articles, on fakes', () => {
  const edit = (kit: ReturnType<typeof contentKit>, postId: string, fields: Record<string, string>) =>
    kit.useCases.updatePost.execute({ actorId: 'admin-1', userId: 'admin-1', postId, changes: async () => ({ fields, image: null }) });

  it("answers the new slug, keeps the old one as the article's, and refuses another article's old slug", async () => {
    const kit = contentKit();
    const category = await kit.category('مالیات');
    const first = kit.posts.add({
      slug: 'اول',
      userId: 'admin-1',
      title: 'اول',
      categoryId: category,
      content: '<p>x</p>',
      image: null,
      inMedia: false,
      at: kit.clock.now(),
    });
    const second = kit.posts.add({
      slug: 'دوم',
      userId: 'admin-1',
      title: 'دوم',
      categoryId: category,
      content: '<p>x</p>',
      image: null,
      inMedia: false,
      at: kit.clock.now(),
    });
    expect(await edit(kit, first.id, { slug: 'اول تازه' })).toEqual({ slug: 'اول-تازه' });
    expect(await kit.slugs.currentFor('اول')).toBe('اول-تازه');
    expect(await refusalOf(edit(kit, second.id, { slug: 'اول', title: 'عنوان نو' }))).toEqual({
      kind: 'conflict',
      message: 'این نشانی پیش‌تر برای مقاله دیگری به کار رفته است؛ نشانی دیگری انتخاب کنید',
    });
    expect(second).toMatchObject({ slug: 'دوم', title: 'دوم' });
  });

  it('moves every article of a deleted category to the chosen one; with nowhere to go the category stays', async () => {
    const kit = contentKit();
    const from = await kit.category('قدیمی');
    const to = await kit.category('تازه');
    const post = kit.posts.add({
      slug: 'الف',
      userId: null,
      title: 'الف',
      categoryId: from,
      content: '<p>x</p>',
      image: null,
      inMedia: false,
      at: kit.clock.now(),
    });
    expect((await refusalOf(kit.useCases.deleteCategory.execute({ id: from })))?.kind).toBe('conflict');
    expect(await refusalOf(kit.useCases.deleteCategory.execute({ id: from, moveTo: 'no-such' }))).toEqual({
      kind: 'not-found',
      message: 'دسته بندی مقصد برای انتقال مقاله ها پیدا نشد',
    });
    expect(post.categoryId).toBe(from);
    await kit.useCases.deleteCategory.execute({ id: from, moveTo: to });
    expect(post.categoryId).toBe(to);
    expect((await kit.categories.list('admin')).map((category) => [category.title, category.postCount])).toEqual([['تازه', 1]]);
  });
});
