import { configure, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { App } from '../../../src/ui/app';
import { INITIAL_STATE } from '../../../src/core/domain/persisted-state';
import userEvent from '@testing-library/user-event';
import { fakeContainer, renderApp } from '../support/render-app';
import { signedIn } from '../support/signed-in';
import { sampleUser } from '../../fakes/sample-data';
import { AccountRequestError } from '../../../src/core/ports/account/account-repository';
import { FakeAccountRepository } from '../../fakes/fake-account-repository';

// The first lazily loaded page of a run is compiled on demand, which can take a few seconds.
configure({ asyncUtilTimeout: 10000 });
jest.setTimeout(30000);

describe('the login page', () => {
  it('signs a visitor in and returns them to the protected page that sent them', async () => {
    const accounts = new FakeAccountRepository();
    accounts.signInAnswer = sampleUser();
    const { services } = renderApp('/dashboard?tab=profile', { services: { accounts } });
    await userEvent.type(await screen.findByLabelText('ایمیل'), 'sara@example.com');
    await userEvent.type(screen.getByLabelText('رمز عبور'), 'secret pass');
    await userEvent.click(screen.getByRole('button', { name: 'ورود' }));
    expect(await screen.findByRole('heading', { name: 'پروفایل' })).toBeInTheDocument();
    expect(accounts.signInCalls).toEqual([{ email: 'sara@example.com', password: 'secret pass' }]);
    expect(services.store.saved?.user.currentUser).toEqual(sampleUser());
  });

  it('switches to sign-up and back by real links, which work before the app does', async () => {
    renderApp('/login');
    const toSignUp = await screen.findByRole('link', { name: 'ثبت نام' });
    expect(toSignUp).toHaveAttribute('href', '/login?mode=signup');
    await userEvent.click(toSignUp);
    expect(screen.getByRole('button', { name: 'ثبت نام' })).toHaveAttribute('type', 'submit');
    expect(screen.getByText('حداقل ۸ کاراکتر')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'ثبت نام' })).toHaveAttribute('action', '/login?mode=signup');
    expect(screen.getByRole('link', { name: 'ورود' })).toHaveAttribute('href', '/login');
    await userEvent.click(screen.getByRole('link', { name: 'ورود' }));
    expect(screen.getByRole('button', { name: 'ورود' })).toHaveAttribute('type', 'submit');
  });

  it('posts its form to the server, never as a GET, naming the page to return to in the address', async () => {
    renderApp('/login');
    expect(await screen.findByRole('form', { name: 'ورود' })).toHaveAttribute('method', 'post');
    expect(screen.getByRole('form', { name: 'ورود' })).toHaveAttribute('action', '/login');
  });

  it("keeps the page the guard asked to return to in the form's address and the switch", async () => {
    renderApp({ pathname: '/login', state: { from: '/reservation/t-1' } });
    expect(await screen.findByRole('form', { name: 'ورود' })).toHaveAttribute('action', '/login?next=%2Freservation%2Ft-1');
    expect(screen.getByRole('link', { name: 'ثبت نام' })).toHaveAttribute('href', '/login?mode=signup&next=%2Freservation%2Ft-1');
  });

  it('takes the page to return to from its own address', async () => {
    renderApp('/login?mode=signup&next=%2Fdashboard%3Ftab%3Dprofile');
    expect(await screen.findByRole('form', { name: 'ثبت نام' })).toHaveAttribute(
      'action',
      '/login?mode=signup&next=%2Fdashboard%3Ftab%3Dprofile',
    );
  });

  it('drops a page to return to on another site', async () => {
    renderApp('/login?next=%2F%2Fevil.example');
    expect(await screen.findByRole('form', { name: 'ورود' })).toHaveAttribute('action', '/login');
  });

  it('shows the refusal the server rendered it with and keeps the e-mail, with the password empty', async () => {
    const { container } = fakeContainer();
    render(
      <App
        container={container}
        restored={INITIAL_STATE}
        firstData={{ 'login-form': { email: 'sara@example.com', error: 'ایمیل یا رمز عبور نادرست است' } }}
        router={(children) => <MemoryRouter initialEntries={['/login']}>{children}</MemoryRouter>}
      />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('ایمیل یا رمز عبور نادرست است');
    expect(screen.getByLabelText('ایمیل')).toHaveValue('sara@example.com');
    expect(screen.getByLabelText('رمز عبور')).toHaveValue('');
  });

  it('sends what was typed into the fields, even before the app kept any of it', async () => {
    const accounts = new FakeAccountRepository();
    accounts.signInAnswer = sampleUser();
    renderApp('/login', { services: { accounts } });
    // a password manager sets the fields' values without the keystrokes React listens for
    ((await screen.findByLabelText('ایمیل')) as HTMLInputElement).value = 'sara@example.com';
    (screen.getByLabelText('رمز عبور') as HTMLInputElement).value = 'secret pass';
    await userEvent.click(screen.getByRole('button', { name: 'ورود' }));
    await waitFor(() => expect(accounts.signInCalls).toEqual([{ email: 'sara@example.com', password: 'secret pass' }]));
  });

  it('takes the admin to the dashboard when nothing asked for another page', async () => {
    const accounts = new FakeAccountRepository();
    accounts.signInAnswer = sampleUser({ isAdmin: true });
    renderApp('/login', { services: { accounts } });
    await userEvent.type(await screen.findByLabelText('ایمیل'), 'admin@example.com');
    await userEvent.type(screen.getByLabelText('رمز عبور'), 'secret pass');
    await userEvent.click(screen.getByRole('button', { name: 'ورود' }));
    expect(await screen.findByRole('navigation', { name: 'بخش‌های داشبورد' })).toBeInTheDocument();
  });

  it('refuses a short password at sign-up in Persian without calling the server', async () => {
    const { services } = renderApp('/login');
    await userEvent.click(await screen.findByRole('link', { name: 'ثبت نام' }));
    await userEvent.type(screen.getByLabelText('ایمیل'), 'new@example.com');
    await userEvent.type(screen.getByLabelText('رمز عبور'), '1234567');
    await userEvent.click(screen.getByRole('button', { name: 'ثبت نام' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('رمز عبور باید حداقل ۸ کاراکتر باشد');
    expect(services.accounts.signUpCalls).toEqual([]);
  });

  it('refuses an invalid email in Persian', async () => {
    renderApp('/login');
    await userEvent.type(await screen.findByLabelText('ایمیل'), 'sara');
    await userEvent.type(screen.getByLabelText('رمز عبور'), 'secret pass');
    await userEvent.click(screen.getByRole('button', { name: 'ورود' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ایمیل معتبر نیست');
  });

  it('signs a new visitor up and sends them home', async () => {
    const { services } = renderApp('/login');
    await userEvent.click(await screen.findByRole('link', { name: 'ثبت نام' }));
    await userEvent.type(screen.getByLabelText('ایمیل'), 'new@example.com');
    await userEvent.type(screen.getByLabelText('رمز عبور'), '12345678');
    await userEvent.click(screen.getByRole('button', { name: 'ثبت نام' }));
    expect(await screen.findByRole('button', { name: 'منوی حساب کاربری' })).toBeInTheDocument();
    expect(services.accounts.signUpCalls).toEqual([{ email: 'new@example.com', password: '12345678' }]);
  });

  it("shows the server's refusal and stays on the form", async () => {
    const accounts = new FakeAccountRepository();
    accounts.signInAnswer = new AccountRequestError('rejected', 'ایمیل یا رمز عبور نادرست است', 401);
    renderApp('/login', { services: { accounts } });
    await userEvent.type(await screen.findByLabelText('ایمیل'), 'sara@example.com');
    await userEvent.type(screen.getByLabelText('رمز عبور'), 'wrong pass');
    await userEvent.click(screen.getByRole('button', { name: 'ورود' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ایمیل یا رمز عبور نادرست است');
    expect(screen.getByRole('button', { name: 'ورود' })).toBeEnabled();
  });

  it('sends a signed-in user home', async () => {
    renderApp('/login', { state: signedIn() });
    expect(await screen.findByRole('button', { name: 'منوی حساب کاربری' })).toBeInTheDocument();
    expect(screen.queryByLabelText('رمز عبور')).toBeNull();
  });
});
