import { LoadMyPostsPage } from '../../../src/core/use-cases/blog/load-my-posts-page';
import { DeleteMyPost } from '../../../src/core/use-cases/blog/delete-my-post';
import { PublishPost } from '../../../src/core/use-cases/blog/publish-post';
import { UpdatePost } from '../../../src/core/use-cases/blog/update-post';
import { LoadPostForEdit } from '../../../src/core/use-cases/blog/load-post-for-edit';
import { AutosavePost } from '../../../src/core/use-cases/blog/autosave-post';
import { RequestFailure } from '../../../src/core/domain/request-failure';
import { FakeAdminPostRepository } from '../../fakes/fake-admin-post-repository';
import { FakeCategoryRepository } from '../../fakes/fake-category-repository';
import { sampleCategory, samplePost } from '../../fakes/sample-data';

const draft = { title: 'عنوان', category: 'c-1', content: '<p>متن</p>', inMedia: false, image: null };

describe('the admin article list', () => {
  it('pages by 9 from the count already loaded and stops after a short page', async () => {
    const repository = new FakeAdminPostRepository(Array.from({ length: 20 }, (_, i) => samplePost(i)));
    const load = new LoadMyPostsPage(repository);
    const page = async (loadedCount: number) => {
      const outcome = await load.execute({ userId: 'u-1', loadedCount });
      if (!outcome.ok) throw new Error(outcome.message);
      return outcome.value;
    };
    const first = await page(0);
    expect(first.posts.map((p) => p._id)).toEqual(Array.from({ length: 9 }, (_, i) => `p-${i}`));
    expect(first.hasMore).toBe(true);
    expect((await page(9)).hasMore).toBe(true);
    const third = await page(18);
    expect(third.posts).toHaveLength(2);
    expect(third.hasMore).toBe(false);
    expect(repository.listCalls).toEqual([
      { userId: 'u-1', startIndex: 0 },
      { userId: 'u-1', startIndex: 9 },
      { userId: 'u-1', startIndex: 18 },
    ]);
  });

  it('only logs a failed load and shows no message', async () => {
    const repository = new FakeAdminPostRepository();
    repository.failWith = new RequestFailure('خطای ناشناختهای رخ داده است', false);
    const log = jest.fn();
    const page = await new LoadMyPostsPage(repository, log).execute({ userId: 'u-1', loadedCount: 0 });
    expect(page).toEqual({ ok: false, message: 'خطای ناشناختهای رخ داده است' });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('خطای ناشناختهای رخ داده است'));
  });

  it('toasts a deleted article and only logs a failed delete', async () => {
    const repository = new FakeAdminPostRepository([samplePost(1)]);
    const log = jest.fn();
    const remove = new DeleteMyPost(repository, log);
    expect(await remove.execute({ postId: 'p-1', userId: 'u-1' })).toEqual({
      ok: true,
      value: undefined,
      message: 'مقاله با موفقیت حذف شد',
    });
    repository.failWith = new RequestFailure('اجازه ندارید', false, 'اجازه ندارید');
    expect(await remove.execute({ postId: 'p-1', userId: 'u-1' })).toEqual({ ok: false, message: 'اجازه ندارید' });
    expect(log).toHaveBeenCalledTimes(1);
  });
});

describe('saving an article', () => {
  it('answers the slug to go to on success', async () => {
    const repository = new FakeAdminPostRepository();
    expect(await new PublishPost(repository).execute(draft)).toEqual({ ok: true, value: 'slug-1', message: '' });
    expect(repository.created).toEqual([draft]);
  });

  it('refuses a blank title without calling the server', async () => {
    const repository = new FakeAdminPostRepository();
    expect(await new PublishPost(repository).execute({ ...draft, title: '  ' })).toEqual({ ok: false, message: 'عنوان مقاله الزامی است' });
    expect(repository.created).toEqual([]);
  });

  it('shows the server message of a refused save, whether not-ok or success false', async () => {
    const repository = new FakeAdminPostRepository();
    repository.failWith = new RequestFailure('دسته بندی انتخاب‌شده پیدا نشد', false, 'دسته بندی انتخاب‌شده پیدا نشد');
    expect(await new PublishPost(repository).execute(draft)).toEqual({ ok: false, message: 'دسته بندی انتخاب‌شده پیدا نشد' });
    repository.failWith = null;
    repository.saveAnswer = { success: false, message: 'ذخیره نشد', slug: '' };
    expect(await new PublishPost(repository).execute(draft)).toEqual({ ok: false, message: 'ذخیره نشد' });
  });

  it("appends 'مشکلی پیش آمده است' to a network error", async () => {
    const repository = new FakeAdminPostRepository([samplePost(1)]);
    repository.failWith = new RequestFailure('ارتباط با سرور برقرار نشد.', true);
    expect(await new PublishPost(repository).execute(draft)).toEqual({
      ok: false,
      message: 'ارتباط با سرور برقرار نشد. مشکلی پیش آمده است',
    });
    const update = new UpdatePost(repository);
    expect(await update.execute({ postId: 'p-1', userId: 'u-1', changes: { title: 'x' } })).toEqual({
      ok: false,
      message: 'ارتباط با سرور برقرار نشد. مشکلی پیش آمده است',
    });
  });

  it('sends only the non-empty fields of an update, and the image only when chosen', async () => {
    const repository = new FakeAdminPostRepository([samplePost(1)]);
    const result = await new UpdatePost(repository).execute({
      postId: 'p-1',
      userId: 'u-1',
      changes: { title: '  عنوان تازه ', category: '', content: '   ', image: null, inMedia: true },
    });
    expect(result).toEqual({ ok: true, value: 'مقاله-1', message: '' });
    expect(repository.updated).toEqual([{ postId: 'p-1', userId: 'u-1', changes: { title: 'عنوان تازه', inMedia: true } }]);
  });
});

