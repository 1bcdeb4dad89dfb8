jest.setTimeout(30000);
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from './support/render-app';
import { sampleUser } from '../fakes/sample-data';
import { FAKE_TAX_INVOICE_ANSWERS, FakeTaxInvoicesRepository, sampleTaxInvoice } from '../fakes/fake-tax-invoices-repository';
import { nationalIdCheckDigit } from '../../src/core/domain/tax/national-id';

const admin = { user: { currentUser: sampleUser({ isAdmin: true }), loading: false, error: null } };
const TITLE = 'صورت‌حساب‌های الکترونیکی (سامانه مودیان)';
const BUYER = `001234567${nationalIdCheckDigit('001234567')}`;
const TOKEN_REFUSED = 'سامانه مودیان امضای سایت را نپذیرفت. کلید خصوصی و گواهی را در تنظیمات بررسی کنید.';

/** Persian digits back to Latin, group separators dropped: the number a text shows. */
const numberIn = (text: string) => Number(text.replace(/[۰-۹]/g, (digit) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(digit))).replace(/[٬,]/g, ''));

function withInvoices() {
  const repository = new FakeTaxInvoicesRepository();
  repository.invoices = [
    sampleTaxInvoice({ id: 'draft1', status: 'draft', nextAttemptAt: '2026-11-22T09:00:00.000Z' }),
    sampleTaxInvoice({ id: 'sent1', status: 'sent', referenceNumber: 'ref-sent-1', nextAttemptAt: '2026-11-22T09:00:00.000Z' }),
    sampleTaxInvoice({ id: 'accepted1', status: 'accepted', referenceNumber: 'ref-accepted-1' }),
    sampleTaxInvoice({
      id: 'rejected1',
      status: 'rejected',
      buyerTaxId: BUYER,
      referenceNumber: 'ref-rejected-1',
      errors: [{ code: '0100201', message: 'خریدار با این شناسه در سامانه نیست' }],
    }),
    sampleTaxInvoice({ id: 'cancelled1', status: 'cancelled', referenceNumber: 'ref-cancelled-1' }),
  ];
  return repository;
}

async function renderTab(taxInvoices = withInvoices()) {
  renderApp('/dashboard?tab=taxInvoices', { state: admin, services: { taxInvoices } });
  await screen.findByRole('heading', { name: TITLE }, { timeout: 15000 });
  await screen.findByRole('list', { name: 'صورتحساب‌ها' }, { timeout: 15000 });
  return taxInvoices;
}

const card = (id: string) => within(screen.getByTestId(`tax-invoice-${id}`));
/** the value beside a label in a card */
const fact = (id: string, label: string) => card(id).getByText(label, { selector: 'dt' }).nextElementSibling!.textContent!;

