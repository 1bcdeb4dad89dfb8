import { act, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../support/render-app';
import { signedIn } from '../support/signed-in';
import { sampleUser } from '../../fakes/sample-data';
import { AccountRequestError } from '../../../src/core/ports/account/account-repository';
import { FakeAccountRepository } from '../../fakes/fake-account-repository';

// The first lazily loaded page of a run is compiled on demand, which can take a few seconds.
configure({ asyncUtilTimeout: 10000 });
jest.setTimeout(30000);

describe('the profile tab', () => {
  it('shows the four fields with their Persian placeholders, filled from the user', async () => {
    renderApp('/dashboard?tab=profile', { state: signedIn() });
    expect(await screen.findByPlaceholderText('ایمیل')).toHaveValue('sara@example.com');
    expect(screen.getByPlaceholderText('نام')).toHaveValue('سارا');
    expect(screen.getByPlaceholderText('نام خانوادگی')).toHaveValue('احمدی');
    expect(screen.getByPlaceholderText('حوزه فعالیت حرفه‌ای')).toHaveValue('مدیر مالی');
    expect(screen.getByRole('button', { name: 'بروزرسانی اطلاعات' })).toBeInTheDocument();
  });

  it('refuses an update with nothing changed', async () => {
    const { services } = renderApp('/dashboard?tab=profile', { state: signedIn() });
    await userEvent.click(await screen.findByRole('button', { name: 'بروزرسانی اطلاعات' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('هیچ تغییر اعمال نشده است');
    expect(services.accounts.updateCalls).toEqual([]);
  });

  it('sends only the changed field, toasts the success and hides the banner after 5 seconds', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const accounts = new FakeAccountRepository();
      accounts.lastUser = sampleUser();
      const { services } = renderApp('/dashboard?tab=profile', { state: signedIn(), services: { accounts } });
      const bio = await screen.findByPlaceholderText('حوزه فعالیت حرفه‌ای');
      await user.clear(bio);
      await user.type(bio, 'حسابرس ارشد');
      await user.click(screen.getByRole('button', { name: 'بروزرسانی اطلاعات' }));
      expect(await screen.findByText('با موفقیت بروزرسانی شد')).toBeInTheDocument();
      expect(accounts.updateCalls).toEqual([{ userId: 'u-1', changes: { bio: 'حسابرس ارشد' } }]);
      expect(screen.getByText('اطلاعات حساب کاربری شما ذخیره شد')).toBeInTheDocument();
      expect(services.store.saved?.user.currentUser?.bio).toBe('حسابرس ارشد');
      act(() => jest.advanceTimersByTime(4900));
      expect(screen.getByText('اطلاعات حساب کاربری شما ذخیره شد')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(200));
      expect(screen.queryByText('اطلاعات حساب کاربری شما ذخیره شد')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it.each([
    ["the server's message", new AccountRequestError('rejected', 'این ایمیل قبلاً ثبت شده است', 409), 'این ایمیل قبلاً ثبت شده است'],
    ["'خطایی رخ داده است' without one", new AccountRequestError('rejected', '', 500), 'خطایی رخ داده است'],
    ['the network text', new AccountRequestError('network', ''), 'خطای شبکه! لطفاً دوباره تلاش کنید.'],
  ])('shows %s when the update fails', async (_case, failure, text) => {
    const accounts = new FakeAccountRepository();
    accounts.updateFailure = failure;
    renderApp('/dashboard?tab=profile', { state: signedIn(), services: { accounts } });
    await userEvent.type(await screen.findByPlaceholderText('نام'), ' جان');
    await userEvent.click(screen.getByRole('button', { name: 'بروزرسانی اطلاعات' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('asks before deleting the account, and cancel keeps it', async () => {
    const { services } = renderApp('/dashboard?tab=profile', { state: signedIn() });
    await userEvent.click(await screen.findByRole('button', { name: 'حذف حساب کاربری' }));
    const dialog = screen.getByRole('dialog', { name: 'آیا از حذف حساب کاربری خود اطمینان دارید؟' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'انصراف' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(services.accounts.deleteCalls).toEqual([]);
  });

  it('deletes the account on confirm, signs out and leaves for the login page', async () => {
    const { services } = renderApp('/dashboard?tab=profile', { state: signedIn() });
    await userEvent.click(await screen.findByRole('button', { name: 'حذف حساب کاربری' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'حذف' }));
    expect(await screen.findByLabelText('رمز عبور')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(services.accounts.deleteCalls).toEqual(['u-1']);
    expect(services.store.saved?.user.currentUser).toBeNull();
  });

  it("shows the server's message when the deletion fails, and stores it as the profile error", async () => {
    const accounts = new FakeAccountRepository();
    accounts.deleteFailure = new AccountRequestError('rejected', 'اجازه انجام این کار را ندارید', 403);
    const { services } = renderApp('/dashboard?tab=profile', { state: signedIn(), services: { accounts } });
    await userEvent.click(await screen.findByRole('button', { name: 'حذف حساب کاربری' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'حذف' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('اجازه انجام این کار را ندارید');
    expect(services.store.saved?.user).toEqual({ currentUser: sampleUser(), loading: false, error: 'اجازه انجام این کار را ندارید' });
  });

  it('signs out with its own button', async () => {
    const { services } = renderApp('/dashboard?tab=profile', { state: signedIn() });
    await userEvent.click(await screen.findByRole('button', { name: 'خروج' }));
    expect(await screen.findByLabelText('رمز عبور')).toBeInTheDocument();
    expect(services.accounts.signOutCalls).toBe(1);
    expect(services.store.saved?.user.currentUser).toBeNull();
  });

  it('tells a user with an incomplete profile what booking needs', async () => {
    renderApp('/dashboard?tab=profile', { state: signedIn({ lastName: '', isProfileComplete: false }) });
    expect(await screen.findByText('برای رزرو مشاوره، ایمیل، نام، نام خانوادگی و شماره موبایل را کامل کنید.')).toBeInTheDocument();
  });
});

describe("the profile tab's mobile number", () => {
  const mobileField = () => screen.findByLabelText('شماره موبایل');

  it("shows the stored number in Persian digits, in a field that opens a phone's number pad", async () => {
    renderApp('/dashboard?tab=profile', { state: signedIn() });
    const field = await mobileField();
    expect(field).toHaveValue('۰۹۱۲۱۲۳۴۵۶۷');
    expect(field).toHaveAttribute('type', 'tel');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('dir', 'ltr');
    expect(field).toHaveAttribute('autocomplete', 'tel');
  });

  it('sends a number typed with +98 and spaces as 09xxxxxxxxx', async () => {
    const accounts = new FakeAccountRepository();
    accounts.lastUser = sampleUser();
    renderApp('/dashboard?tab=profile', { state: signedIn(), services: { accounts } });
    const field = await mobileField();
    await userEvent.clear(field);
    await userEvent.type(field, '+98 935 111 2233');
    await userEvent.click(screen.getByRole('button', { name: 'بروزرسانی اطلاعات' }));
    expect(await screen.findByText('اطلاعات حساب کاربری شما ذخیره شد')).toBeInTheDocument();
    expect(accounts.updateCalls).toEqual([{ userId: 'u-1', changes: { mobile: '09351112233' } }]);
    expect(field).toHaveValue('۰۹۳۵۱۱۱۲۲۳۳');
  });

  it('shows the shared Persian message for a wrong number and sends nothing', async () => {
    const { services } = renderApp('/dashboard?tab=profile', { state: signedIn() });
    const field = await mobileField();
    await userEvent.clear(field);
    await userEvent.type(field, '0912 345');
    await userEvent.click(screen.getByRole('button', { name: 'بروزرسانی اطلاعات' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('شماره موبایل معتبر نیست؛ آن را مانند ۰۹۱۲۳۴۵۶۷۸۹ وارد کنید');
    expect(services.accounts.updateCalls).toEqual([]);
  });
});
