import { Refusal } from '../../../../server/modules/refusal';
import { contentKit, type ContentKit } from '../../../fakes/server/content/content-kit';

describe('article categories', () => {
  let kit: ContentKit;
  beforeEach(() => {
    kit = contentKit();
  });
  const refusalOf = async (work: Promise<unknown>) =>
    work.then(
      () => null,
      (error: Refusal) => ({ kind: error.kind, message: error.message }),
    );
  const titles = () => kit.categories.rows.map((row) => row.title).sort();
  const articleIn = (categoryId: string, slug: string) =>
    kit.posts.add({ slug, userId: null, title: slug, categoryId, content: '<p>x</p>', image: null, inMedia: false, at: kit.clock.now() });

  it('adds a category with its spaces tidied, dated by the clock', async () => {
    const category = await kit.useCases.createCategory.execute({ title: '  حسابرسی   داخلی ' });
    expect(category).toEqual({ id: expect.any(String), title: 'حسابرسی داخلی', updatedAt: kit.clock.now() });
  });

  it.each([
    ['', 'عنوان دسته بندی نمیتواند خالی باشد'],
    ['   ', 'عنوان دسته بندی نمیتواند خالی باشد'],
    ['مل', 'عنوان دسته بندی باید حداقل ۳ کاراکتر باشد'],
    ['الف'.repeat(21), 'عنوان دسته بندی نباید بیشتر از ۶۰ کاراکتر باشد'],
  ])('refuses the title %j on creating and on renaming', async (title, message) => {
    expect(await refusalOf(kit.useCases.createCategory.execute({ title }))).toEqual({ kind: 'invalid', message });
    const id = await kit.category('مالیات');
    expect(await refusalOf(kit.useCases.renameCategory.execute({ id, title }))).toEqual({ kind: 'invalid', message });
    expect(titles()).toEqual(['مالیات']);
  });

  it('keeps titles unique regardless of letter case', async () => {
    await kit.category('Audit');
    const other = await kit.category('مالیات');
    const duplicate = { kind: 'conflict', message: 'دسته بندی با این عنوان از قبل وجود دارد' };
    expect(await refusalOf(kit.useCases.createCategory.execute({ title: 'AUDIT' }))).toEqual(duplicate);
    expect(await refusalOf(kit.useCases.renameCategory.execute({ id: other, title: 'audit' }))).toEqual(duplicate);
    expect(titles()).toEqual(['Audit', 'مالیات']);
  });

  it('renames a category and dates the change', async () => {
    const id = await kit.category('مالیات');
    kit.clock.advance(60_000);
    expect(await kit.useCases.renameCategory.execute({ id, title: 'مالیات بر ارزش افزوده' })).toEqual({
      id,
      title: 'مالیات بر ارزش افزوده',
      updatedAt: kit.clock.now(),
    });
  });

  it('says an unknown category is not found', async () => {
    const notFound = { kind: 'not-found', message: 'دسته بندی پیدا نشد' };
    expect(await refusalOf(kit.useCases.renameCategory.execute({ id: 'no-such', title: 'مالیات' }))).toEqual(notFound);
    expect(await refusalOf(kit.useCases.deleteCategory.execute({ id: 'no-such' }))).toEqual(notFound);
  });

  it('deletes a category no article uses', async () => {
    const id = await kit.category('مالیات');
    await kit.useCases.deleteCategory.execute({ id });
    expect(titles()).toEqual([]);
  });

  it('does not delete a category that articles use, and says how many', async () => {
    const id = await kit.category('مالیات');
    articleIn(id, 'a');
    articleIn(id, 'b');
    expect(await refusalOf(kit.useCases.deleteCategory.execute({ id }))).toEqual({
      kind: 'conflict',
      message: 'این دسته بندی در ۲ مقاله استفاده شده است و تا وقتی مقاله ای به آن تعلق دارد حذف نمی‌شود',
    });
    expect(titles()).toEqual(['مالیات']);
  });

  it('keeps a category that an article joined after the count', async () => {
    const id = await kit.category('مالیات');
    kit.categories.anArticleJoinsAfterTheCount();
    expect((await refusalOf(kit.useCases.deleteCategory.execute({ id })))?.message).toBe(
      'این دسته بندی در ۱ مقاله استفاده شده است و تا وقتی مقاله ای به آن تعلق دارد حذف نمی‌شود',
    );
    expect(titles()).toEqual(['مالیات']);
  });
});
