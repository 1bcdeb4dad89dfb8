jest.setTimeout(20000);
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCESS_REFUSAL_MESSAGES } from '../../src/core/domain/access-refusal';
import { renderApp } from './support/render-app';
import { sampleUser } from '../fakes/sample-data';
import { FakeOutboxRepository, sampleOutboxMessage } from '../fakes/fake-outbox-repository';

const admin = { user: { currentUser: sampleUser({ isAdmin: true }), loading: false, error: null } };
const UNSENT = 'هیچ سرویس پیامک یا ایمیلی تنظیم نشده است؛ پیام‌ها فرستاده نمی‌شوند و فقط اینجا نگه داشته می‌شوند.';

async function renderOutbox(outbox: FakeOutboxRepository) {
  const view = renderApp('/dashboard?tab=outbox', { state: admin, services: { outbox } });
  await screen.findByRole('heading', { level: 2, name: 'پیام‌ها' }, { timeout: 10000 });
  return view;
}

const LONG_EMAIL = `${'سلام نرگس صالحی عزیز، رزرو شما ثبت شد. '.repeat(10)}پایان متن ایمیل.`;

describe('the outbox tab («پیام‌ها»)', () => {
  it("sits in the consultant's menu after the refunds", async () => {
    await renderOutbox(new FakeOutboxRepository());
    const menu = screen.getByRole('navigation', { name: 'بخش‌های داشبورد' });
    const labels = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels.indexOf('پیام‌ها')).toBe(labels.indexOf('بازگشت وجه') + 1);
    expect(within(menu).getByRole('link', { name: 'پیام‌ها' })).toHaveAttribute('aria-current', 'page');
  });

  it("is not a customer's to open", async () => {
    renderApp('/dashboard?tab=outbox', { state: { user: { currentUser: sampleUser(), loading: false, error: null } } });
    expect(await screen.findByRole('heading', { name: 'ورود - ثبت نام' }, { timeout: 10000 })).toBeInTheDocument();
    expect(screen.getByText(ACCESS_REFUSAL_MESSAGES.role)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'پیام‌ها' })).toBeNull();
  });

  it('says, on an install with no provider, that messages are only kept here, and that there are none yet', async () => {
    await renderOutbox(new FakeOutboxRepository());
    expect(await screen.findByText(UNSENT)).toBeInTheDocument();
    expect(screen.getByText('هنوز پیامی ثبت نشده است')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'صفحه‌های پیام‌ها' })).toBeNull();
  });

  it('names the one channel without a provider, and says nothing when both have one', async () => {
    const smsOnly = new FakeOutboxRepository();
    smsOnly.providers = { sms: true, email: false };
    const { unmount } = await renderOutbox(smsOnly);
    expect(
      await screen.findByText('سرویس ایمیل تنظیم نشده است؛ ایمیل‌ها فرستاده نمی‌شوند و فقط اینجا نگه داشته می‌شوند.'),
    ).toBeInTheDocument();
    unmount();

    const both = new FakeOutboxRepository([sampleOutboxMessage({ status: 'sent', sentAt: '2026-11-22T08:31:00.000Z', attempts: 1 })]);
    both.providers = { sms: true, email: true };
    await renderOutbox(both);
    await screen.findByTestId('outbox-m-1');
    expect(screen.queryByText(/تنظیم نشده است/)).toBeNull();
  });

  it('shows an SMS: channel, recipient, text, status in Persian, attempts and the Jalali time in Persian digits', async () => {
    await renderOutbox(new FakeOutboxRepository([sampleOutboxMessage()]));
    const item = await screen.findByTestId('outbox-m-1');
    for (const text of [
      'پیامک',
      'نگه‌داشته در صندوق پیام‌ها',
      '۱ آذر ۱۴۰۵، ساعت ۱۲:۰۰',
      '09121234567',
      'رزرو شما برای ۱۰ آذر ۱۴۰۵ ساعت ۱۰:۰۰ تأیید شد.',
      'دفعات تلاش۰',
    ]) {
      expect(item).toHaveTextContent(text);
    }
    expect(item).not.toHaveTextContent('موضوع');
    expect(item).not.toHaveTextContent('آخرین خطا');
  });

  it('shows an e-mail given up on: subject, attachments by name, attempts and the last error', async () => {
    await renderOutbox(
      new FakeOutboxRepository([
        sampleOutboxMessage({
          id: 'm-2',
          channel: 'email',
          recipient: 'narges@example.com',
          subject: 'تأیید رزرو مشاوره',
          body: 'رزرو شما تأیید شد.',
          attachments: ['session.ics'],
          status: 'failed',
          attempts: 5,
          lastError: 'SMTP 550: mailbox unavailable',
        }),
      ]),
    );
    const item = await screen.findByTestId('outbox-m-2');
    for (const text of [
      'ایمیل',
      'ارسال نشد',
      'narges@example.com',
      'موضوعتأیید رزرو مشاوره',
      'پیوست‌هاsession.ics',
      'دفعات تلاش۵',
      'آخرین خطاSMTP 550: mailbox unavailable',
    ]) {
      expect(item).toHaveTextContent(text);
    }
  });

  it('folds a long e-mail to its beginning and opens it whole on request', async () => {
    await renderOutbox(new FakeOutboxRepository([sampleOutboxMessage({ channel: 'email', subject: 'تأیید رزرو', body: LONG_EMAIL })]));
    const item = await screen.findByTestId('outbox-m-1');
    expect(item).not.toHaveTextContent('پایان متن ایمیل.');
    const open = within(item).getByRole('button', { name: 'نمایش متن کامل' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(open);
    expect(item).toHaveTextContent('پایان متن ایمیل.');
    await userEvent.click(within(item).getByRole('button', { name: 'بستن متن' }));
    expect(item).not.toHaveTextContent('پایان متن ایمیل.');
  });

  it('pages through the outbox, newest first, one bounded page at a time', async () => {
    const messages = Array.from({ length: 5 }, (_, index) => sampleOutboxMessage({ id: `m-${index + 1}`, body: `پیام ${index + 1}` }));
    const outbox = new FakeOutboxRepository(messages, 2);
    await renderOutbox(outbox);
    const pager = await screen.findByRole('navigation', { name: 'صفحه‌های پیام‌ها' });
    const list = () =>
      within(screen.getByRole('list', { name: 'پیام‌های سایت' }))
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('data-testid'));
    expect(list()).toEqual(['outbox-m-1', 'outbox-m-2']);
    expect(within(pager).getByRole('button', { name: 'پیام‌های جدیدتر' })).toBeDisabled();
    expect(pager).toHaveTextContent('صفحه ۱');

    await userEvent.click(within(pager).getByRole('button', { name: 'پیام‌های قدیمی‌تر' }));
    await screen.findByTestId('outbox-m-3');
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'صفحه‌های پیام‌ها' })).getByRole('button', { name: 'پیام‌های قدیمی‌تر' }),
    );
    await screen.findByTestId('outbox-m-5');
    expect(list()).toEqual(['outbox-m-5']);
    expect(
      within(screen.getByRole('navigation', { name: 'صفحه‌های پیام‌ها' })).getByRole('button', { name: 'پیام‌های قدیمی‌تر' }),
    ).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'پیام‌های جدیدتر' }));
    await screen.findByTestId('outbox-m-3');
    expect(outbox.pagesAsked).toEqual([1, 2, 3, 2]);
  });

  it('shows why the outbox could not be read', async () => {
    const outbox = new FakeOutboxRepository();
    outbox.loadFailure = 'خطا در ارتباط با سرور';
    await renderOutbox(outbox);
    expect(await screen.findByRole('alert')).toHaveTextContent('خطا در ارتباط با سرور');
  });
});
