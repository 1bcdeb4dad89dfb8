import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { POST_PUBLISHING_MESSAGES } from '../../../src/core/domain/post-state';
import { AUTOSAVE_TEXTS } from '../../../src/ui/features/admin/use-post-autosave';
import { UNSAVED_TEXTS } from '../../../src/ui/features/admin/use-unsaved-changes-guard';
import { renderApp } from '../support/render-app';
import { sampleCategory, samplePost, sampleUser } from '../../fakes/sample-data';
import { FakeAdminPostRepository } from '../../fakes/fake-admin-post-repository';
import { FakeCategoryRepository } from '../../fakes/fake-category-repository';

configure({ asyncUtilTimeout: 10000 });

const asAdmin = { user: { currentUser: sampleUser({ isAdmin: true }), loading: false, error: null } };

// the fake clock stands at 1405/09/01 12:00 in Tehran
function setup(path: string, posts = new FakeAdminPostRepository()) {
  const categories = new FakeCategoryRepository([sampleCategory(1, { title: 'مالیات' })]);
  return { ...renderApp(path, { state: asAdmin, services: { adminPosts: posts, categories } }), posts };
}

async function editForm(overrides: Parameters<typeof samplePost>[1]) {
  const context = setup('/dashboard?tab=updatePost/p-1', new FakeAdminPostRepository([samplePost(1, overrides)]));
  await screen.findByDisplayValue('مقاله شماره 1');
  // as the writer sees it: the form answers once the app has taken the page over, and says so until then
  await waitFor(() => expect(screen.getByRole('button', { name: 'بروزرسانی مقاله' })).toBeEnabled());
  return context;
}

describe('the publishing fields of the article form', () => {
  it('asks for the cover image alt text before publishing an article with a cover, and sends nothing', async () => {
    const { posts } = await editForm({ coverAlt: '' });
    expect(screen.getByLabelText('متن جایگزین تصویر')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'بروزرسانی مقاله' }));
    expect(await screen.findByText(POST_PUBLISHING_MESSAGES.coverAltRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('متن جایگزین تصویر')).toHaveAttribute('aria-invalid', 'true');
    expect(posts.updated).toEqual([]);
    await userEvent.type(screen.getByLabelText('متن جایگزین تصویر'), 'نمودار مالیات');
    await userEvent.click(screen.getByRole('button', { name: 'بروزرسانی مقاله' }));
    await waitFor(() => expect(posts.updated).toHaveLength(1));
    expect(posts.updated[0].changes.coverAlt).toBe('نمودار مالیات');
  });

  it('needs a Jalali date and time still ahead for a scheduled article, and sends them with the state', async () => {
    const { posts } = await editForm({});
    await userEvent.click(screen.getByRole('radio', { name: 'انتشار در زمان مشخص' }));
    expect(screen.getByRole('button', { name: 'زمان‌بندی انتشار' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'زمان‌بندی انتشار' }));
    expect(await screen.findByText(POST_PUBLISHING_MESSAGES.publishTimeInvalid)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('تاریخ انتشار'), { target: { value: '۱۴۰۵/۰۸/۰۱' } });
    fireEvent.change(screen.getByLabelText('ساعت انتشار (به وقت تهران)'), { target: { value: '۱۰:۳۰' } });
    expect(await screen.findByText(POST_PUBLISHING_MESSAGES.publishTimePast)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'زمان‌بندی انتشار' }));
    expect(posts.updated).toEqual([]);
    fireEvent.change(screen.getByLabelText('تاریخ انتشار'), { target: { value: '۱۴۰۵/۰۹/۰۲' } });
    await userEvent.click(screen.getByRole('button', { name: 'زمان‌بندی انتشار' }));
    await waitFor(() => expect(posts.updated).toHaveLength(1));
    expect(posts.updated[0].changes).toMatchObject({ state: 'scheduled', publishDate: '۱۴۰۵/۰۹/۰۲', publishTime: '۱۰:۳۰' });
  });

  it('shows the SEO texts against their limits and refuses one over it', async () => {
    const { posts } = await editForm({});
    const seoTitle = screen.getByLabelText('عنوان سئو');
    expect(seoTitle).toHaveAccessibleDescription('۰ از ۷۰');
    fireEvent.change(seoTitle, { target: { value: 'ا'.repeat(71) } });
    expect(seoTitle).toHaveAccessibleDescription('۷۱ از ۷۰');
    expect(screen.getByLabelText('توضیح سئو')).toHaveAccessibleDescription('۰ از ۱۶۰');
    await userEvent.click(screen.getByRole('button', { name: 'بروزرسانی مقاله' }));
    expect(await screen.findByText(POST_PUBLISHING_MESSAGES.seoTitleTooLong)).toBeInTheDocument();
    expect(posts.updated).toEqual([]);
  });

  it('lets a draft be saved without a category or text', async () => {
    const { posts } = setup('/dashboard?tab=addPost');
    await screen.findByRole('option', { name: 'مالیات' });
    await userEvent.click(screen.getByRole('radio', { name: 'پیش‌نویس' }));
    await userEvent.click(screen.getByRole('button', { name: 'ذخیره پیش‌نویس' }));
    await waitFor(() => expect(posts.created).toHaveLength(1));
    expect(posts.created[0].state).toBe('draft');
  });

  it('shows the article as a visitor would read it in the preview', async () => {
    await editForm({ content: '<h2>مقدمه</h2><p>متن <strong>مهم</strong></p>' });
    await userEvent.click(screen.getByRole('button', { name: 'پیش‌نمایش' }));
    const preview = await screen.findByTestId('post-preview');
    expect(within(preview).getByRole('heading', { level: 1 })).toHaveTextContent('مقاله شماره 1');
    expect(within(preview).getByRole('heading', { level: 2 })).toHaveTextContent('مقدمه');
    expect(within(preview).getByAltText('تصویر مقاله 1')).toBeInTheDocument();
  });
});

