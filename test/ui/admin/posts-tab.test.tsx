import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../support/render-app';
import { sampleCategory, samplePost, sampleUser } from '../../fakes/sample-data';
import { FakeAdminPostRepository } from '../../fakes/fake-admin-post-repository';
import { FakeCategoryRepository } from '../../fakes/fake-category-repository';
import { RequestFailure } from '../../../src/core/domain/request-failure';

// The first render compiles the lazily loaded tab, which can take longer than the default second.
configure({ asyncUtilTimeout: 10000 });

const asAdmin = { user: { currentUser: sampleUser({ isAdmin: true }), loading: false, error: null } };
const manyPosts = (count: number) => Array.from({ length: count }, (_, i) => samplePost(i + 1));

describe('the article list tab', () => {
  it('shows each article with thumbnail, title link, category, Jalali date and edit/delete buttons', async () => {
    const adminPosts = new FakeAdminPostRepository([samplePost(1, { category: 'c-2', updatedAt: '2026-11-21T09:00:00.000Z' })]);
    const categories = new FakeCategoryRepository([sampleCategory(2, { title: 'حسابرسی' })]);
    renderApp('/dashboard?tab=posts', { state: asAdmin, services: { adminPosts, categories } });
    const link = await screen.findByRole('link', { name: 'مقاله شماره 1' });
    expect(link).toHaveAttribute('href', '/post/مقاله-1');
    const row = link.closest('tr')!;
    expect(row.querySelector('img')).toHaveAttribute('src', 'http://api.test/uploads/posts/1.png');
    expect(await within(row).findByText('حسابرسی')).toBeInTheDocument();
    expect(within(row).getByText('۱۴۰۵/۰۸/۳۰')).toBeInTheDocument();
    expect(within(row).getByTitle('ویرایش')).toHaveAttribute('href', '/dashboard?tab=updatePost/p-1');
    expect(within(row).getByTitle('حذف')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'عنوان',
      'دسته بندی',
      'وضعیت',
      'تاریخ بروزرسانی',
      'عملیات',
    ]);
    expect(screen.getByRole('link', { name: 'افزودن مقاله جدید' })).toHaveAttribute('href', '/dashboard?tab=addPost');
    expect(adminPosts.listCalls).toEqual([{ userId: 'u-1', startIndex: 0 }]);
  });

  it("pages by 9 with 'مشاهده بیشتر' from the count loaded, and hides it after a short page", async () => {
    const adminPosts = new FakeAdminPostRepository(manyPosts(20));
    renderApp('/dashboard?tab=posts', { state: asAdmin, services: { adminPosts } });
    await screen.findByRole('link', { name: 'مقاله شماره 9' });
    expect(screen.getAllByRole('row')).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: 'مشاهده بیشتر' }));
    await screen.findByRole('link', { name: 'مقاله شماره 18' });
    await userEvent.click(screen.getByRole('button', { name: 'مشاهده بیشتر' }));
    await screen.findByRole('link', { name: 'مقاله شماره 20' });
    expect(screen.queryByRole('button', { name: 'مشاهده بیشتر' })).toBeNull();
    expect(adminPosts.listCalls.map((call) => call.startIndex)).toEqual([0, 9, 18]);
  });

  it('deletes after confirmation: the row goes, the dialog closes and a toast says so', async () => {
    const adminPosts = new FakeAdminPostRepository(manyPosts(2));
    renderApp('/dashboard?tab=posts', { state: asAdmin, services: { adminPosts } });
    const row = (await screen.findByRole('link', { name: 'مقاله شماره 1' })).closest('tr')!;
    await userEvent.click(within(row).getByTitle('حذف'));
    const dialog = screen.getByRole('dialog', { name: 'آیا از حذف این مقاله اطمینان دارید؟' });
    expect(within(dialog).getByRole('button', { name: 'انصراف' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'حذف' }));
    expect(await screen.findByText('مقاله با موفقیت حذف شد')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('link', { name: 'مقاله شماره 1' })).toBeNull();
    expect(adminPosts.removed).toEqual([{ postId: 'p-1', userId: 'u-1' }]);
  });

  it('cancels a delete without calling the server', async () => {
    const adminPosts = new FakeAdminPostRepository(manyPosts(1));
    renderApp('/dashboard?tab=posts', { state: asAdmin, services: { adminPosts } });
    await userEvent.click(await screen.findByTitle('حذف'));
    await userEvent.click(screen.getByRole('button', { name: 'انصراف' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(adminPosts.removed).toEqual([]);
  });

  it('only logs a failed delete: no message, the article stays', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const adminPosts = new FakeAdminPostRepository(manyPosts(1));
    renderApp('/dashboard?tab=posts', { state: asAdmin, services: { adminPosts } });
    await userEvent.click(await screen.findByTitle('حذف'));
    adminPosts.failWith = new RequestFailure('خطای ناشناختهای رخ داده است', false);
    await userEvent.click(screen.getByRole('button', { name: 'حذف' }));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.getByRole('link', { name: 'مقاله شماره 1' })).toBeInTheDocument();
    expect(screen.queryByText('خطای ناشناختهای رخ داده است')).toBeNull();
    warn.mockRestore();
  });

  it("shows 'هنوز مقاله ای اضافه نکردید' when there are no articles", async () => {
    renderApp('/dashboard?tab=posts', { state: asAdmin });
    expect(await screen.findByText('هنوز مقاله ای اضافه نکردید')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
