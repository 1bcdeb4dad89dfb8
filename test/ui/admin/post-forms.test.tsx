import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { IMAGE_CONTENT_ERROR } from '../../../src/core/domain/image-rules';
import { REQUIRED_FIELDS_HINT } from '../../../src/ui/features/admin/post-form';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../support/render-app';
import { sampleCategory, samplePost, sampleUser } from '../../fakes/sample-data';
import { FakeAdminPostRepository } from '../../fakes/fake-admin-post-repository';
import { FakeCategoryRepository } from '../../fakes/fake-category-repository';
import { RequestFailure } from '../../../src/core/domain/request-failure';

// The first render compiles the lazily loaded tab and the editor, which can take longer than the default second.
configure({ asyncUtilTimeout: 10000 });

const asAdmin = { user: { currentUser: sampleUser({ isAdmin: true }), loading: false, error: null } };
const STORED =
  '<h2>مقدمه</h2><p class="indent-2">متن <strong>مهم</strong> و <a href="https://example.com">پیوند</a></p><ul><li>یک</li><li>دو</li></ul>';

function setup(
  path: string,
  posts: FakeAdminPostRepository = new FakeAdminPostRepository(),
  categories = new FakeCategoryRepository([sampleCategory(1, { title: 'مالیات' }), sampleCategory(2, { title: 'حسابرسی' })]),
) {
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
    for (const tool of [
      'عنوان ۱',
      'عنوان ۲',
      'عنوان ۳',
      'پررنگ',
      'کج',
      'زیرخط',
      'فهرست نقطه‌ای',
      'فهرست شماره‌دار',
      'پیوند',
      'افزایش تورفتگی',
      'کاهش تورفتگی',
      'واگرد',
      'ازنو',
    ]) {
      expect(screen.getByRole('button', { name: tool })).toBeInTheDocument();
    }
    expect(screen.getByRole('checkbox', { name: 'حضور در رسانه' })).not.toBeChecked();
  });

  it('marks title, category and body as required before anything is pressed, in Persian', async () => {
    setup('/dashboard?tab=addPost');
    await screen.findByRole('option', { name: 'مالیات' });
    const form = screen.getByRole('heading', { name: 'افزودن مقاله' }).closest('form')!;
    expect(form).toHaveAttribute('novalidate');
    expect(screen.getByText(REQUIRED_FIELDS_HINT)).toBeInTheDocument();
    for (const name of ['عنوان مقاله', 'دسته بندی']) {
      expect(screen.getByLabelText(name)).toBeRequired();
      expect(screen.getByText(name, { selector: 'label' })).toHaveClass('required');
      expect(screen.getByLabelText(name)).toHaveAccessibleDescription(REQUIRED_FIELDS_HINT);
    }
    expect(screen.getByRole('textbox', { name: 'متن مقاله' })).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText('متن مقاله', { selector: 'span' })).toHaveClass('required');
  });

  it('says in Persian which required fields are missing, beside each, and sends nothing', async () => {
    const { posts } = setup('/dashboard?tab=addPost');
    await screen.findByRole('option', { name: 'مالیات' });
    await userEvent.click(screen.getByRole('button', { name: 'افزودن مقاله' }));
    const title = screen.getByLabelText('عنوان مقاله');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription(`عنوان مقاله الزامی است ${REQUIRED_FIELDS_HINT}`);
    expect(title).toHaveFocus();
    expect(screen.getByLabelText('دسته بندی')).toHaveAccessibleDescription(`دسته بندی مقاله را انتخاب کنید ${REQUIRED_FIELDS_HINT}`);
    expect(screen.getByRole('textbox', { name: 'متن مقاله' })).toHaveAccessibleDescription(
      `متن مقاله نمیتواند خالی باشد ${REQUIRED_FIELDS_HINT}`,
    );
    expect(document.body).not.toHaveTextContent('Please fill out this field');
    expect(posts.created).toEqual([]);
    await userEvent.type(title, 'مقاله تازه');
    expect(title).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('عنوان مقاله الزامی است')).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('دسته بندی'), 'c-2');
    expect(screen.queryByText('دسته بندی مقاله را انتخاب کنید')).not.toBeInTheDocument();
    expect(screen.getByText('متن مقاله نمیتواند خالی باشد')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'افزودن مقاله' }));
    expect(screen.getByRole('textbox', { name: 'متن مقاله' })).toHaveFocus();
    expect(posts.created).toEqual([]);
  });

  it('refuses a title of blanks as missing', async () => {
    setup('/dashboard?tab=addPost');
    await screen.findByRole('option', { name: 'مالیات' });
    await userEvent.type(screen.getByLabelText('عنوان مقاله'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'افزودن مقاله' }));
    expect(screen.getByText('عنوان مقاله الزامی است')).toBeInTheDocument();
  });

  it('refuses a picked file that is not png or jpg', async () => {
    setup('/dashboard?tab=addPost');
    await screen.findByRole('option', { name: 'مالیات' });
    const input = screen.getByLabelText('تصویر مقاله') as HTMLInputElement;
    await userEvent.upload(input, new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' }), { applyAccept: false });
    expect(screen.getByRole('alert')).toHaveTextContent('فقط تصاویر با پسوند png، jpg یا jpeg پذیرفته می‌شوند');
    expect(input.value).toBe('');
  });

  it('drops a picked .png whose preview the browser cannot draw, saying it is not a real PNG or JPEG', async () => {
    // jsdom makes no object URLs; the browser's would be drawn, or fail, as here
    Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined });
    setup('/dashboard?tab=addPost');
    await screen.findByRole('option', { name: 'مالیات' });
    const input = screen.getByLabelText('تصویر مقاله') as HTMLInputElement;
    await userEvent.upload(input, new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'x.png', { type: 'image/png' }));
    expect(screen.getByText('x.png')).toBeInTheDocument();
    expect(screen.getByAltText('تصویر مقاله')).toHaveAttribute('src', 'blob:preview');
    fireEvent.error(screen.getByAltText('تصویر مقاله'));
    expect(screen.getByRole('alert')).toHaveTextContent(IMAGE_CONTENT_ERROR);
    expect(screen.queryByAltText('تصویر مقاله')).not.toBeInTheDocument();
    expect(screen.getByText('تصویری انتخاب نشده است')).toBeInTheDocument();
    expect(input.value).toBe('');
    Object.assign(URL, { createObjectURL: undefined, revokeObjectURL: undefined });
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
    setup(
      '/dashboard?tab=updatePost/p-1',
      new FakeAdminPostRepository([samplePost(1, { content: STORED, category: { _id: 'c-2', title: 'حسابرسی' } })]),
    );
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
    const { posts, services } = setup(
      '/dashboard?tab=updatePost/p-1',
      new FakeAdminPostRepository([samplePost(1, { content: STORED, inMedia: true })]),
    );
    await screen.findByDisplayValue('مقاله شماره 1');
    await userEvent.click(screen.getByRole('button', { name: 'بروزرسانی مقاله' }));
    await waitFor(() => expect(services.navigation.visited).toEqual([{ to: '/post/مقاله-1', options: undefined }]));
    expect(posts.updated).toEqual([
      { postId: 'p-1', userId: 'u-1', changes: { title: 'مقاله شماره 1', category: 'c-1', content: STORED } },
    ]);
  });

  it('shows a refused save in a red alert, and a network error with its suffix', async () => {
    const { posts, services } = setup('/dashboard?tab=updatePost/p-1', new FakeAdminPostRepository([samplePost(1, { content: STORED })]));
    await screen.findByDisplayValue('مقاله شماره 1');
    posts.failWith = new RequestFailure('دسته بندی انتخاب‌شده پیدا نشد', false, 'دسته بندی انتخاب‌شده پیدا نشد');
    await userEvent.click(screen.getByRole('button', { name: 'بروزرسانی مقاله' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('دسته بندی انتخاب‌شده پیدا نشد');
    expect(alert).toHaveAttribute('data-kind', 'error');
    posts.failWith = new RequestFailure('ارتباط با سرور برقرار نشد.', true);
    await userEvent.click(screen.getByRole('button', { name: 'بروزرسانی مقاله' }));
    expect(await screen.findByText('ارتباط با سرور برقرار نشد. مشکلی پیش آمده است')).toBeInTheDocument();
    expect(services.navigation.visited).toEqual([]);
  });

  it('clears a file the server found is not a real PNG or JPEG, and shows the stored image again', async () => {
    const { posts } = setup('/dashboard?tab=updatePost/p-1', new FakeAdminPostRepository([samplePost(1, { content: STORED })]));
    await screen.findByDisplayValue('مقاله شماره 1');
    const input = screen.getByLabelText('تصویر مقاله') as HTMLInputElement;
    await userEvent.upload(input, new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'fake.png', { type: 'image/png' }));
    posts.failWith = new RequestFailure(IMAGE_CONTENT_ERROR, false, IMAGE_CONTENT_ERROR);
    await userEvent.click(screen.getByRole('button', { name: 'بروزرسانی مقاله' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('این فایل یک تصویر واقعی PNG یا JPEG نیست');
    expect(input.value).toBe('');
    expect(screen.getByText('تصویری انتخاب نشده است')).toBeInTheDocument();
    expect(screen.getByAltText('تصویر مقاله')).toHaveAttribute('src', 'http://api.test/uploads/posts/1.png');
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