describe('the e-invoices tab («صورت‌حساب‌های الکترونیکی»)', () => {
  it('shows each invoice with its status in Persian and its amounts in rials in Persian digits', async () => {
    await renderTab();
    expect(card('draft1').getByText('در صف ارسال')).toBeInTheDocument();
    expect(card('sent1').getByText('ارسال‌شده، در انتظار پاسخ')).toBeInTheDocument();
    expect(card('accepted1').getByText('پذیرفته در سامانه')).toBeInTheDocument();
    expect(card('rejected1').getByText('ردشده')).toBeInTheDocument();
    expect(card('cancelled1').getByText('باطل‌شده')).toBeInTheDocument();

    const amount = fact('accepted1', 'مبلغ کل');
    const vat = fact('accepted1', 'مالیات بر ارزش افزوده');
    for (const text of [amount, vat]) expect(text).not.toMatch(/[0-9]/);
    expect(amount).toMatch(/^[۰-۹٬]+ ریال/);
    expect(numberIn(amount.split(' ریال')[0])).toBe(13_750_000);
    expect(numberIn(vat.split(' ریال')[0])).toBe(1_250_000);
    // the buyer in Persian digits, or the invoice that names none
    expect(fact('rejected1', 'خریدار')).toBe(BUYER.replace(/[0-9]/g, (digit) => '۰۱۲۳۴۵۶۷۸۹'[Number(digit)]));
    expect(fact('accepted1', 'خریدار')).toBe('بدون نام خریدار (نوع دوم)');
    // the system's code and reason beside a rejected invoice; the tax ID as written (Latin, left to right)
    expect(fact('rejected1', 'پاسخ سامانه')).toBe('0100201: خریدار با این شناسه در سامانه نیست');
    expect(
      card('accepted1')
        .getByText(/^A1B2C3/)
        .closest('bdi'),
    ).toHaveAttribute('dir', 'ltr');
  });

  it('offers resend only while an invoice waits to be sent or answered, and correct only for a rejected one', async () => {
    await renderTab();
    const buttons = (id: string) =>
      card(id)
        .queryAllByRole('button')
        .map((button) => button.textContent);
    expect(buttons('draft1')).toEqual(['ارسال دوباره']);
    expect(buttons('sent1')).toEqual(['ارسال دوباره']);
    expect(buttons('rejected1')).toEqual(['اصلاح و ارسال دوباره']);
    expect(buttons('accepted1')).toEqual([]);
    expect(buttons('cancelled1')).toEqual([]);
  });

  it('resends a waiting invoice and says so beside it', async () => {
    const repository = await renderTab();
    await userEvent.setup().click(card('sent1').getByRole('button', { name: 'ارسال دوباره' }));
    expect(await card('sent1').findByRole('status')).toHaveTextContent(FAKE_TAX_INVOICE_ANSWERS.resendQueued);
    expect(repository.writes).toEqual([{ kind: 'resend', id: 'sent1' }]);
  });

  it('corrects a rejected invoice with the buyer’s ID: a wrong one refused in Persian, a right one issues the correction', async () => {
    const repository = await renderTab();
    const user = userEvent.setup();
    await user.click(card('rejected1').getByRole('button', { name: 'اصلاح و ارسال دوباره' }));
    const field = card('rejected1').getByLabelText('کد ملی یا کد اقتصادی خریدار (خالی: صورتحساب بدون نام خریدار)');
    expect(field).toHaveValue(BUYER);
    await user.clear(field);
    await user.type(field, '0012345678');
    await user.click(card('rejected1').getByRole('button', { name: 'صدور صورتحساب اصلاحی' }));
    expect((await card('rejected1').findByRole('alert')).textContent).toMatch(/[\u0600-\u06FF]/);
    expect(repository.writes).toEqual([]);

    const right = `001234568${nationalIdCheckDigit('001234568')}`;
    await user.clear(field);
    await user.type(field, right);
    await user.click(card('rejected1').getByRole('button', { name: 'صدور صورتحساب اصلاحی' }));
    expect(await card('rejected1').findByRole('status')).toHaveTextContent(FAKE_TAX_INVOICE_ANSWERS.correctionQueued);
    expect(repository.writes).toEqual([{ kind: 'correct', id: 'rejected1', buyerTaxId: right }]);
    // the list read again: the rejected one corrected, its correction waiting to be sent
    expect(await card('rejected1').findByText('اصلاح‌شده')).toBeInTheDocument();
    expect(card('rejected1-c').getByText('صورتحساب اصلاحی')).toBeInTheDocument();
    expect(card('rejected1-c').getByText('در صف ارسال')).toBeInTheDocument();
    expect(card('rejected1').queryAllByRole('button')).toEqual([]);
  });

  it('shows the configuration errors in a banner, each message once with when it was last seen', async () => {
    const repository = withInvoices();
    repository.problems = [
      { message: TOKEN_REFUSED, at: '2026-11-22T08:00:00.000Z' },
      { message: TOKEN_REFUSED, at: '2026-11-22T08:20:00.000Z' },
    ];
    await renderTab(repository);
    const banner = screen.getByText('سامانه مودیان به تنظیم نیاز دارد').closest('[role="alert"], div')!;
    const items = within(banner as HTMLElement).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent(TOKEN_REFUSED);
    expect(items[0]).toHaveTextContent(/آخرین بار .*۱۱:۵۰/);
  });

  it('shows no banner while the system reports nothing wrong, and says when sending is off', async () => {
    const repository = withInvoices();
    repository.sendingOn = false;
    await renderTab(repository);
    expect(screen.queryByText('سامانه مودیان به تنظیم نیاز دارد')).toBeNull();
    expect(screen.getByText(/ارسال صورتحساب الکترونیکی خاموش است/)).toBeInTheDocument();
  });

  it('filters by status with a GET form, and the CSV link follows the filter', async () => {
    const repository = await renderTab();
    const form = screen.getByRole('combobox', { name: 'وضعیت' }).closest('form')!;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/dashboard');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'وضعیت' }), 'ردشده');
    await user.click(screen.getByRole('button', { name: 'نمایش' }));

    expect(await screen.findByTestId('tax-invoice-rejected1')).toBeInTheDocument();
    expect(screen.queryByTestId('tax-invoice-accepted1')).toBeNull();
    expect(repository.asked.at(-1)).toEqual({ status: 'rejected', cursor: null });
    expect(screen.getByRole('link', { name: 'دریافت فایل CSV برای حسابدار' })).toHaveAttribute(
      'href',
      '/api/admin/tax-invoices/export.csv?status=rejected',
    );
  });
});
