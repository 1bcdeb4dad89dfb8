jest.setTimeout(20000);
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from './support/render-app';
import { sampleUser } from '../fakes/sample-data';
import { FakeCalendarFeedRepository, sampleFeedAddress } from '../fakes/fake-calendar-feed-repository';

const admin = { user: { currentUser: sampleUser({ isAdmin: true }), loading: false, error: null } };

const section = async () => screen.findByRole('region', { name: 'تقویم شخصی نوبت‌ها' }, { timeout: 10000 });

describe("the consultant's calendar feed on the schedule tab", () => {
  it('shows both addresses left to right and copies one', async () => {
    const user = userEvent.setup();
    const calendarFeed = new FakeCalendarFeedRepository(sampleFeedAddress('secret-1'));
    renderApp('/dashboard?tab=schedule', { state: admin, services: { calendarFeed } });
    const feed = await section();
    const webcal = await within(feed).findByRole('textbox', { name: /نشانی webcal/ });
    const https = within(feed).getByRole('textbox', { name: /نشانی https/ });
    expect(webcal).toHaveValue('webcal://moshaver-mali.ir/calendar/feed/secret-1.ics');
    expect(https).toHaveValue('https://moshaver-mali.ir/calendar/feed/secret-1.ics');
    expect(webcal).toHaveAttribute('dir', 'ltr');
    expect(https).toHaveAttribute('dir', 'ltr');

    await user.click(within(feed).getByRole('button', { name: /کپی نشانی https/ }));
    expect(await within(feed).findByText('نشانی کپی شد')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('https://moshaver-mali.ir/calendar/feed/secret-1.ics');
  });

  it('makes a new address only after the consultant confirms, and leaves the old one when they cancel', async () => {
    const user = userEvent.setup();
    const calendarFeed = new FakeCalendarFeedRepository(sampleFeedAddress('secret-1'));
    renderApp('/dashboard?tab=schedule', { state: admin, services: { calendarFeed } });
    const feed = await section();
    await within(feed).findByRole('textbox', { name: /نشانی https/ });

    await user.click(within(feed).getByRole('button', { name: 'ساختن نشانی تازه' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('نشانی فعلی از همین حالا کار نمی‌کند');
    await user.click(within(dialog).getByRole('button', { name: 'انصراف' }));
    expect(calendarFeed.renewals).toBe(0);

    await user.click(within(feed).getByRole('button', { name: 'ساختن نشانی تازه' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'ساختن نشانی تازه' }));
    expect(await within(feed).findByText('نشانی تازه ساخته شد؛ نشانی پیشین از همین حالا کار نمی‌کند')).toBeInTheDocument();
    expect(calendarFeed.renewals).toBe(1);
    expect(within(feed).getByRole('textbox', { name: /نشانی https/ })).toHaveValue('https://moshaver-mali.ir/calendar/feed/token-1.ics');
  });

  it('offers to make the first address when there is none, and says so when the server refuses', async () => {
    const user = userEvent.setup();
    const calendarFeed = new FakeCalendarFeedRepository(null);
    renderApp('/dashboard?tab=schedule', { state: admin, services: { calendarFeed } });
    const feed = await section();
    expect(await within(feed).findByText('نشانی‌ای برای نمایش نیست؛ با دکمه زیر یک نشانی بسازید.')).toBeInTheDocument();
    calendarFeed.refusal = 'اجازه انجام این کار را ندارید';
    await user.click(within(feed).getByRole('button', { name: 'ساختن نشانی' }));
    expect(await within(feed).findByText('اجازه انجام این کار را ندارید')).toBeInTheDocument();
    expect(within(feed).queryByRole('textbox')).toBeNull();
  });
});
