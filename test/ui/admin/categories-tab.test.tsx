import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../support/render-app';
import { sampleCategory, sampleUser } from '../../fakes/sample-data';
import { FakeCategoryRepository } from '../../fakes/fake-category-repository';
import { RequestFailure } from '../../../src/core/domain/request-failure';

// The first render compiles the lazily loaded tab, which can take longer than the default second.
configure({ asyncUtilTimeout: 10000 });

const asAdmin = { user: { currentUser: sampleUser({ isAdmin: true }), loading: false, error: null } };
const withCategories = (count: number) => new FakeCategoryRepository(Array.from({ length: count }, (_, i) => sampleCategory(i + 1)));
const bodyRows = () => screen.getAllByRole('row').slice(1);

describe('the category tab', () => {
  it('lists title, Jalali update date and actions, 5 rows first and 5 more per show-more', async () => {
    renderApp('/dashboard?tab=categories', { state: asAdmin, services: { categories: withCategories(12) } });
    await screen.findByText('دسته 1');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['عنوان', 'تاریخ بروزرسانی', 'عملیات']);
    expect(bodyRows()).toHaveLength(5);
    expect(within(bodyRows()[0]).getByText('۱۴۰۵/۰۸/۲۹')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'مشاهده بیشتر' }));
    expect(bodyRows()).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: 'مشاهده بیشتر' }));
    expect(bodyRows()).toHaveLength(12);
    expect(screen.queryByRole('button', { name: 'مشاهده بیشتر' })).toBeNull();
  });

  it('adds a category: the button waits for a title, the rule speaks as the admin types, a toast confirms', async () => {
    const categories = withCategories(1);
    renderApp('/dashboard?tab=categories', { state: asAdmin, services: { categories } });
    await screen.findByText('دسته 1');
    await userEvent.click(screen.getByRole('button', { name: 'افزودن دسته بندی جدید' }));
    const dialog = screen.getByRole('dialog', { name: 'افزودن دسته بندی' });
    const add = within(dialog).getByRole('button', { name: 'افزودن' });
    expect(add).toBeDisabled();
    const input = within(dialog).getByLabelText('عنوان دسته بندی');
    await userEvent.type(input, 'ما');
    expect(within(dialog).getByText('عنوان دسته بندی باید حداقل ۳ کاراکتر باشد')).toBeInTheDocument();
    await userEvent.clear(input);
    expect(within(dialog).getByText('عنوان دسته بندی نمیتواند خالی باشد')).toBeInTheDocument();
    expect(add).toBeDisabled();
    await userEvent.type(input, 'مالیات');
    await userEvent.click(add);
    expect(await screen.findByText('دسته بندی با موفقیت اضافه شد!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('مالیات')).toBeInTheDocument();
  });

  it('shows a refused create in the dialog: the server message, or the network text', async () => {
    const categories = withCategories(1);
    renderApp('/dashboard?tab=categories', { state: asAdmin, services: { categories } });
    await screen.findByText('دسته 1');
    await userEvent.click(screen.getByRole('button', { name: 'افزودن دسته بندی جدید' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('عنوان دسته بندی'), 'دسته 1');
    categories.failWith = new RequestFailure('دسته بندی با این عنوان از قبل وجود دارد', false, 'دسته بندی با این عنوان از قبل وجود دارد');
    await userEvent.click(within(dialog).getByRole('button', { name: 'افزودن' }));
    expect(await within(dialog).findByText('دسته بندی با این عنوان از قبل وجود دارد')).toBeInTheDocument();
    categories.failWith = new RequestFailure('ارتباط با سرور برقرار نشد.', true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'افزودن' }));
    expect(await within(dialog).findByText('مشکلی در ارتباط با سرور رخ داده است')).toBeInTheDocument();
  });

  it("renames a category and toasts the server's message", async () => {
    const categories = withCategories(1);
    renderApp('/dashboard?tab=categories', { state: asAdmin, services: { categories } });
    await userEvent.click(within((await screen.findByText('دسته 1')).closest('tr')!).getByTitle('ویرایش'));
    const dialog = screen.getByRole('dialog', { name: 'ویرایش دسته بندی' });
    const input = within(dialog).getByLabelText('عنوان دسته بندی');
    expect(input).toHaveValue('دسته 1');
    await userEvent.clear(input);
    await userEvent.type(input, 'حسابرسی');
    await userEvent.click(within(dialog).getByRole('button', { name: 'ذخیره تغییرات' }));
    expect(await screen.findByText('دسته بندی با موفقیت ویرایش شد')).toBeInTheDocument();
    expect(await screen.findByText('حسابرسی')).toBeInTheDocument();
    expect(categories.categories.map((c) => c.title)).toEqual(['حسابرسی']);
  });

  it('deletes after the confirmation, and shows a refused delete as an error toast', async () => {
    const categories = withCategories(2);
    renderApp('/dashboard?tab=categories', { state: asAdmin, services: { categories } });
    await userEvent.click(within((await screen.findByText('دسته 1')).closest('tr')!).getByTitle('حذف'));
    const dialog = screen.getByRole('dialog', { name: 'آیا از حذف این دسته بندی اطمینان دارید؟' });
    expect(within(dialog).getByRole('button', { name: 'انصراف' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'حذف' }));
    await waitFor(() => expect(screen.queryByText('دسته 1')).toBeNull());
    expect(await screen.findByText('دسته بندی با موفقیت حذف شد')).toBeInTheDocument();

    categories.failWith = new RequestFailure('x', false, 'این دسته بندی در ۲ مقاله استفاده شده است');
    await userEvent.click(within(screen.getByText('دسته 2').closest('tr')!).getByTitle('حذف'));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'حذف' }));
    const toast = await screen.findByText('این دسته بندی در ۲ مقاله استفاده شده است');
    expect(toast.closest('.Toastify__toast')).toHaveClass('Toastify__toast--error');
    expect(screen.getByText('دسته 2')).toBeInTheDocument();
  });

  it('shows a loading indicator while the list loads', async () => {
    renderApp('/dashboard?tab=categories', { state: asAdmin, services: { categories: withCategories(1) } });
    expect(await screen.findByText('در حال بارگذاری')).toBeInTheDocument();
    await screen.findByText('دسته 1');
  });
});
