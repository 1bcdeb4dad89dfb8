import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../support/render-app';
import { sampleCategory, sampleUser } from '../../fakes/sample-data';
import { FakeCategoryRepository } from '../../fakes/fake-category-repository';

configure({ asyncUtilTimeout: 10000 });

const asAdmin = { user: { currentUser: sampleUser({ isAdmin: true }), loading: false, error: null } };
const rowOf = async (title: string) => (await screen.findByText(title)).closest('tr')!;

describe("the category tab's counts and moves", () => {
  it('shows each category with its article count in Persian digits', async () => {
    const categories = new FakeCategoryRepository([sampleCategory(1, { postCount: 12 }), sampleCategory(2)]);
    renderApp('/dashboard?tab=categories', { state: asAdmin, services: { categories } });
    expect(within(await rowOf('دسته 1')).getByText('۱۲ مقاله')).toBeInTheDocument();
    expect(within(await rowOf('دسته 2')).getByText('۰ مقاله')).toBeInTheDocument();
  });

  it('asks where the articles go before deleting a category that holds some, then moves them', async () => {
    const categories = new FakeCategoryRepository([sampleCategory(1, { postCount: 3 }), sampleCategory(2, { postCount: 1 })]);
    renderApp('/dashboard?tab=categories', { state: asAdmin, services: { categories } });
    await userEvent.click(within(await rowOf('دسته 1')).getByTitle('حذف'));
    const dialog = screen.getByRole('dialog', { name: 'آیا از حذف این دسته بندی اطمینان دارید؟' });
    expect(within(dialog).getByText('این دسته بندی ۳ مقاله دارد؛ پیش از حذف، آن‌ها را به دسته بندی دیگری منتقل کنید.')).toBeInTheDocument();
    const remove = within(dialog).getByRole('button', { name: 'حذف' });
    expect(remove).toBeDisabled();
    const target = within(dialog).getByLabelText('انتقال مقاله‌ها به…');
    expect(
      within(target)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['یک دسته بندی را انتخاب کنید', 'دسته 2']);
    await userEvent.selectOptions(target, 'c-2');
    await userEvent.click(remove);
    expect(await screen.findByText('دسته بندی با موفقیت حذف شد')).toBeInTheDocument();
    expect(categories.movedTo).toBe('c-2');
    expect(within(await rowOf('دسته 2')).getByText('۴ مقاله')).toBeInTheDocument();
  });

  it('deletes an empty category at once, and says so when there is nowhere to move the articles', async () => {
    const categories = new FakeCategoryRepository([sampleCategory(1, { postCount: 2 }), sampleCategory(2)]);
    renderApp('/dashboard?tab=categories', { state: asAdmin, services: { categories } });
    await userEvent.click(within(await rowOf('دسته 2')).getByTitle('حذف'));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'حذف' }));
    expect(await screen.findByText('دسته بندی با موفقیت حذف شد')).toBeInTheDocument();
    expect(categories.movedTo).toBeUndefined();
    await userEvent.click(within(await rowOf('دسته 1')).getByTitle('حذف'));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('دسته بندی دیگری برای انتقال مقاله‌ها نیست؛ نخست دسته بندی تازه‌ای بسازید.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'حذف' })).toBeDisabled();
  });
});