describe('drafts and publishing', () => {
  it('saves a draft without a title, but still refuses a blank title for an article going out', async () => {
    const repository = new FakeAdminPostRepository();
    expect((await new PublishPost(repository).execute({ ...draft, title: '', state: 'draft' })).ok).toBe(true);
    expect((await new PublishPost(repository).execute({ ...draft, title: '', state: 'scheduled' })).ok).toBe(false);
    expect(repository.created.map((sent) => sent.state)).toEqual(['draft']);
  });

  it('sends the state, the time and an emptied alt or SEO text with an update', async () => {
    const repository = new FakeAdminPostRepository([samplePost(1)]);
    await new UpdatePost(repository).execute({
      postId: 'p-1',
      userId: 'u-1',
      changes: { state: 'scheduled', publishDate: '۱۴۰۵/۰۹/۰۲', publishTime: '۱۰:۳۰', seoTitle: '' },
    });
    expect(repository.updated[0].changes).toEqual({ state: 'scheduled', publishDate: '۱۴۰۵/۰۹/۰۲', publishTime: '۱۰:۳۰', seoTitle: '' });
  });

  it('autosaves into a new draft, then into the same one, and leaves a published article alone', async () => {
    const repository = new FakeAdminPostRepository([samplePost(1, { state: 'published' })]);
    const autosave = new AutosavePost(repository);
    const fields = { title: 'پیش‌نویس', category: '', content: '', inMedia: false };
    const first = await autosave.execute({ postId: null, fields });
    expect(first).toEqual({ ok: true, value: { kind: 'saved', postId: 'draft-2', slug: 'draft-2' }, message: '' });
    expect((await autosave.execute({ postId: 'draft-2', fields: { ...fields, title: 'پیش‌نویس دوم' } })).ok).toBe(true);
    expect(repository.posts.find((post) => post._id === 'draft-2')?.title).toBe('پیش‌نویس دوم');
    expect(await autosave.execute({ postId: 'p-1', fields })).toEqual({ ok: true, value: { kind: 'published' }, message: '' });
    expect(repository.posts[0].title).toBe('مقاله شماره 1');
    repository.failWith = new RequestFailure('ارتباط با سرور برقرار نشد.', true);
    expect(await autosave.execute({ postId: 'draft-2', fields })).toEqual({ ok: false, message: 'ارتباط با سرور برقرار نشد.' });
  });
});

describe('opening an article for editing', () => {
  it('loads the article and the category choices', async () => {
    const result = await new LoadPostForEdit(
      new FakeAdminPostRepository([samplePost(1)]),
      new FakeCategoryRepository([sampleCategory(1)]),
    ).execute('p-1');
    expect(result).toEqual({
      ok: true,
      value: { post: samplePost(1), categories: [sampleCategory(1)], categoriesError: null },
      message: '',
    });
  });

  it("says 'خطایی رخ داده است' when the categories cannot be loaded", async () => {
    const categories = new FakeCategoryRepository();
    categories.failWith = new RequestFailure('x', true);
    const result = await new LoadPostForEdit(new FakeAdminPostRepository([samplePost(1)]), categories).execute('p-1');
    expect(result).toEqual({ ok: true, value: { post: samplePost(1), categories: [], categoriesError: 'خطایی رخ داده است' }, message: '' });
  });

  it('gives the article call error text, or the default text for a missing article', async () => {
    const posts = new FakeAdminPostRepository();
    expect(await new LoadPostForEdit(posts, new FakeCategoryRepository()).execute('p-9')).toEqual({
      ok: false,
      message: 'خطای ناشناختهای رخ داده است',
    });
    posts.failWith = new RequestFailure('مقاله پیدا نشد', false, 'مقاله پیدا نشد');
    expect(await new LoadPostForEdit(posts, new FakeCategoryRepository()).execute('p-9')).toEqual({ ok: false, message: 'مقاله پیدا نشد' });
  });
});
