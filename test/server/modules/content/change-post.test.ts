import { Refusal } from '../../../../server/modules/refusal';
import { ADMIN_ID, contentKit, OTHER_ADMIN_ID, type ContentKit } from '../../../fakes/server/content/content-kit';
import { jpegBytes, pngBytes } from '../../../fakes/server/content/magic-byte-image-kinds';

describe('changing and deleting an article', () => {
  let kit: ContentKit;
  let postId: string;
  let categoryId: string;
  beforeEach(async () => {
    kit = contentKit();
    categoryId = await kit.category('مالیات');
    await kit.useCases.publishPost.execute({
      authorId: ADMIN_ID,
      fields: { title: 'عنوان اول', category: categoryId, content: '<p>متن اول</p>', coverAlt: 'نمودار مالیات' },
      image: pngBytes(),
    });
    postId = kit.posts.rows[0].id;
    kit.clock.advance(60_000);
  });
  const update = (fields: Record<string, string>, image: Uint8Array | null = null, actorId = ADMIN_ID, userId = actorId) =>
    kit.useCases.updatePost.execute({ actorId, userId, postId, changes: async () => ({ fields, image }) });
  const refusalOf = async (work: Promise<unknown>) =>
    work.then(
      () => null,
      (error: Refusal) => ({ kind: error.kind, message: error.message }),
    );

  it('changes only the fields sent non-empty, keeps the slug and stamps the time', async () => {
    const other = await kit.category('حسابرسی');
    expect(await update({ title: 'عنوان تازه', category: other, content: '  ', inMedia: 'on' })).toEqual({ slug: 'عنوان-اول' });
    expect(kit.posts.rows[0]).toMatchObject({
      title: 'عنوان تازه',
      categoryId: other,
      content: '<p>متن اول</p>',
      inMedia: true,
      slug: 'عنوان-اول',
      updatedAt: kit.clock.now(),
    });
  });

  it('replaces the image and removes the old file', async () => {
    const before = kit.posts.rows[0].image;
    await update({}, jpegBytes());
    expect(kit.posts.rows[0].image).toMatch(/\.jpg$/);
    expect(kit.files.paths()).toEqual([kit.posts.rows[0].image]);
    expect(kit.files.paths()).not.toContain(before);
  });

  it('keeps the old image when the new file is refused', async () => {
    const before = kit.posts.rows[0].image;
    expect((await refusalOf(update({ title: 'تازه' }, new TextEncoder().encode('<html>'))))?.kind).toBe('not-an-image');
    expect(kit.posts.rows[0]).toMatchObject({ title: 'عنوان اول', image: before });
    expect(kit.files.paths()).toEqual([before]);
  });

  it('refuses a title or body that would blank the article', async () => {
    expect((await refusalOf(update({ content: '<p> </p>' })))?.message).toBe('متن مقاله نمیتواند خالی باشد');
    expect((await refusalOf(update({ title: '<i></i>' })))?.message).toBe('عنوان مقاله الزامی است');
    expect(kit.posts.rows[0]).toMatchObject({ title: 'عنوان اول', content: '<p>متن اول</p>' });
  });

  it('lets an admin act only under their own id and on their own article, reading no changes otherwise', async () => {
    let read = false;
    const changes = async () => ((read = true), { fields: { title: 'ربوده' }, image: null });
    const asOtherId = kit.useCases.updatePost.execute({ actorId: ADMIN_ID, userId: OTHER_ADMIN_ID, postId, changes });
    expect(await refusalOf(asOtherId)).toEqual({ kind: 'forbidden', message: 'فقط با شناسه حساب خودتان می‌توانید مقاله را تغییر دهید' });
    expect(await refusalOf(update({ title: 'ربوده' }, null, OTHER_ADMIN_ID))).toEqual({
      kind: 'forbidden',
      message: 'این مقاله متعلق به شما نیست',
    });
    expect(await refusalOf(kit.useCases.deletePost.execute({ actorId: OTHER_ADMIN_ID, userId: OTHER_ADMIN_ID, postId }))).toMatchObject({
      kind: 'forbidden',
    });
    expect(read).toBe(false);
    expect(kit.posts.rows[0].title).toBe('عنوان اول');
  });

  it('says an unknown article is not found', async () => {
    const missing = kit.useCases.deletePost.execute({ actorId: ADMIN_ID, userId: ADMIN_ID, postId: 'no-such' });
    expect(await refusalOf(missing)).toEqual({ kind: 'not-found', message: 'مقاله پیدا نشد' });
  });

  it('deletes the article and its image file', async () => {
    await kit.useCases.deletePost.execute({ actorId: ADMIN_ID, userId: ADMIN_ID, postId });
    expect(kit.posts.rows).toEqual([]);
    expect(kit.files.paths()).toEqual([]);
  });

  it('lets any admin edit and delete an ownerless demo article', async () => {
    const demo = kit.posts.add({
      slug: 'demo',
      userId: null,
      title: 'نمونه',
      categoryId,
      content: '<p>x</p>',
      image: 'uploads/demo/cover-1.png',
      inMedia: false,
      at: kit.clock.now(),
    });
    const edited = await kit.useCases.updatePost.execute({
      actorId: OTHER_ADMIN_ID,
      userId: OTHER_ADMIN_ID,
      postId: demo.id,
      changes: async () => ({ fields: { title: 'نمونه تازه' }, image: null }),
    });
    expect(edited).toEqual({ slug: 'demo' });
    await kit.useCases.deletePost.execute({ actorId: OTHER_ADMIN_ID, userId: OTHER_ADMIN_ID, postId: demo.id });
    expect(kit.posts.rows.map((row) => row.slug)).toEqual(['عنوان-اول']);
  });
});
