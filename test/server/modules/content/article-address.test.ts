import { Refusal } from '../../../../server/modules/refusal';
import { ADMIN_ID, contentKit, type ContentKit } from '../../../fakes/server/content/content-kit';

describe("a new article's address follows its title until it first goes out, on fakes", () => {
  let kit: ContentKit;
  let category: string;
  beforeEach(async () => {
    kit = contentKit();
    category = await kit.category('مالیات');
  });
  const autosave = (postId: string | null, fields: Record<string, string>) =>
    kit.useCases.autosaveDraft.execute({ actorId: ADMIN_ID, postId, fields });
  const update = (postId: string, fields: Record<string, string>) =>
    kit.useCases.updatePost.execute({ actorId: ADMIN_ID, userId: ADMIN_ID, postId, changes: async () => ({ fields, image: null }) });
  const refusalOf = async (work: Promise<unknown>) =>
    work.then(
      () => null,
      (error: Refusal) => ({ kind: error.kind, message: error.message }),
    );

  it("publishes an article first autosaved under another title at the published title's address", async () => {
    const draft = await autosave(null, { title: 'راهنمای مالیات svg', content: '<p>آغاز</p>' });
    expect(draft.slug).toBe('راهنمای-مالیات-svg');
    expect(await autosave(draft.postId, { title: 'راهنمای مالیات بر ارزش افزوده', content: '<p>آغاز</p>' })).toEqual({
      postId: draft.postId,
      slug: 'راهنمای-مالیات-بر-ارزش-افزوده',
    });
    expect(await update(draft.postId, { title: 'راهنمای مالیات', category, content: '<p>متن کامل</p>', state: 'published' })).toEqual({
      slug: 'راهنمای-مالیات',
    });
    // the draft's passing addresses were never public: nobody is sent from them, and another article may have them
    expect(await kit.slugs.currentFor('راهنمای-مالیات-svg')).toBeNull();
    expect(
      await kit.useCases.publishPost.execute({
        authorId: ADMIN_ID,
        fields: { title: 'راهنمای مالیات svg', category, content: '<p>دیگری</p>' },
        image: null,
      }),
    ).toEqual({ slug: 'راهنمای-مالیات-svg' });
  });

  it("gives an article whose body came before its title the title's address when it goes out", async () => {
    const draft = await autosave(null, { title: '', content: '<p>متنی که پیش از عنوان چسبانده شد</p>' });
    expect(draft.slug).toBe('مقاله');
    expect(await update(draft.postId, { title: 'بودجه خانوار', category, content: '<p>متنی که پیش از عنوان چسبانده شد</p>' })).toEqual({
      slug: 'بودجه-خانوار',
    });
  });

  it("takes the next free address when the title's own is another article's", async () => {
    await kit.useCases.publishPost.execute({
      authorId: ADMIN_ID,
      fields: { title: 'حسابرسی', category, content: '<p>اول</p>' },
      image: null,
    });
    const draft = await autosave(null, { title: 'چیزی دیگر', content: '<p>x</p>' });
    expect((await autosave(draft.postId, { title: 'حسابرسی', content: '<p>x</p>' })).slug).toBe('حسابرسی-2');
    // its own current address counts as free: saving again under the same title keeps it
    expect((await autosave(draft.postId, { title: 'حسابرسی', content: '<p>xy</p>' })).slug).toBe('حسابرسی-2');
  });

  it('keeps an address the consultant typed, whatever the title becomes', async () => {
    const draft = await autosave(null, { title: 'عنوان موقت', content: '<p>x</p>', slug: 'نشانی دلخواه' });
    expect(draft.slug).toBe('نشانی-دلخواه');
    expect((await autosave(draft.postId, { title: 'عنوان دیگر', content: '<p>x</p>' })).slug).toBe('نشانی-دلخواه');
    expect(await update(draft.postId, { title: 'عنوان نهایی', category, content: '<p>x</p>', state: 'published' })).toEqual({
      slug: 'نشانی-دلخواه',
    });
    expect(
      await kit.useCases.publishPost.execute({
        authorId: ADMIN_ID,
        fields: { title: 'الف', category, content: '<p>x</p>', slug: 'نشانی ب' },
        image: null,
      }),
    ).toEqual({ slug: 'نشانی-ب' });
  });

  it('refuses a typed address another article has, changing nothing (an autosave as invalid: its conflict means "published")', async () => {
    const taken = 'این نشانی پیش‌تر برای مقاله دیگری به کار رفته است؛ نشانی دیگری انتخاب کنید';
    await kit.useCases.publishPost.execute({ authorId: ADMIN_ID, fields: { title: 'گرفته', category, content: '<p>x</p>' }, image: null });
    expect(await refusalOf(autosave(null, { title: 'نو', content: '<p>x</p>', slug: 'گرفته' }))).toEqual({
      kind: 'invalid',
      message: taken,
    });
    const draft = await autosave(null, { title: 'نو', content: '<p>x</p>' });
    expect(await refusalOf(autosave(draft.postId, { title: 'نو', content: '<p>x</p>', slug: 'گرفته' }))).toEqual({
      kind: 'invalid',
      message: taken,
    });
    expect(
      await refusalOf(
        kit.useCases.publishPost.execute({
          authorId: ADMIN_ID,
          fields: { title: 'نو', category, content: '<p>x</p>', slug: 'گرفته' },
          image: null,
        }),
      ),
    ).toEqual({ kind: 'conflict', message: taken });
    expect(kit.posts.rows.map((row) => row.slug)).toEqual(['گرفته', 'نو']);
  });

  it("keeps a published article's address when its title changes, and its old address when the consultant types a new one", async () => {
    const { slug } = await kit.useCases.publishPost.execute({
      authorId: ADMIN_ID,
      fields: { title: 'مالیات بر ارث', category, content: '<p>x</p>' },
      image: null,
    });
    const postId = kit.posts.rows[0].id;
    expect(await update(postId, { title: 'مالیات بر ارث ۱۴۰۵' })).toEqual({ slug });
    expect(await update(postId, { slug: 'ارث' })).toEqual({ slug: 'ارث' });
    expect(await kit.slugs.currentFor(slug)).toBe('ارث');
  });

  it('settles the address of a scheduled article when it goes out, and not before', async () => {
    const draft = await autosave(null, { title: 'پیش نویس', category, content: '<p>x</p>' });
    kit.posts.rows[0].publishing = {
      ...kit.posts.rows[0].publishing,
      state: 'scheduled',
      publishAt: new Date(kit.clock.now().getTime() + 60_000),
    };
    expect((await autosave(draft.postId, { title: 'زمان بندی شده', category, content: '<p>x</p>' })).slug).toBe('زمان-بندی-شده');
    kit.clock.advance(120_000);
    await kit.useCases.publishDuePosts.execute();
    expect(kit.posts.rows[0]).toMatchObject({ slug: 'زمان-بندی-شده', slugSettled: true });
    expect(await update(draft.postId, { title: 'عنوان پس از انتشار' })).toEqual({ slug: 'زمان-بندی-شده' });
  });
});
