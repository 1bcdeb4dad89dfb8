jest.setTimeout(20000);
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from './support/render-app';
import { sampleAdminType, sampleUser } from '../fakes/sample-data';
import { FakeScheduleRepository } from '../fakes/fake-schedule-repository';

const admin = { user: { currentUser: sampleUser({ isAdmin: true }), loading: false, error: null } };

async function openNewTypeForm(schedule: FakeScheduleRepository) {
  renderApp('/dashboard?tab=schedule', { state: admin, services: { schedule } });
  await userEvent.click(await screen.findByRole('button', { name: 'افزودن نوع رزرو' }, { timeout: 10000 }));
  const dialog = screen.getByRole('dialog', { name: 'افزودن نوع رزرو' });
  await userEvent.type(within(dialog).getByLabelText('عنوان'), 'مشاوره بودجه');
  await userEvent.type(within(dialog).getByLabelText(/قیمت/), '۸۰۰۰۰۰');
  return dialog;
}

const save = (dialog: HTMLElement) => userEvent.click(within(dialog).getByRole('button', { name: 'ذخیره' }));

describe("how a type's sessions happen, in the type form", () => {
  it('asks an online type for its https link and keeps the form open until it has one', async () => {
    const schedule = new FakeScheduleRepository();
    const dialog = await openNewTypeForm(schedule);
    expect(within(dialog).getByRole('radio', { name: 'آنلاین' })).toBeChecked();
    await save(dialog);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('برای جلسه آنلاین، لینک جلسه را وارد کنید');
    await userEvent.type(within(dialog).getByLabelText(/^لینک جلسه/), 'http://meet.example.com/x');
    await save(dialog);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('لینک جلسه باید نشانی کاملی باشد که با https:// آغاز می‌شود');
    expect(schedule.types).toEqual([]);

    await userEvent.clear(within(dialog).getByLabelText(/^لینک جلسه/));
    await userEvent.type(within(dialog).getByLabelText(/^لینک جلسه/), ' https://meet.example.com/budget ');
    await save(dialog);
    expect(await screen.findByText('نوع رزرو افزوده شد')).toBeInTheDocument();
    expect(schedule.types[0].session).toEqual({ mode: 'online', meetingLink: 'https://meet.example.com/budget', officeAddress: null });
  });

  it('asks an office type for the address, and a phone type for nothing more', async () => {
    const schedule = new FakeScheduleRepository();
    const dialog = await openNewTypeForm(schedule);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'حضوری در دفتر' }));
    expect(within(dialog).queryByLabelText(/^لینک جلسه/)).toBeNull();
    await save(dialog);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('برای جلسه حضوری، نشانی دفتر را وارد کنید');

    await userEvent.click(within(dialog).getByRole('radio', { name: 'تلفنی' }));
    expect(within(dialog).getByText(/شما با شماره همراه مشتری تماس می‌گیرید/)).toBeInTheDocument();
    await save(dialog);
    expect(await screen.findByText('نوع رزرو افزوده شد')).toBeInTheDocument();
    expect(schedule.types[0].session).toEqual({ mode: 'phone', meetingLink: null, officeAddress: null });
  });

  it("shows an edited type's mode and address as saved", async () => {
    const address = 'تهران، خیابان ولیعصر، پلاک ۱۲';
    const schedule = new FakeScheduleRepository([
      sampleAdminType({ _id: 'a', title: 'قدیمی', session: { mode: 'office', meetingLink: null, officeAddress: address } }),
    ]);
    renderApp('/dashboard?tab=schedule', { state: admin, services: { schedule } });
    await userEvent.click(await screen.findByRole('button', { name: 'ویرایش قدیمی' }, { timeout: 10000 }));
    const dialog = screen.getByRole('dialog', { name: 'ویرایش نوع رزرو' });
    expect(within(dialog).getByRole('radio', { name: 'حضوری در دفتر' })).toBeChecked();
    expect(within(dialog).getByLabelText('نشانی دفتر')).toHaveValue(address);
  });
});
