jest.setTimeout(30000);
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, toBusinessWallClock } from '../../src/core/domain/business-time';
import {
  formatJalaliNumeric,
  isoToJalali,
  jalaliMonthLength,
  jalaliMonthName,
  jalaliToIso,
  persianWeekdayIndex,
  PERSIAN_WEEKDAY_NAMES,
} from '../../src/core/domain/jalali-date';
import { jalaliDateText } from '../../src/core/domain/jalali-date-text';
import { toPersianDigits } from '../../src/core/domain/persian-digits';
import { renderApp } from './support/render-app';
import { sampleAdminType, sampleUser } from '../fakes/sample-data';
import { FakeClock } from '../fakes/fake-clock';
import { FakeScheduleRepository } from '../fakes/fake-schedule-repository';

const admin = { user: { currentUser: sampleUser({ isAdmin: true }), loading: false, error: null } };

/** The schedule tab on a clock the test reads its days from, with the panel of type `a` open. */
async function openPanel(schedule: FakeScheduleRepository) {
  const clock = new FakeClock();
  const today = toBusinessWallClock(clock.now()).date;
  schedule.today = today;
  renderApp('/dashboard?tab=schedule', { state: admin, services: { schedule, clock } });
  const row = await screen.findByTestId('type-a', {}, { timeout: 10000 });
  await userEvent.click(within(row).getByRole('button', { name: 'زمان‌ها' }));
  await screen.findByRole('group', { name: 'الگوی هفتگی' });
  return { today, month: isoToJalali(today) };
}

const types = () => [
  sampleAdminType({ _id: 'a', title: 'مشاوره مالی' }),
  sampleAdminType({ _id: 'b', title: 'مشاوره بیمه' }),
  sampleAdminType({ _id: 'c', title: 'جلسه آشنایی' }),
];

describe('the weekly template for several types', () => {
  it('starts on the open type and the shown Jalali month, and sends the chosen types with hours per weekday', async () => {
    const schedule = new FakeScheduleRepository(types());
    const { month } = await openPanel(schedule);
    const form = screen.getByRole('group', { name: 'الگوی هفتگی' });
    const choices = within(form).getByRole('group', { name: 'نوع‌های رزرو' });
    expect(within(choices).getByLabelText('مشاوره مالی')).toBeChecked();
    expect(within(choices).getByLabelText('مشاوره بیمه')).not.toBeChecked();
    expect(within(form).getByLabelText('از تاریخ')).toHaveValue(jalaliDateText({ ...month, day: 1 }));
    expect(within(form).getByLabelText('تا تاریخ')).toHaveValue(
      jalaliDateText({ ...month, day: jalaliMonthLength(month.year, month.month) }),
    );
    expect(form).toHaveTextContent('فاصله برای هر نوع برابر مدت جلسه به‌علاوه وقت استراحت پس از آن است');

    await userEvent.click(within(choices).getByLabelText('مشاوره بیمه'));
    await userEvent.selectOptions(within(form).getByLabelText('روز ردیف 1'), PERSIAN_WEEKDAY_NAMES[0]);
    await userEvent.selectOptions(within(form).getByLabelText('فاصله ردیف 1'), 'هر ۶۰ دقیقه');
    await userEvent.click(within(form).getByRole('button', { name: 'افزودن روز' }));
    await userEvent.selectOptions(within(form).getByLabelText('روز ردیف 2'), PERSIAN_WEEKDAY_NAMES[2]);
    await userEvent.selectOptions(within(form).getByLabelText('فاصله ردیف 2'), 'به اندازه مدت جلسه');
    await userEvent.clear(within(form).getByLabelText('از ساعت ردیف 2'));
    await userEvent.type(within(form).getByLabelText('از ساعت ردیف 2'), '۱۴:۰۰');
    await userEvent.clear(within(form).getByLabelText('تا ساعت ردیف 2'));
    await userEvent.type(within(form).getByLabelText('تا ساعت ردیف 2'), '18:00');
    expect(within(form).getAllByTestId('hours-row')).toHaveLength(2);
    await userEvent.click(within(form).getByRole('button', { name: 'اعمال الگو' }));

    await waitFor(() => expect(schedule.templateCalls).toHaveLength(1));
    expect(schedule.templateCalls[0]).toEqual({
      typeIds: ['a', 'b'],
      fromDate: jalaliToIso({ ...month, day: 1 }),
      toDate: jalaliToIso({ ...month, day: jalaliMonthLength(month.year, month.month) }),
      hours: [
        { weekday: 0, start: '09:00', end: '12:00', step: 60 },
        { weekday: 2, start: '14:00', end: '18:00', step: 'session' },
      ],
    });
  });

  it('moves the calendar to the month it filled, and warns of overlapping slots with Jalali dates', async () => {
    const schedule = new FakeScheduleRepository(types());
    const { month } = await openPanel(schedule);
    const next = month.month === 12 ? { year: month.year + 1, month: 1 } : { year: month.year, month: month.month + 1 };
    const day = jalaliToIso({ ...next, day: 10 });
    schedule.overlapsToReport = {
      total: 1,
      pairs: [
        { first: { typeTitle: 'مشاوره مالی', date: day, time: '09:00' }, second: { typeTitle: 'جلسه آشنایی', date: day, time: '09:30' } },
      ],
    };
    const form = screen.getByRole('group', { name: 'الگوی هفتگی' });
    await userEvent.clear(within(form).getByLabelText('از تاریخ'));
    await userEvent.type(within(form).getByLabelText('از تاریخ'), jalaliDateText({ ...next, day: 1 }));
    await userEvent.clear(within(form).getByLabelText('تا تاریخ'));
    await userEvent.type(within(form).getByLabelText('تا تاریخ'), jalaliDateText({ ...next, day: 20 }));
    await userEvent.selectOptions(within(form).getByLabelText('روز ردیف 1'), PERSIAN_WEEKDAY_NAMES[persianWeekdayIndex(day)]);
    await userEvent.click(within(form).getByRole('button', { name: 'اعمال الگو' }));

    expect(
      await screen.findByRole('group', { name: `روزهای ${jalaliMonthName(next.month)} ${toPersianDigits(next.year)}` }),
    ).toBeInTheDocument();
    const warning = screen.getByText(/جفت زمان با هم هم‌پوشانی دارند/).closest('[data-kind="warning"]') as HTMLElement;
    expect(warning).toHaveTextContent(
      `«مشاوره مالی» ${formatJalaliNumeric(day)} ساعت ۰۹:۰۰ با «جلسه آشنایی» ${formatJalaliNumeric(day)} ساعت ۰۹:۳۰`,
    );
  });

  it('refuses hours that cannot be read without calling the server', async () => {
    const schedule = new FakeScheduleRepository(types());
    await openPanel(schedule);
    const form = screen.getByRole('group', { name: 'الگوی هفتگی' });
    await userEvent.clear(within(form).getByLabelText('تا ساعت ردیف 1'));
    await userEvent.type(within(form).getByLabelText('تا ساعت ردیف 1'), 'ظهر');
    await userEvent.click(within(form).getByRole('button', { name: 'اعمال الگو' }));
    expect(await screen.findByText('ساعت پایان باید به شکل ۱۲:۰۰ باشد')).toBeInTheDocument();
    expect(schedule.templateCalls).toEqual([]);
  });
});

