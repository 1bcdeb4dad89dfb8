jest.setTimeout(20000);
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from './support/render-app';
import { sampleUser } from '../fakes/sample-data';
import { FakeScheduleRepository } from '../fakes/fake-schedule-repository';
import { SERVICE_ID_MESSAGE } from '../../src/core/domain/tax/service-id';

const admin = { user: { currentUser: sampleUser({ isAdmin: true }), loading: false, error: null } };

describe("a reservation type's goods/service ID on the schedule tab", () => {
  it('is optional, refuses what is not 13 digits in Persian, keeps Persian digits as Latin ones and shows the ID in the list', async () => {
    const schedule = new FakeScheduleRepository();
    renderApp('/dashboard?tab=schedule', { state: admin, services: { schedule } });
    await userEvent.click(await screen.findByRole('button', { name: 'افزودن نوع رزرو' }, { timeout: 10000 }));
    const dialog = screen.getByRole('dialog', { name: 'افزودن نوع رزرو' });
    await userEvent.type(within(dialog).getByLabelText('عنوان'), 'مشاوره مالیاتی');
    await userEvent.type(within(dialog).getByLabelText(/قیمت/), '۰');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'تلفنی' }));
    const serviceId = within(dialog).getByLabelText(/شناسهٔ کالا\/خدمت/);
    expect(serviceId).toHaveValue('');
    await userEvent.type(serviceId, '۱۲۳');
    await userEvent.click(within(dialog).getByRole('button', { name: 'ذخیره' }));
    expect(await within(dialog).findByText(SERVICE_ID_MESSAGE)).toBeInTheDocument();
    expect(schedule.types).toEqual([]);

    await userEvent.clear(serviceId);
    await userEvent.type(serviceId, '۲۷۱۰۰۰۰۱۳۸۶۲۴');
    await userEvent.click(within(dialog).getByRole('button', { name: 'ذخیره' }));
    expect(await screen.findByText('نوع رزرو افزوده شد')).toBeInTheDocument();
    expect(schedule.types).toEqual([expect.objectContaining({ title: 'مشاوره مالیاتی', taxServiceId: '2710000138624' })]);
    const list = await screen.findByRole('list', { name: 'انواع رزرو' });
    expect(within(list).getByText('شناسهٔ کالا/خدمت: ۲۷۱۰۰۰۰۱۳۸۶۲۴')).toBeInTheDocument();
  });
});
