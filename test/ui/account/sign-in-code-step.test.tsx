import { configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { App } from '../../../src/ui/app';
import { INITIAL_STATE } from '../../../src/core/domain/persisted-state';
import { fakeContainer, renderApp } from '../support/render-app';
import { sampleUser } from '../../fakes/sample-data';
import { FakeAccountRepository } from '../../fakes/fake-account-repository';

configure({ asyncUtilTimeout: 10000 });
jest.setTimeout(30000);

const WRONG_CODE = 'کد ورود دومرحله‌ای درست نیست یا پیش‌تر به کار رفته است؛ کد تازهٔ برنامهٔ احراز هویت را وارد کنید';

describe("the sign-in's code step (the admin's second factor)", () => {
  const adminWithCode = () => {
    const accounts = new FakeAccountRepository();
    accounts.signInAnswer = { codeNeeded: true, ticket: 'ticket-1' };
    accounts.codeUser = sampleUser({ isAdmin: true, email: 'owner@example.com' });
    return accounts;
  };
  const typePassword = async () => {
    await userEvent.type(await screen.findByLabelText('ایمیل'), 'owner@example.com');
    await userEvent.type(screen.getByLabelText('رمز عبور'), 'a long admin pass');
    await userEvent.click(screen.getByRole('button', { name: 'ورود' }));
  };

  it("asks for the app's code after the right password and signs the admin in with it, to the dashboard", async () => {
    const accounts = adminWithCode();
    const { services } = renderApp('/login', { services: { accounts } });
    await typePassword();
    const form = await screen.findByRole('form', { name: 'تأیید و ورود' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/login');
    expect(screen.queryByLabelText('رمز عبور')).toBeNull();
    expect(services.store.saved?.user.currentUser ?? null).toBeNull();
    await userEvent.type(screen.getByLabelText('کد ورود دومرحله‌ای'), '۲۴۶ ۸۱۰');
    await userEvent.click(screen.getByRole('button', { name: 'تأیید و ورود' }));
    expect(await screen.findByRole('navigation', { name: 'بخش‌های داشبورد' })).toBeInTheDocument();
    expect(accounts.codeCalls).toEqual([{ ticket: 'ticket-1', code: '246810' }]);
    expect(services.store.saved?.user.currentUser?.email).toBe('owner@example.com');
  });

  it('says why a wrong code was refused and keeps the code step; a code that is not six digits is refused before asking', async () => {
    const accounts = adminWithCode();
    renderApp('/login', { services: { accounts } });
    await typePassword();
    await userEvent.type(await screen.findByLabelText('کد ورود دومرحله‌ای'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'تأیید و ورود' }));
    expect(await screen.findByText('کد ۶ رقمی را وارد کنید')).toBeInTheDocument();
    expect(accounts.codeCalls).toEqual([]);
    await userEvent.clear(screen.getByLabelText('کد ورود دومرحله‌ای'));
    await userEvent.type(screen.getByLabelText('کد ورود دومرحله‌ای'), '999999');
    await userEvent.click(screen.getByRole('button', { name: 'تأیید و ورود' }));
    expect(await screen.findByText(WRONG_CODE)).toBeInTheDocument();
    expect(screen.getByLabelText('کد ورود دومرحله‌ای')).toBeInTheDocument();
  });

  it('goes back to the password with «ورود با حساب دیگر»', async () => {
    renderApp('/login', { services: { accounts: adminWithCode() } });
    await typePassword();
    await userEvent.click(await screen.findByRole('button', { name: 'ورود با حساب دیگر' }));
    expect(await screen.findByLabelText('رمز عبور')).toBeInTheDocument();
  });

  it("shows the code step the server rendered without the app, its ticket in a hidden field, with the server's refusal", async () => {
    const { container } = fakeContainer();
    const { container: page } = render(
      <App
        container={container}
        restored={INITIAL_STATE}
        firstData={{ 'login-form': { email: 'owner@example.com', error: WRONG_CODE, ticket: 'served-ticket' } }}
        router={(children) => <MemoryRouter initialEntries={['/login']}>{children}</MemoryRouter>}
      />,
    );
    expect(await screen.findByText(WRONG_CODE)).toBeInTheDocument();
    expect(page.querySelector('input[type="hidden"][name="ticket"]')).toHaveValue('served-ticket');
    expect(screen.getByLabelText('کد ورود دومرحله‌ای')).toHaveAttribute('name', 'code');
  });
});
