import { Refusal } from '../../../../server/modules/refusal';
import { ADMIN_ID, contentKit, OTHER_ADMIN_ID, type ContentKit } from '../../../fakes/server/content/content-kit';

const MINUTE = 60_000;

describe("an article's earlier versions, on fakes", () => {
  let kit: ContentKit;
  let category: string;
  let postId: string;
  beforeEach(async () => {
    kit = contentKit();
    category = await kit.category('مالیات');
    await kit.useCases.publishPost.execute({
      authorId: ADMIN_ID,
      fields: { title: 'مالیات بر ارزش افزوده', category, content: '<p>نرخ امسال نه درصد است.</p><p>بند دوم</p>' },
      image: null,
    });
    postId = kit.posts.rows[0].id;
    kit.clock.advance(MINUTE);
  });
  const update = (fields: Record<string, string>) =>
    kit.useCases.updatePost.execute({ actorId: ADMIN_ID, userId: ADMIN_ID, postId, changes: async () => ({ fields, image: null }) });
  const autosave = (id: string, fields: Record<string, string>) =>
    kit.useCases.autosaveDraft.execute({ actorId: ADMIN_ID, postId: id, fields });
  const versions = () => kit.useCases.listPostVersions.execute({ actorId: ADMIN_ID, postId });
  const refusalOf = async (work: Promise<unknown>) =>
    work.then(
      () => null,
      (error: Refusal) => ({ kind: error.kind, message: error.message }),
    );

  it('keeps what the article said before each save, who saved and when, newest first', async () => {
    await update({ title: 'مالیات بر ارزش افزوده ۱۴۰۵' });
    kit.clock.advance(MINUTE);
    await update({ content: '<p>نرخ امسال ده درصد است.</p><p>بند دوم</p>' });
    expect((await versions()).map((version) => [version.title, version.reason, version.keptBy, version.keptAt])).toEqual([
      ['مالیات بر ارزش افزوده ۱۴۰۵', 'save', ADMIN_ID, kit.clock.now()],
      ['مالیات بر ارزش افزوده', 'save', ADMIN_ID, new Date(kit.clock.now().getTime() - MINUTE)],
    ]);
  });

  it('keeps nothing for a save that changes no text', async () => {
    await update({ title: 'مالیات بر ارزش افزوده' });
    expect(await versions()).toEqual([]);
  });

  it('keeps at most one version per ten minutes of autosaves', async () => {
    const draft = await kit.useCases.autosaveDraft.execute({
      actorId: ADMIN_ID,
      postId: null,
      fields: { title: 'پیش نویس', content: '<p>آ</p>' },
    });
    for (let minute = 1; minute <= 25; minute++) {
      kit.clock.advance(MINUTE);
      await autosave(draft.postId, { title: 'پیش نویس', content: `<p>آ ${minute}</p>` });
    }
    // the state before the first autosave, then one at minute 11 and one at minute 21
    expect(
      (await kit.useCases.listPostVersions.execute({ actorId: ADMIN_ID, postId: draft.postId })).map((version) => version.content),
    ).toEqual(['<p>آ 20</p>', '<p>آ 10</p>', '<p>آ</p>']);
  });

  it('compares two versions word by word, paragraphs kept apart', async () => {
    await update({ content: '<p>نرخ امسال ده درصد است.</p><p>بند دوم</p>' });
    const [kept] = await versions();
    const comparison = await kit.useCases.comparePostVersions.execute({ actorId: ADMIN_ID, postId, from: kept.id, to: 'current' });
    expect(comparison.content).toEqual([
      { kind: 'same', text: 'نرخ امسال ' },
      { kind: 'removed', text: 'نه' },
      { kind: 'added', text: 'ده' },
      { kind: 'same', text: ' درصد است.\nبند دوم' },
    ]);
    expect(comparison.title).toEqual([{ kind: 'same', text: 'مالیات بر ارزش افزوده' }]);
  });

  it('restores an earlier version as a new change, which itself can be undone', async () => {
    await update({ title: 'عنوان تازه', content: '<p>متن تازه</p>' });
    const [first] = await versions();
    kit.clock.advance(MINUTE);
    expect(await kit.useCases.restorePostVersion.execute({ actorId: ADMIN_ID, postId, versionId: first.id })).toEqual({
      slug: 'مالیات-بر-ارزش-افزوده',
    });
    expect(kit.posts.rows[0]).toMatchObject({ title: 'مالیات بر ارزش افزوده', content: '<p>نرخ امسال نه درصد است.</p><p>بند دوم</p>' });
    const [undo] = await versions();
    expect(undo).toMatchObject({ title: 'عنوان تازه', content: '<p>متن تازه</p>', reason: 'restore' });
  });

  it("restores a draft's earlier title with the address that title makes", async () => {
    const draft = await kit.useCases.autosaveDraft.execute({
      actorId: ADMIN_ID,
      postId: null,
      fields: { title: 'نام نخست', content: '<p>x</p>' },
    });
    await kit.useCases.updatePost.execute({
      actorId: ADMIN_ID,
      userId: ADMIN_ID,
      postId: draft.postId,
      changes: async () => ({ fields: { title: 'نام دوم', state: 'draft' }, image: null }),
    });
    const [kept] = await kit.useCases.listPostVersions.execute({ actorId: ADMIN_ID, postId: draft.postId });
    expect(await kit.useCases.restorePostVersion.execute({ actorId: ADMIN_ID, postId: draft.postId, versionId: kept.id })).toEqual({
      slug: 'نام-نخست',
    });
  });

  it("refuses a version of another article, an unknown one, and another admin's article", async () => {
    const other = await kit.useCases.autosaveDraft.execute({
      actorId: ADMIN_ID,
      postId: null,
      fields: { title: 'دیگری', content: '<p>x</p>' },
    });
    await update({ title: 'تازه' });
    const [kept] = await versions();
    expect(
      await refusalOf(kit.useCases.restorePostVersion.execute({ actorId: ADMIN_ID, postId: other.postId, versionId: kept.id })),
    ).toEqual({ kind: 'not-found', message: 'این نسخه از مقاله پیدا نشد' });
    expect(await refusalOf(kit.useCases.comparePostVersions.execute({ actorId: ADMIN_ID, postId, from: 'nope', to: 'current' }))).toEqual({
      kind: 'not-found',
      message: 'این نسخه از مقاله پیدا نشد',
    });
    expect((await refusalOf(kit.useCases.listPostVersions.execute({ actorId: OTHER_ADMIN_ID, postId })))?.kind).toBe('forbidden');
    expect(kit.posts.rows[0].title).toBe('تازه');
  });

  it('refuses to restore into a published article a version it could not be published with', async () => {
    const draft = await kit.useCases.autosaveDraft.execute({
      actorId: ADMIN_ID,
      postId: null,
      fields: { title: '', content: '<p>فقط متن</p>' },
    });
    await kit.useCases.updatePost.execute({
      actorId: ADMIN_ID,
      userId: ADMIN_ID,
      postId: draft.postId,
      changes: async () => ({ fields: { title: 'اکنون کامل', category, state: 'published' }, image: null }),
    });
    const [untitled] = await kit.useCases.listPostVersions.execute({ actorId: ADMIN_ID, postId: draft.postId });
    expect(
      await refusalOf(kit.useCases.restorePostVersion.execute({ actorId: ADMIN_ID, postId: draft.postId, versionId: untitled.id })),
    ).toEqual({ kind: 'invalid', message: 'عنوان مقاله الزامی است' });
  });
});
