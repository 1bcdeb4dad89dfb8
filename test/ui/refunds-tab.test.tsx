jest.setTimeout(20000);
import { ACCESS_REFUSAL_MESSAGES } from '../../src/core/domain/access-refusal';

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from './support/render-app';
import { sampleUser } from '../fakes/sample-data';
import { sampleGatewayProblem, sampleRefundOwed } from '../fakes/sample-money';
import { FakeRefundsRepository } from '../fakes/fake-refunds-repository';

const admin = { user: { currentUser: sampleUser({ isAdmin: true }), loading: false, error: null } };

async function renderRefunds(refunds: FakeRefundsRepository) {
  const view = renderApp('/dashboard?tab=payments', { state: admin, services: { refunds } });
  await screen.findByRole('heading', { level: 2, name: 'بازگشت وجه' }, { timeout: 10000 });
  return view;
}

describe('the refund-owed tab', () => {
  it("sits in the admin's dashboard menu next to all bookings", async () => {
    await renderRefunds(new FakeRefundsRepository());
    const menu = screen.getByRole('navigation', { name: 'بخش‌های داشبورد' });
    const labels = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels.slice(labels.indexOf('همه رزروها'), labels.indexOf('همه رزروها') + 2)).toEqual(['همه رزروها', 'بازگشت وجه']);
    expect(within(menu).getByRole('link', { name: 'بازگشت وجه' })).toHaveAttribute('aria-current', 'page');
  });

  it("is not a customer's to open", async () => {
    renderApp('/dashboard?tab=payments', { state: { user: { currentUser: sampleUser(), loading: false, error: null } } });
    expect(await screen.findByRole('heading', { name: 'ورود - ثبت نام' }, { timeout: 10000 })).toBeInTheDocument();
    expect(screen.getByText(ACCESS_REFUSAL_MESSAGES.role)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'بازگشت وجه' })).toBeNull();
  });

  it("lists each refund owed: customer, booking, amount, reason, reference, card, since when and the bank's last answer", async () => {
    await renderRefunds(
      new FakeRefundsRepository([
        sampleRefundOwed({
          paymentId: 'p-1',
          lastGatewayCode: -63,
          lastGatewayMessage: 'final: Maximum time for reverse this session is expired.',
        }),
      ]),
    );
    const item = await screen.findByTestId('refund-p-1');
    for (const text of [
      'سارا احمدی',
      '۱٬۵۰۰٬۰۰۰ تومان',
      'بازگشت وجه در جریان',
      'مشاوره مالی تخصصی، دوشنبه ۲ آذر ۱۴۰۵ ساعت ۱۰:۰۰',
      'sara@example.com',
      'رزرو پرداخت‌شده توسط مشاور لغو شد',
      '۹۸۷۶۵',
      '۶۰۳۷-۹۹**-****-۱۲۳۴',
      '۱ آذر ۱۴۰۵، ساعت ۱۱:۳۰',
      'کد -۶۳: final: Maximum time for reverse this session is expired.',
    ]) {
      expect(item).toHaveTextContent(text);
    }
    expect(within(item).getByRole('button', { name: 'تلاش دوباره برای بازگشت وجه' })).toBeEnabled();
    expect(within(item).getByRole('button', { name: 'ثبت بازپرداخت' })).toBeEnabled();
  });

  it("retries the bank's reverse and then shows the row given back, with no more actions", async () => {
    const refunds = new FakeRefundsRepository([sampleRefundOwed({ paymentId: 'p-1' }), sampleRefundOwed({ paymentId: 'p-2' })]);
    await renderRefunds(refunds);
    const item = await screen.findByTestId('refund-p-1');
    await userEvent.click(within(item).getByRole('button', { name: 'تلاش دوباره برای بازگشت وجه' }));
    expect(await within(item).findByText('مبلغ از طریق بانک به کارت مشتری بازگردانده شد')).toBeInTheDocument();
    expect(item).toHaveTextContent('بازگشت داده شد');
    expect(within(item).queryByRole('button')).toBeNull();
    expect(within(screen.getByTestId('refund-p-2')).getAllByRole('button')).toHaveLength(2);
    expect(refunds.reverseCalls).toEqual(['p-1']);
  });

  it("shows the bank's refusal in the row, naming its code, and keeps both ways to settle it", async () => {
    const refunds = new FakeRefundsRepository([sampleRefundOwed({ paymentId: 'p-1' })]);
    refunds.reverseRefusal = 'بانک بازگشت وجه را نپذیرفت (کد -۶۲): آی‌پی سرور در پنل درگاه ثبت نشده است';
    await renderRefunds(refunds);
    const item = await screen.findByTestId('refund-p-1');
    await userEvent.click(within(item).getByRole('button', { name: 'تلاش دوباره برای بازگشت وجه' }));
    expect(await within(item).findByRole('alert')).toHaveTextContent(refunds.reverseRefusal);
    expect(item).toHaveTextContent('بازگشت وجه در جریان');
    expect(within(item).getByRole('button', { name: 'ثبت بازپرداخت' })).toBeEnabled();
  });

  it('records a refund made by hand only after confirming, with the optional note', async () => {
    const refunds = new FakeRefundsRepository([sampleRefundOwed({ paymentId: 'p-1' })]);
    await renderRefunds(refunds);
    const item = await screen.findByTestId('refund-p-1');
    await userEvent.click(within(item).getByRole('button', { name: 'ثبت بازپرداخت' }));
    let dialog = screen.getByRole('dialog', { name: 'ثبت بازپرداخت' });
    expect(dialog).toHaveTextContent('آیا ۱٬۵۰۰٬۰۰۰ تومان را خودتان (مثلاً با کارت به کارت) به سارا احمدی بازگردانده‌اید؟');
    await userEvent.click(within(dialog).getByRole('button', { name: 'انصراف' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(refunds.markCalls).toEqual([]);

    await userEvent.click(within(item).getByRole('button', { name: 'ثبت بازپرداخت' }));
    dialog = screen.getByRole('dialog', { name: 'ثبت بازپرداخت' });
    await userEvent.type(within(dialog).getByLabelText(/یادداشت \(اختیاری\)/), ' کارت به کارت، پیگیری ۴۴۵۵ ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'ثبت بازپرداخت' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(refunds.markCalls).toEqual([{ paymentId: 'p-1', note: 'کارت به کارت، پیگیری ۴۴۵۵' }]);
    expect(item).toHaveTextContent('بازپرداخت شد');
    expect(item).toHaveTextContent('بازپرداخت ثبت شد');
    expect(within(item).queryByRole('button')).toBeNull();
  });

  it("keeps the confirmation open with the server's refusal", async () => {
    const refunds = new FakeRefundsRepository([sampleRefundOwed({ paymentId: 'p-1' })]);
    await renderRefunds(refunds);
    await userEvent.click(within(await screen.findByTestId('refund-p-1')).getByRole('button', { name: 'ثبت بازپرداخت' }));
    refunds.refunds = [];
    const dialog = screen.getByRole('dialog', { name: 'ثبت بازپرداخت' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'ثبت بازپرداخت' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('برای این پرداخت مبلغی بدهکار نیستید');
  });

  it("tells the consultant what to fix in the gateway's set-up, once per problem", async () => {
    await renderRefunds(
      new FakeRefundsRepository(
        [],
        [
          sampleGatewayProblem({ code: -62, at: '2026-11-22T08:10:00.000Z' }),
          sampleGatewayProblem({
            code: -14,
            message: 'configuration: The callback URL domain does not match the registered terminal domain.',
            at: '2026-11-22T07:00:00.000Z',
          }),
          sampleGatewayProblem({ code: -62, at: '2026-11-22T06:00:00.000Z' }),
        ],
      ),
    );
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('درگاه پرداخت به تنظیم نیاز دارد');
    const problems = within(banner).getAllByRole('listitem');
    expect(problems).toHaveLength(2);
    expect(problems[0]).toHaveTextContent('آی‌پی سرور سایت در پنل زرین‌پال ثبت نشده است؛ آن را در تنظیمات درگاه ثبت کنید');
    expect(problems[0]).toHaveTextContent('کد بانک -۶۲، آخرین بار ۱ آذر ۱۴۰۵، ساعت ۱۱:۴۰');
    expect(problems[1]).toHaveTextContent('دامنه سایت در پنل زرین‌پال ثبت نشده است');
    expect(screen.getByText('بازگشت وجهی در انتظار نیست')).toBeInTheDocument();
  });

  it('shows no banner when the gateway is fine', async () => {
    await renderRefunds(new FakeRefundsRepository());
    expect(await screen.findByText('بازگشت وجهی در انتظار نیست')).toBeInTheDocument();
    expect(screen.queryByText('درگاه پرداخت به تنظیم نیاز دارد')).toBeNull();
  });

  it('shows a load failure', async () => {
    const refunds = new FakeRefundsRepository();
    refunds.loadFailure = 'خطا در ارتباط با سرور';
    await renderRefunds(refunds);
    expect(await screen.findByRole('alert')).toHaveTextContent('خطا در ارتباط با سرور');
  });
});
