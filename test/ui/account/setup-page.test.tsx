import { configure, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { App } from '../../../src/ui/app';
import { INITIAL_STATE } from '../../../src/core/domain/persisted-state';
import type { SetupFormAnswer } from '../../../src/core/domain/first-run';
import { fakeContainer, renderApp } from '../support/render-app';

configure({ asyncUtilTimeout: 10000 });
jest.setTimeout(30000);

describe('the set-up page', () => {
  it('opened from the printed address, posts its code with the e-mail, password and name to the server, before the app or with it', async () => {
    renderApp('/setup?code=Abc_DEF-123');
    const form = await screen.findByRole('form', { name: 'راه‌اندازی سایت' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/setup');
    expect(form.querySelector('input[type="hidden"][name="code"]')).toHaveValue('Abc_DEF-123');
    expect(screen.getByLabelText('ایمیل')).toHaveAttribute('name', 'email');
    expect(screen.getByLabelText('رمز عبور')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByText('حداقل ۸ کاراکتر')).toBeInTheDocument();
    expect(screen.getByLabelText('نام')).toHaveAttribute('name', 'firstName');
    expect(screen.getByLabelText('نام خانوادگی')).toHaveAttribute('name', 'lastName');
    expect(screen.getByRole('button', { name: 'ساخت حساب مدیر و ورود' })).toHaveAttribute('type', 'submit');
  });

  it('without a code, says where the address is and shows no form', async () => {
    renderApp('/setup');
    expect(await screen.findByText(/نشانی یک‌بارمصرفی باز می‌شود که سرور هنگام شروع در گزارش \(لاگ\) خود چاپ می‌کند/)).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('after a refusal, says why and keeps what was typed but the password', async () => {
    const answer: SetupFormAnswer = {
      error: 'این نشانی راه‌اندازی قبلاً به کار رفته است',
      email: 'owner@example.com',
      firstName: 'نگار',
      lastName: 'احمدی',
    };
    const { container } = fakeContainer();
    render(
      <App
        container={container}
        restored={INITIAL_STATE}
        firstData={{ 'setup-form': answer }}
        router={(children) => <MemoryRouter initialEntries={['/setup?code=used']}>{children}</MemoryRouter>}
      />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('این نشانی راه‌اندازی قبلاً به کار رفته است');
    expect(screen.getByLabelText('ایمیل')).toHaveValue('owner@example.com');
    expect(screen.getByLabelText('نام')).toHaveValue('نگار');
    expect(screen.getByLabelText('نام خانوادگی')).toHaveValue('احمدی');
    expect(screen.getByLabelText('رمز عبور')).toHaveValue('');
  });
});
