import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from './support/render-app';
import { signedIn } from './support/signed-in';
import { FakeBusinessRepository, sampleBusinessSummary } from '../fakes/fake-business-repository';

/**
 * recharts' ResponsiveContainer measures its box with ResizeObserver, which jsdom lacks: this one
 * reports a 640×260 box, as a desktop panel would.
 */
class FixedSizeResizeObserver {
  constructor(private readonly report: ResizeObserverCallback) {}
  observe(target: Element) {
    this.report(
      [{ target, contentRect: { width: 640, height: 260 } } as unknown as ResizeObserverEntry],
      this as unknown as ResizeObserver,
    );
  }
  unobserve() {}
  disconnect() {}
}

beforeAll(() => {
  Object.assign(globalThis, { ResizeObserver: FixedSizeResizeObserver });
});

async function openDashboard(path: string, business = new FakeBusinessRepository(), isAdmin = true) {
  const view = renderApp(path, { state: signedIn({ isAdmin }), services: { business } });
  return { ...view, business };
}

describe("the consultant's view of the business", () => {
  it('is the first tab the consultant sees on the dashboard, a customer keeps the profile', async () => {
    await openDashboard('/dashboard');
    expect(await screen.findByRole('heading', { level: 2, name: 'نمای کلی' }, { timeout: 10000 })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'بخش‌های داشبورد' });
    expect(within(menu).getAllByRole('link')[0]).toHaveTextContent('نمای کلی');
  });

  it('keeps a customer on the profile, without the tab in the menu', async () => {
    const { business } = await openDashboard('/dashboard', new FakeBusinessRepository(), false);
    expect(await screen.findByRole('heading', { level: 2, name: 'پروفایل' }, { timeout: 10000 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'نمای کلی' })).toBeNull();
    expect(business.asked).toBe(0);
  });

  it("lists this week's and next week's sessions with Jalali date, Tehran time, customer, type, mode and a number to call", async () => {
    await openDashboard('/dashboard?tab=business');
    const first = await screen.findByTestId('agenda-a-1', {}, { timeout: 10000 });
    for (const text of ['دوشنبه ۲ آذر ۱۴۰۵', '۰۹:۰۰ به وقت تهران', 'سارا احمدی', 'مشاوره مالیاتی', 'حضوری در دفتر'])
      expect(first).toHaveTextContent(text);
    expect(within(first).getByRole('link', { name: '۰۹۱۲۱۲۳۴۵۶۷' })).toHaveAttribute('href', 'tel:09121234567');
    const thisWeek = screen.getByRole('region', { name: 'این هفته' });
    const nextWeek = screen.getByRole('region', { name: 'هفته بعد' });
    expect(within(thisWeek).getByTestId('agenda-a-1')).toBeInTheDocument();
    expect(within(nextWeek).getByTestId('agenda-a-2')).toHaveTextContent('بدون شماره موبایل');
    expect(within(nextWeek).getByTestId('agenda-a-2')).toHaveTextContent('آنلاین');
  });

  it('gives each chart a table of its numbers in Persian digits, newest week first', async () => {
    await openDashboard('/dashboard?tab=business');
    const weekly = await screen.findByRole('table', { name: 'رزروها و درآمد هر هفته' }, { timeout: 10000 });
    const rows = within(weekly).getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(rows[1]).toHaveTextContent('۳۰ آبان۱۱٬۲۰۰٬۰۰۰');
    expect(rows[3]).toHaveTextContent('۱۶ آبان۲۳٬۰۰۰٬۰۰۰');
    const byType = screen.getByRole('table', { name: 'رزروها و درآمد به تفکیک نوع رزرو' });
    expect(within(byType).getByRole('row', { name: /مشاوره مالی تخصصی/ })).toHaveTextContent('۲۳٬۰۰۰٬۰۰۰');
  });

  it('draws the charts with recharts, right to left with Persian digits on the axes', async () => {
    const { container } = await openDashboard('/dashboard?tab=business');
    await waitFor(() => expect(container.querySelectorAll('.recharts-wrapper').length).toBe(2), { timeout: 10000 });
    const weekly = screen.getByRole('img', { name: /رزروها و درآمد هر هفته/ });
    const labels = [...weekly.querySelectorAll('.recharts-cartesian-axis-tick-value')];
    // the time axis' labels are the ones drawn on its line, all at the first label's height
    const ticks = labels.filter((label) => label.getAttribute('y') === labels[0].getAttribute('y'));
    expect(ticks).toHaveLength(12);
    const positions = ticks.map((tick) => Number(tick.getAttribute('x')));
    // the oldest week is drawn rightmost: time runs right to left
    expect(positions[0]).toBeGreaterThan(positions[positions.length - 1]);
    expect(ticks[0].textContent).toBe('۱۴ شهریور');
    expect(weekly.textContent).not.toMatch(/[0-9]/);
  });

  it('shows how full the published slots are and the money still open, with a way to the refunds', async () => {
    await openDashboard('/dashboard?tab=business');
    expect(await screen.findByText('۲ از ۳ زمان (۶۷٪)', {}, { timeout: 10000 })).toBeInTheDocument();
    expect(screen.getByText('۱ از ۴ زمان (۲۵٪)')).toBeInTheDocument();
    const refunds = screen.getByTestId('refunds-owed');
    expect(refunds).toHaveTextContent('۱ مورد، ۱٬۵۰۰٬۰۰۰ تومان');
    expect(within(refunds).getByRole('link', { name: 'رسیدگی در بخش بازگشت وجه' })).toHaveAttribute('href', '/dashboard?tab=payments');
    expect(screen.getByTestId('reconciling')).toHaveTextContent('۲ مورد، ۲٬۴۰۰٬۰۰۰ تومان');
  });

  it('says when nothing was published and when no type was booked', async () => {
    const empty = sampleBusinessSummary({
      byType: [],
      fill: {
        past: { from: '2026-10-25', to: '2026-11-21', published: 0, booked: 0 },
        coming: { from: '2026-11-22', to: '2026-12-19', published: 0, booked: 0 },
      },
    });
    await openDashboard('/dashboard?tab=business', new FakeBusinessRepository(empty));
    expect(await screen.findByText('در این بازه رزرو تأییدشده‌ای نیست.', {}, { timeout: 10000 })).toBeInTheDocument();
    expect(screen.getAllByText('زمانی منتشر نشده است')).toHaveLength(2);
  });

  it('tells the consultant when the summary cannot be read', async () => {
    const business = new FakeBusinessRepository();
    business.loadFailure = 'ارتباط با سرور برقرار نشد';
    await openDashboard('/dashboard?tab=business', business);
    expect(await screen.findByRole('alert', {}, { timeout: 10000 })).toHaveTextContent('ارتباط با سرور برقرار نشد');
  });
});
