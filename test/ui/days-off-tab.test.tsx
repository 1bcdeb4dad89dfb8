jest.setTimeout(20000);
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DAYS_OFF_MESSAGES } from '../../src/core/domain/day-off';
import { renderApp } from './support/render-app';
import { sampleUser } from '../fakes/sample-data';
import { FakeDaysOffRepository } from '../fakes/fake-days-off-repository';

// The fake clock stands at 1 آذر ۱۴۰۵ (2026-11-22) in Tehran.
const admin = { user: { currentUser: sampleUser({ isAdmin: true }), loading: false, error: null } };
const NOWRUZ = { date: '2027-03-21', title: 'عید نوروز' };
const ALI = { date: '2026-12-22', title: 'ولادت امام علی' };

async function renderDaysOff(daysOff: FakeDaysOffRepository) {
  renderApp('/dashboard?tab=daysOff', { state: admin, services: { daysOff } });
  await screen.findByRole('heading', { level: 2, name: 'روزهای تعطیل' }, { timeout: 10000 });
}

describe('the days-off tab («روزهای تعطیل»)', () => {
  it("sits in the consultant's menu after the schedule", async () => {
    await renderDaysOff(new FakeDaysOffRepository());
    const labels = within(screen.getByRole('navigation', { name: 'بخش‌های داشبورد' }))
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels.indexOf('روزهای تعطیل')).toBe(labels.indexOf('انواع رزرو و زمان‌ها') + 1);
  });

  it('closes a range of Jalali days for every type and lists the bookings inside it with a way to cancel them', async () => {
    const daysOff = new FakeDaysOffRepository(
      [],
      [{ _id: 'r-1', customerName: 'نرگس صالحی', typeTitle: 'مشاوره مالیاتی', date: '2026-11-25', time: '10:00', status: 'confirmed' }],
    );
    await renderDaysOff(daysOff);
    expect(await screen.findByText('زمان بسته‌ای ثبت نشده است')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('از تاریخ'));
    await user.type(screen.getByLabelText('از تاریخ'), '۱۴۰۵/۰۹/۰۳');
    await user.type(screen.getByLabelText('تا تاریخ'), '۱۴۰۵/۰۹/۰۵');
    await user.type(screen.getByLabelText('علت (اختیاری)'), 'سفر کاری');
    await user.click(screen.getByRole('button', { name: 'بستن این زمان' }));

    expect(await screen.findByText(DAYS_OFF_MESSAGES.added)).toBeInTheDocument();
    expect(daysOff.added).toEqual([{ fromDate: '2026-11-24', toDate: '2026-11-26', fromTime: null, toTime: null, reason: 'سفر کاری' }]);
    const item = await screen.findByTestId('day-off-day-off-1');
    expect(item).toHaveTextContent('از سه‌شنبه ۳ آذر ۱۴۰۵ تا پنجشنبه ۵ آذر ۱۴۰۵، تمام روز — سفر کاری');
    expect(item).toHaveTextContent('نرگس صالحی، مشاوره مالیاتی، چهارشنبه ۴ آذر ۱۴۰۵ ساعت ۱۰:۰۰');
    expect(within(item).getByRole('link', { name: 'لغو از «همه رزروها»' })).toHaveAttribute('href', '/dashboard?tab=bookings');

    await user.click(within(item).getByRole('button', { name: 'باز کردن دوباره' }));
    expect(await screen.findByText(DAYS_OFF_MESSAGES.removed)).toBeInTheDocument();
    expect(screen.queryByTestId('day-off-day-off-1')).toBeNull();
  });

  it('closes only some hours of one day', async () => {
    const daysOff = new FakeDaysOffRepository();
    await renderDaysOff(daysOff);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('از ساعت'), '۱۲:۰۰');
    await user.type(screen.getByLabelText('تا ساعت'), '15:30');
    await user.click(screen.getByRole('button', { name: 'بستن این زمان' }));
    expect(await screen.findByTestId('day-off-day-off-1')).toHaveTextContent('یکشنبه ۱ آذر ۱۴۰۵، ساعت ۱۲:۰۰ تا ۱۵:۳۰');
    expect(daysOff.added).toEqual([{ fromDate: '2026-11-22', toDate: '2026-11-22', fromTime: '12:00', toTime: '15:30', reason: '' }]);
  });

  it('says in Persian what is wrong with the input and sends nothing', async () => {
    const daysOff = new FakeDaysOffRepository();
    await renderDaysOff(daysOff);
    const user = userEvent.setup();
    const cases: Array<[Record<string, string>, string]> = [
      [{ 'تا تاریخ': '۱۴۰۵/۰۸/۰۱' }, DAYS_OFF_MESSAGES.reversed],
      [{ 'تا تاریخ': '۱۴۰۵/۱۳/۰۱' }, DAYS_OFF_MESSAGES.invalidTo],
      [{ 'از ساعت': '۱۲:۰۰' }, DAYS_OFF_MESSAGES.invalidTime],
      [{ 'از ساعت': '۱۸:۰۰', 'تا ساعت': '۱۲:۰۰' }, DAYS_OFF_MESSAGES.timeReversed],
      [{ 'از ساعت': 'ظهر', 'تا ساعت': '۱۲:۰۰' }, DAYS_OFF_MESSAGES.invalidTime],
    ];
    for (const [fields, message] of cases) {
      for (const label of ['تا تاریخ', 'از ساعت', 'تا ساعت']) await user.clear(screen.getByLabelText(label));
      for (const [label, text] of Object.entries(fields)) await user.type(screen.getByLabelText(label), text);
      await user.click(screen.getByRole('button', { name: 'بستن این زمان' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
    }
    expect(daysOff.added).toEqual([]);
  });

  it('offers the official holidays to accept or skip one by one, or to accept all at once', async () => {
    const daysOff = new FakeDaysOffRepository([ALI, NOWRUZ, { date: '2027-03-22', title: 'عید نوروز' }]);
    await renderDaysOff(daysOff);
    const user = userEvent.setup();
    expect(await screen.findByTestId('holiday-2026-12-22')).toHaveTextContent('سه‌شنبه ۱ دی ۱۴۰۵: ولادت امام علی');
    await user.click(within(screen.getByTestId('holiday-2027-03-22')).getByRole('button', { name: 'رد کردن' }));
    expect(await screen.findByText(DAYS_OFF_MESSAGES.holidaySkipped)).toBeInTheDocument();
    expect(screen.queryByTestId('holiday-2027-03-22')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'پذیرفتن همه' }));
    expect(await screen.findByText(DAYS_OFF_MESSAGES.holidaysAccepted(2))).toBeInTheDocument();
    expect(await screen.findByText('تعطیلی رسمی تازه‌ای برای پیشنهاد نمانده است')).toBeInTheDocument();
    expect(screen.getByText('سه‌شنبه ۱ دی ۱۴۰۵، تمام روز — ولادت امام علی')).toBeInTheDocument();
    expect(screen.getByText('یکشنبه ۱ فروردین ۱۴۰۶، تمام روز — عید نوروز')).toBeInTheDocument();
  });
});
