import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../support/render-app';
import { sampleCategory, samplePost, sampleUser } from '../../fakes/sample-data';
import { FakeAdminPostRepository } from '../../fakes/fake-admin-post-repository';
import { FakeCategoryRepository } from '../../fakes/fake-category-repository';
import { RequestFailure } from '../../../src/core/domain/request-failure';

// The first render compiles the lazily loaded tab and the editor, which can take longer than the default second.
configure({ asyncUtilTimeout: 10000 });

const asAdmin = { user: { currentUser: sampleUser({ isAdmin: true }), loading: false, error: null } };
const STORED = '<h2>مقدمه</h2><p class="indent-2">متن <strong>مهم</strong> و <a href="https://example.com">پیوند</a></p><ul><li>یک</li><li>دو</li></ul>';

function setup(path: string, posts: FakeAdminPostRepository = new FakeAdminPostRepository(), categories = new FakeCategoryRepository([sampleCategory(1, { title: 'مالیات' }), sampleCategory(2, { title: 'حسابرسی' })])) {
  return { ...renderApp(path, { state: asAdmin, services: { adminPosts: posts, categories } }), posts, categories };
}

describe('the add-article form', () => {
  it('has the image picker for png and jpg, a required title, the category list, the editor and the media flag', async () => {
    setup('/dashboard?tab=addPost');
    expect(await screen.findByRole('option', { name: 'مالیات' })).toBeInTheDocument();
    expect(screen.getByLabelText('تصویر مقاله')).toHaveAttribute('accept', '.png,.jpg,.jpeg');
    expect(screen.getByLabelText('عنوان مقاله')).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'متن مقاله' })).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('toolbar', { name: 'ابزارهای ویرایش متن' })).toBeInTheDocument();
    for (const tool of ['عنوان ۱', 'عنوان ۲', 'عنوان ۳', 'پررنگ', 'کج', 'زیرخط', 'فهرست نقطه‌ای', 'فهرست شماره‌دار', 'پیوند', 'افزایش تورفتگی', 'کاهش تورفتگی', 'واگرد', 'ازنو']) {
      expect(screen.getByRole('button', { name: tool })).toBeInTheDocument();
    }
    expect(screen.getByRole('checkbox', { name: 'حضور در رسانه' })).not.toBeChecked();
  });

  it('publishes title, category, media flag and image, then goes to /post/{slug}', async () => {
    const { posts, services } = setup('/dashboard?tab=addPost');
    await screen.findByRole('option', { name: 'حسابرسی' });
    await userEvent.type(screen.getByLabelText('عنوان مقاله'), 'مقاله تازه');
    await userEvent.selectOptions(screen.getByLabelText('دسته بندی'), 'c-2');
    await userEvent.click(screen.getByRole('checkbox', { name: 'حضور در رسانه' }));
    const image = new File([new Uint8Array([137, 80, 78, 71])], 'cover.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('تصویر مقاله'), image);
    await userEvent.click(screen.getByRole('button', { name: 'افزودن مقاله' }));
    await waitFor(() => expect(services.navigation.visited).toEqual([{ to: '/post/slug-1', options: undefined }]));
    expect(posts.created).toEqual([{ title: 'مقاله تازه', category: 'c-2', content: '', inMedia: true, image }]);
  });

  it('refuses a picked file that is not png or jpg', async () => {
    setup('/dashboard?tab=addPost');
    await screen.findByRole('option', { name: 'مالیات' });
    const input = screen.getByLabelText('تصویر مقاله') as HTMLInputElement;
    await userEvent.upload(input, new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' }), { applyAccept: false });
    expect(screen.getByRole('alert')).toHaveTextContent('فقط تصاویر با پسوند png، jpg یا jpeg پذیرفته می‌شوند');
    expect(input.value).toBe('');
  });

  it('shows a refused save in a red alert, and a network error with its suffix', async () => {
    const { posts, services } = setup('/dashboard?tab=addPost');
    await screen.findByRole('option', { name: 'مالیات' });
    await userEvent.type(screen.getByLabelText('عنوان مقاله'), 'عنوان');
    posts.failWith = new RequestFailure('متن مقاله نمیتواند خالی باشد', false, 'متن مقاله نمیتواند خالی باشد');
    await userEvent.click(screen.getByRole('button', { name: 'افزودن مقاله' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('متن مقاله نمیتواند خالی باشد');
    expect(alert).toHaveAttribute('data-kind', 'error');
    posts.failWith = new RequestFailure('ارتباط با سرور برقرار نشد.', true);
    await userEvent.click(screen.getByRole('button', { name: 'افزودن مقاله' }));
    expect(await screen.findByText('ارتباط با سرور برقرار نشد. مشکلی پیش آمده است')).toBeInTheDocument();
    expect(services.navigation.visited).toEqual([]);
  });

  it('checks the link address in the editor and refuses other protocols in Persian', async () => {
    setup('/dashboard?tab=addPost');
    await screen.findByRole('option', { name: 'مالیات' });
    await userEvent.click(screen.getByRole('button', { name: 'پیوند' }));
    await userEvent.type(screen.getByLabelText('نشانی پیوند'), 'javascript:alert(1)');
    await userEvent.click(screen.getByRole('button', { name: 'افزودن پیوند' }));
    expect(screen.getByRole('alert')).toHaveTextContent('فقط پیوندهای http، https، mailto و tel پذیرفته می‌شوند');
  });
});

describe('the edit-article form', () => {
  it('shows the current image, title, category and body', async () => {
    setup('/dashboard?tab=updatePost/p-1', new FakeAdminPostRepository([samplePost(1, { content: STORED, category: { _id: 'c-2', title: 'حسابرسی' } })]));
    expect(await screen.findByDisplayValue('مقاله شماره 1')).toBeInTheDocument();
    expect(screen.getByLabelText('دسته بندی')).toHaveValue('c-2');
    expect(screen.getByAltText('تصویر مقاله')).toHaveAttribute('src', 'http://api.test/uploads/posts/1.png');
    const body = screen.getByRole('textbox', { name: 'متن مقاله' });
    expect(body.querySelector('h2')).toHaveTextContent('مقدمه');
    expect(body.querySelector('p.indent-2 strong')).toHaveTextContent('مهم');
    expect(body.querySelector('a')).toHaveAttribute('href', 'https://example.com');
    expect(body.querySelectorAll('ul li')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'بروزرسانی مقاله' })).toBeInTheDocument();
  });

  it('saves an unchanged article with its body exactly as stored, without the image or the unchanged media flag', async () => {
    const { posts, services } = setup('/dashboard?tab=updatePost/p-1', new FakeAdminPostRepository([samplePost(1, { content: STORED, inMedia: true })]));
    await screen.findByDisplayValue('مقاله شماره 1');
    await userEvent.click(screen.getByRole('button', { name: 'بروزرسانی مقاله' }));
    await waitFor(() => expect(services.navigation.visited).toEqual([{ to: '/post/مقاله-1', options: undefined }]));
    expect(posts.updated).toEqual([{ postId: 'p-1', userId: 'u-1', changes: { title: 'مقاله شماره 1', category: 'c-1', content: STORED } }]);
  });

  it("says 'خطایی رخ داده است' when the categories cannot be loaded", async () => {
    const categories = new FakeCategoryRepository();
    categories.failWith = new RequestFailure('x', true);
    setup('/dashboard?tab=updatePost/p-1', new FakeAdminPostRepository([samplePost(1)]), categories);
    expect(await screen.findByText('خطایی رخ داده است')).toBeInTheDocument();
  });

  it('is also reached at the nested /dashboard/updatePost/{postId} route', async () => {
    setup('/dashboard/updatePost/p-1', new FakeAdminPostRepository([samplePost(1)]));
    expect(await screen.findByDisplayValue('مقاله شماره 1')).toBeInTheDocument();
  });
});
