jest.setTimeout(20000);
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from './support/render-app';
import { sampleUser } from '../fakes/sample-data';
import { FakeOutsideCalendarsRepository, sampleOutsideCalendar } from '../fakes/fake-outside-calendars-repository';

const admin = { user: { currentUser: sampleUser({ isAdmin: true }), loading: false, error: null } };

const section = async () => screen.findByRole('region', { name: 'تقویم‌های شما (زمان‌های پر)' }, { timeout: 10000 });

describe("the consultant's own calendars on the schedule tab", () => {
  it('adds a calendar by its address and lists it by name and host, never the address', async () => {
    const user = userEvent.setup();
    const outsideCalendars = new FakeOutsideCalendarsRepository();
    renderApp('/dashboard?tab=schedule', { state: admin, services: { outsideCalendars } });
    const calendars = await section();
    expect(await within(calendars).findByText('هنوز تقویمی نیفزوده‌اید.')).toBeInTheDocument();
    const address = within(calendars).getByRole('textbox', { name: /نشانی تقویم/ });
    expect(address).toHaveAttribute('dir', 'ltr');
    await user.type(address, 'https://calendar.google.com/calendar/ical/secret/basic.ics');
    await user.type(within(calendars).getByRole('textbox', { name: /نام تقویم/ }), 'کار');
    await user.click(within(calendars).getByRole('button', { name: 'افزودن تقویم' }));

    expect(await within(calendars).findByText('تقویم افزوده شد؛ تا چند دقیقهٔ دیگر خوانده می‌شود')).toBeInTheDocument();
    expect(outsideCalendars.added).toEqual([{ address: 'https://calendar.google.com/calendar/ical/secret/basic.ics', label: 'کار' }]);
    expect(within(calendars).getByText('کار')).toBeInTheDocument();
    expect(within(calendars).getByText('(calendar.google.com)')).toBeInTheDocument();
    expect(within(calendars).getByText('هنوز خوانده نشده؛ تا چند دقیقهٔ دیگر خوانده می‌شود')).toBeInTheDocument();
    expect(address).toHaveValue('');
    expect(calendars).not.toHaveTextContent('secret');
  });

  it('says in Persian since when a calendar fails and why, and what the last reading kept', async () => {
    const outsideCalendars = new FakeOutsideCalendarsRepository([
      sampleOutsideCalendar({
        lastReadAt: '2026-11-21T08:30:00.000Z',
        busyCount: 12,
        failingSince: '2026-11-22T06:30:00.000Z',
        failure: 'نشانی تقویم با خطای 500 پاسخ داد',
      }),
    ]);
    renderApp('/dashboard?tab=schedule', { state: admin, services: { outsideCalendars } });
    const calendars = await section();
    expect(await within(calendars).findByText(/آخرین خواندن: .*۳۰ آبان ۱۴۰۵.* — ۱۲ زمان پر/)).toBeInTheDocument();
    expect(within(calendars).getByRole('alert')).toHaveTextContent(
      'از ۱ آذر ۱۴۰۵، ساعت ۱۰:۰۰ خوانده نمی‌شود: نشانی تقویم با خطای 500 پاسخ داد. آخرین نسخهٔ سالم همچنان زمان‌ها را می‌بندد.',
    );
  });

  it('lists the slots the events block and the bookings they collide with', async () => {
    const outsideCalendars = new FakeOutsideCalendarsRepository(
      [sampleOutsideCalendar({ lastReadAt: '2026-11-22T08:00:00.000Z', busyCount: 3 })],
      [{ date: '2026-12-07', time: '10:00', typeTitle: 'مشاوره مالی' }],
      [{ date: '2026-12-11', time: '11:00', typeTitle: 'مشاوره مالی', reservationId: 'r-1', customerName: 'سارا احمدی' }],
    );
    renderApp('/dashboard?tab=schedule', { state: admin, services: { outsideCalendars } });
    const calendars = await section();
    const blocked = await within(calendars).findByRole('group', { name: 'زمان‌هایی که رویدادهای تقویم شما می‌بندد' });
    expect(within(blocked).getByRole('listitem')).toHaveTextContent('۱۶ آذر ۱۴۰۵، ساعت ۱۰:۰۰ — مشاوره مالی');
    const collisions = within(calendars).getByRole('group', { name: /رزروهایی که با رویدادی از تقویم شما هم‌زمان شده‌اند/ });
    expect(within(collisions).getByRole('listitem')).toHaveTextContent('۲۰ آذر ۱۴۰۵، ساعت ۱۱:۰۰ — مشاوره مالی — سارا احمدی');
  });

  it("removes a calendar, and shows the server's refusal of a bad address changing nothing", async () => {
    const user = userEvent.setup();
    const outsideCalendars = new FakeOutsideCalendarsRepository([sampleOutsideCalendar({ id: 'c-9', label: 'خانه' })]);
    renderApp('/dashboard?tab=schedule', { state: admin, services: { outsideCalendars } });
    const calendars = await section();
    await user.click(await within(calendars).findByRole('button', { name: 'برداشتن تقویم خانه' }));
    expect(await within(calendars).findByText('تقویم برداشته شد')).toBeInTheDocument();
    expect(outsideCalendars.removed).toEqual(['c-9']);
    expect(within(calendars).getByText('هنوز تقویمی نیفزوده‌اید.')).toBeInTheDocument();

    outsideCalendars.refusal = 'نشانی تقویم به شبکهٔ داخلی یا همین رایانه اشاره می‌کند و پذیرفته نمی‌شود';
    await user.type(within(calendars).getByRole('textbox', { name: /نشانی تقویم/ }), 'http://10.0.0.1/x.ics');
    await user.click(within(calendars).getByRole('button', { name: 'افزودن تقویم' }));
    expect(await within(calendars).findByText(outsideCalendars.refusal)).toBeInTheDocument();
    expect(within(calendars).getByRole('textbox', { name: /نشانی تقویم/ })).toHaveValue('http://10.0.0.1/x.ics');
  });
});