describe('autosave and the unsaved-changes warning', () => {
  it('saves a new article as a draft after typing stops, says so quietly, and moves the address to its edit page', async () => {
    const { posts } = setup('/dashboard?tab=addPost');
    await screen.findByRole('option', { name: 'مالیات' });
    await userEvent.type(screen.getByLabelText('عنوان مقاله'), 'پیش‌نویس تازه');
    expect(await screen.findByText(AUTOSAVE_TEXTS.saved)).toBeInTheDocument();
    expect(posts.autosaved[0]).toMatchObject({ postId: null, fields: { title: 'پیش‌نویس تازه' } });
    expect(window.location.search).toBe('?tab=updatePost/draft-1');
    await userEvent.type(screen.getByLabelText('عنوان مقاله'), ' دوم');
    await waitFor(() => expect(posts.autosaved).toHaveLength(2), { timeout: 10000 });
    expect(posts.autosaved[1]).toMatchObject({ postId: 'draft-1', fields: { title: 'پیش‌نویس تازه دوم' } });
  }, 30000);

  it('shows a failed autosave as a Persian line', async () => {
    const posts = new FakeAdminPostRepository([samplePost(1, { state: 'draft' })]);
    setup('/dashboard?tab=updatePost/p-1', posts);
    await screen.findByDisplayValue('مقاله شماره 1');
    posts.failWith = new Error('ارتباط با سرور برقرار نشد.');
    await userEvent.type(screen.getByLabelText('عنوان مقاله'), '!');
    expect(await screen.findByText(`${AUTOSAVE_TEXTS.failed} ارتباط با سرور برقرار نشد.`)).toBeInTheDocument();
  }, 30000);

  it('never autosaves a published article, and asks before leaving it with unsaved changes', async () => {
    const { posts } = await editForm({ state: 'published' });
    await userEvent.type(screen.getByLabelText('عنوان مقاله'), ' ویرایش‌شده');
    // closing or reloading the tab gets the browser's own question
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
    await userEvent.click(screen.getByRole('link', { name: 'مقالات من' }));
    const dialog = await screen.findByRole('dialog', { name: UNSAVED_TEXTS.question });
    await userEvent.click(within(dialog).getByRole('button', { name: UNSAVED_TEXTS.stay }));
    expect(screen.getByDisplayValue('مقاله شماره 1 ویرایش‌شده')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'مقالات من' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: UNSAVED_TEXTS.leave }));
    await waitFor(() => expect(screen.queryByDisplayValue('مقاله شماره 1 ویرایش‌شده')).not.toBeInTheDocument());
    expect(posts.autosaved).toEqual([]);
  });

  it('lets the writer leave at once when nothing is unsaved', async () => {
    await editForm({ state: 'published' });
    await userEvent.click(screen.getByRole('link', { name: 'مقالات من' }));
    await waitFor(() => expect(screen.queryByDisplayValue('مقاله شماره 1')).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);
  });
});

describe('the article list', () => {
  it('shows where each article stands, a scheduled one with its Jalali time in Tehran', async () => {
    const posts = new FakeAdminPostRepository([
      samplePost(1, { state: 'draft' }),
      samplePost(2, { state: 'scheduled', publishAt: '2026-11-23T07:00:00.000Z' }),
      samplePost(3, { state: 'published' }),
    ]);
    setup('/dashboard?tab=posts', posts);
    const row = async (title: string) => (await screen.findByRole('link', { name: title })).closest('tr')!;
    expect(within(await row('مقاله شماره 1')).getByText('پیش‌نویس')).toBeInTheDocument();
    expect(within(await row('مقاله شماره 2')).getByText('زمان‌بندی‌شده: ۱۴۰۵/۰۹/۰۲ ساعت ۱۰:۳۰')).toBeInTheDocument();
    expect(within(await row('مقاله شماره 3')).getByText('منتشرشده')).toBeInTheDocument();
  });
});
