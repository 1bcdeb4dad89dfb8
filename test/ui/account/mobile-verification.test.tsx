import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../support/render-app';
import { signedIn } from '../support/signed-in';
import { sampleUser } from '../../fakes/sample-data';
import { FakeAccountRepository } from '../../fakes/fake-account-repository';

configure({ asyncUtilTimeout: 10000 });
jest.setTimeout(30000);

describe('proving the mobile on the profile', () => {
  const withUnproven = () => {
    const accounts = new FakeAccountRepository();
    accounts.lastUser = sampleUser({ mobile: '09121234567', mobileVerified: false });
    return { accounts, state: signedIn({ mobile: '09121234567', mobileVerified: false }) };
  };

  it('offers «تأیید شماره» under an unproven mobile, texts a code and proves the number with it', async () => {
    const { accounts, state } = withUnproven();
    const { services } = renderApp('/dashboard?tab=profile', { state, services: { accounts } });
    await userEvent.click(await screen.findByRole('button', { name: 'تأیید شماره' }));
    expect(accounts.sentMobileCodes).toBe(1);
    expect(await screen.findByText('کد تأیید به شماره موبایل شما پیامک شد')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('کد ۶ رقمی پیامک‌شده'), '۱۲۳۴۵۶');
    await userEvent.click(screen.getByRole('button', { name: 'ثبت کد' }));
    expect(await screen.findByText('شماره موبایل شما تأیید شد')).toBeInTheDocument();
    expect(accounts.confirmCalls).toEqual(['123456']);
    expect(services.store.saved?.user.currentUser?.mobileVerified).toBe(true);
  });

  it('says why a wrong code was refused, and refuses a code that is not six digits before asking', async () => {
    const { accounts, state } = withUnproven();
    renderApp('/dashboard?tab=profile', { state, services: { accounts } });
    await userEvent.click(await screen.findByRole('button', { name: 'تأیید شماره' }));
    await userEvent.type(await screen.findByLabelText('کد ۶ رقمی پیامک‌شده'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'ثبت کد' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('کد ۶ رقمی را وارد کنید');
    expect(accounts.confirmCalls).toEqual([]);
    await userEvent.clear(screen.getByLabelText('کد ۶ رقمی پیامک‌شده'));
    await userEvent.type(screen.getByLabelText('کد ۶ رقمی پیامک‌شده'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'ثبت کد' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('کد واردشده درست نیست');
  });

  it('offers nothing for a proven mobile or without one', async () => {
    renderApp('/dashboard?tab=profile', { state: signedIn({ mobile: '09121234567', mobileVerified: true }) });
    expect(await screen.findByPlaceholderText('ایمیل')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'تأیید شماره' })).toBeNull();
  });
});