describe('bulk changes of slots', () => {
  it('previews what a removal takes and what stays because it is booked, then applies it', async () => {
    const schedule = new FakeScheduleRepository(types());
    const clock = new FakeClock();
    const day = addDays(toBusinessWallClock(clock.now()).date, 3);
    schedule.put('a', day, '10:00');
    schedule.put('a', day, '11:00', 'booked');
    schedule.put('b', day, '10:00');
    await openPanel(schedule);
    const panel = screen.getByRole('group', { name: 'تغییر گروهی زمان‌ها' });
    for (const label of ['از تاریخ', 'تا تاریخ']) {
      await userEvent.clear(within(panel).getByLabelText(label));
      await userEvent.type(within(panel).getByLabelText(label), jalaliDateText(isoToJalali(day)));
    }
    expect(within(panel).getByRole('button', { name: 'اعمال تغییر' })).toBeDisabled();
    await userEvent.click(within(panel).getByRole('button', { name: 'پیش‌نمایش' }));

    const preview = await within(panel).findByTestId('bulk-preview');
    expect(preview).toHaveTextContent('۱ زمان حذف می‌شود');
    expect(preview).toHaveTextContent(`«مشاوره مالی» ${formatJalaliNumeric(day)} ساعت ۱۰:۰۰`);
    expect(preview).toHaveTextContent(
      `۱ زمان دست‌نخورده می‌ماند«مشاوره مالی» ${formatJalaliNumeric(day)} ساعت ۱۱:۰۰: رزرو قطعی یا در حال پرداخت دارد`,
    );
    expect(schedule.slots).toHaveLength(3);

    await userEvent.click(within(panel).getByRole('button', { name: 'اعمال تغییر' }));
    await waitFor(() => expect(schedule.slots.map((slot) => `${slot.typeId} ${slot.time}`)).toEqual(['a 11:00', 'b 10:00']));
    expect(schedule.bulkCalls.map((call) => call.kind)).toEqual(['preview', 'apply']);
    expect(schedule.bulkCalls[1].request).toEqual({ selection: { from: day, to: day, typeId: 'a' }, change: { kind: 'remove' } });
  });

  it('moves by days and minutes, and forgets the preview when the request changes', async () => {
    const schedule = new FakeScheduleRepository(types());
    const clock = new FakeClock();
    const day = addDays(toBusinessWallClock(clock.now()).date, 3);
    schedule.put('a', day, '10:00');
    await openPanel(schedule);
    const panel = screen.getByRole('group', { name: 'تغییر گروهی زمان‌ها' });
    await userEvent.selectOptions(within(panel).getByLabelText('کار'), 'جابه‌جایی');
    await userEvent.selectOptions(within(panel).getByLabelText('نوع رزرو'), 'همه نوع‌ها');
    for (const label of ['از تاریخ', 'تا تاریخ']) {
      await userEvent.clear(within(panel).getByLabelText(label));
      await userEvent.type(within(panel).getByLabelText(label), jalaliDateText(isoToJalali(day)));
    }
    await userEvent.type(within(panel).getByLabelText('چند روز'), '۱');
    await userEvent.type(within(panel).getByLabelText('چند دقیقه'), '30');
    await userEvent.click(within(panel).getByRole('button', { name: 'پیش‌نمایش' }));
    expect(await within(panel).findByTestId('bulk-preview')).toHaveTextContent(`← ${formatJalaliNumeric(addDays(day, 1))} ساعت ۱۰:۳۰`);
    expect(schedule.bulkCalls[0].request).toEqual({ selection: { from: day, to: day }, change: { kind: 'move', days: 1, minutes: 30 } });

    await userEvent.type(within(panel).getByLabelText('چند دقیقه'), '0');
    expect(within(panel).queryByTestId('bulk-preview')).toBeNull();
    expect(within(panel).getByRole('button', { name: 'اعمال تغییر' })).toBeDisabled();
  });
});
