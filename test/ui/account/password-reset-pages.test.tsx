import { configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { App } from '../../../src/ui/app';
import { INITIAL_STATE } from '../../../src/core/domain/persisted-state';
import type { ResetFormAnswer } from '../../../src/core/domain/password-reset';
import { fakeContainer, renderApp } from '../support/render-app';

configure({ asyncUtilTimeout: 10000 });
jest.setTimeout(30000);

/** The app at a path as the server renders it after a posted form, with that form's answer. */
function renderAnswered(path: string, answer: ResetFormAnswer) {
  const { container } = fakeContainer();
  render(
    <App
      container={container}
      restored={INITIAL_STATE}
      firstData={{ 'reset-form': answer }}
      router={(children) => <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>}
    />,
  );
}

describe('the password-reset pages', () => {
  it('are reached from the login page by «رمز عبور را فراموش کرده‌اید؟», a real link', async () => {
    renderApp('/login');
    const link = await screen.findByRole('link', { name: 'رمز عبور را فراموش کرده‌اید؟' });
    expect(link).toHaveAttribute('href', '/forgot-password');
    await userEvent.click(link);
    expect(await screen.findByRole('heading', { name: 'بازیابی رمز عبور' })).toBeInTheDocument();
  });

  it('asks for a link by e-mail or a code by SMS with forms the server takes, before the app or with it', async () => {
    renderApp('/forgot-password');
    const byEmail = await screen.findByRole('form', { name: 'با ایمیل' });
    expect(byEmail).toHaveAttribute('method', 'post');
    expect(byEmail).toHaveAttribute('action', '/forgot-password');
    const byMobile = screen.getByRole('form', { name: 'با پیامک' });
    expect(byMobile).toHaveAttribute('action', '/forgot-password');
    expect(screen.getByLabelText('شماره موبایل')).toHaveAttribute('name', 'mobile');
    expect(screen.getByText('فقط شماره‌ای که در پروفایل تأیید کرده‌اید کد می‌گیرد')).toBeInTheDocument();
  });

  it('shows what the server said after a request', async () => {
    renderAnswered('/forgot-password', {
      message: 'اگر حسابی با این ایمیل باشد، پیوند بازیابی رمز عبور به آن فرستاده شد؛ صندوق ایمیل خود را ببینید',
    });
    expect(await screen.findByRole('status')).toHaveTextContent('پیوند بازیابی رمز عبور به آن فرستاده شد');
  });

  it('opened from the e-mailed link, sends its token with the new password and asks for no code', async () => {
    renderApp('/reset-password?token=abc_DEF-123');
    const form = await screen.findByRole('form', { name: 'ثبت رمز عبور' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/reset-password');
    expect(form.querySelector('input[type="hidden"][name="token"]')).toHaveValue('abc_DEF-123');
    expect(screen.getByLabelText('رمز عبور تازه')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.queryByLabelText('کد ۶ رقمی')).toBeNull();
    expect(screen.getByText('حداقل ۸ کاراکتر')).toBeInTheDocument();
  });

  it('after a code was texted, asks for it with the number kept', async () => {
    renderAnswered('/reset-password', {
      message: 'اگر این شماره موبایلِ تأییدشدهٔ حسابی باشد، کد بازیابی به آن پیامک شد',
      mobile: '09121234567',
    });
    expect(await screen.findByLabelText('شماره موبایل')).toHaveValue('09121234567');
    expect(screen.getByLabelText('کد ۶ رقمی')).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByRole('status')).toHaveTextContent('کد بازیابی به آن پیامک شد');
  });

  it('says why a link was refused and offers a new request', async () => {
    renderAnswered('/reset-password?token=used', {
      error: 'پیوند بازیابی نامعتبر است، منقضی شده یا قبلاً استفاده شده؛ دوباره درخواست دهید',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('پیوند بازیابی نامعتبر است');
    expect(screen.getByRole('link', { name: 'درخواست دوباره' })).toHaveAttribute('href', '/forgot-password');
  });

  it('once the password is set, offers the way in and no form', async () => {
    renderAnswered('/reset-password', { message: 'رمز عبور تازه ثبت شد؛ اکنون با آن وارد شوید', done: true });
    expect(await screen.findByRole('link', { name: 'ورود به حساب' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('form')).toBeNull();
  });
});
