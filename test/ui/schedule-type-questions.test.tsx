jest.setTimeout(30000);
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from './support/render-app';
import { sampleAdminType, sampleUser } from '../fakes/sample-data';
import { FakeScheduleRepository } from '../fakes/fake-schedule-repository';
import { QUESTION_KIND_IDS, QUESTION_KINDS } from '../../src/core/domain/booking-questions/question-kinds';
import { QUESTION_LIST_MESSAGES } from '../../src/core/domain/booking-questions/question-messages';
import type { BookingQuestion } from '../../src/core/domain/booking-questions/booking-question';

const admin = { user: { currentUser: sampleUser({ isAdmin: true }), loading: false, error: null } };

async function openNewTypeForm(schedule: FakeScheduleRepository) {
  renderApp('/dashboard?tab=schedule', { state: admin, services: { schedule } });
  await userEvent.click(await screen.findByRole('button', { name: 'افزودن نوع رزرو' }, { timeout: 10000 }));
  const dialog = screen.getByRole('dialog', { name: 'افزودن نوع رزرو' });
  await userEvent.type(within(dialog).getByLabelText('عنوان'), 'مشاوره مالی تخصصی');
  await userEvent.type(within(dialog).getByLabelText(/قیمت/), '۰');
  await userEvent.click(within(dialog).getByRole('radio', { name: 'تلفنی' }));
  return dialog;
}

const question = (dialog: HTMLElement, n: string) => within(dialog).getByRole('group', { name: `پرسش ${n}` });

describe("the type form's questions", () => {
  it('adds a question of every kind the core knows (a choice with its options) and sends them, in order, with the save', async () => {
    const schedule = new FakeScheduleRepository();
    const dialog = await openNewTypeForm(schedule);
    const digits = ['۱', '۲', '۳', '۴', '۵', '۶', '۷', '۸', '۹'];
    for (const [index, kind] of QUESTION_KIND_IDS.entries()) {
      await userEvent.click(within(dialog).getByRole('button', { name: 'افزودن پرسش' }));
      const fields = question(dialog, digits[index]);
      await userEvent.type(within(fields).getByLabelText('متن پرسش'), `پرسش ${QUESTION_KINDS[kind].name}`);
      await userEvent.selectOptions(within(fields).getByLabelText('نوع پاسخ'), QUESTION_KINDS[kind].name);
      if (kind === 'choice') {
        await userEvent.type(within(fields).getByLabelText('گزینه ۱'), 'شرکت سهامی');
        await userEvent.type(within(fields).getByLabelText('گزینه ۲'), 'شخص حقیقی');
        await userEvent.click(within(fields).getByRole('button', { name: 'افزودن گزینه' }));
        await userEvent.type(within(fields).getByLabelText('گزینه ۳'), 'موقتاً');
        await userEvent.click(within(fields).getByRole('button', { name: 'حذف گزینه ۳' }));
      }
      if (index === 0) {
        await userEvent.click(within(fields).getByLabelText('پاسخ اجباری است'));
        await userEvent.type(within(fields).getByLabelText(/^راهنما/), 'مثلاً بازرگانی');
      }
    }
    await userEvent.click(within(dialog).getByRole('button', { name: 'ذخیره' }));
    expect(await screen.findByText('نوع رزرو افزوده شد')).toBeInTheDocument();
    const saved = schedule.types[0].questions ?? [];
    expect(saved.map((q) => q.kind)).toEqual(QUESTION_KIND_IDS);
    expect(saved[0]).toEqual({
      id: 'q1',
      label: `پرسش ${QUESTION_KINDS[QUESTION_KIND_IDS[0]].name}`,
      kind: QUESTION_KIND_IDS[0],
      help: 'مثلاً بازرگانی',
      required: true,
    });
    expect(saved.find((q) => q.kind === 'choice')).toMatchObject({ options: ['شرکت سهامی', 'شخص حقیقی'], required: false });
    expect(new Set(saved.map((q) => q.id)).size).toBe(saved.length);
  });

  it('moves a question up and down with focus kept on it, removes one, and saves the new order', async () => {
    const schedule = new FakeScheduleRepository();
    const dialog = await openNewTypeForm(schedule);
    for (const [n, label] of [
      ['۱', 'حوزه فعالیت شرکت؟'],
      ['۲', 'سال مالی مورد بررسی؟'],
      ['۳', 'موضوع اصلی جلسه؟'],
    ]) {
      await userEvent.click(within(dialog).getByRole('button', { name: 'افزودن پرسش' }));
      await userEvent.type(within(question(dialog, n)).getByLabelText('متن پرسش'), label);
    }
    expect(within(question(dialog, '۱')).getByRole('button', { name: 'انتقال پرسش ۱ به بالا' })).toBeDisabled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'انتقال پرسش ۳ به بالا' }));
    expect(within(question(dialog, '۲')).getByLabelText('متن پرسش')).toHaveValue('موضوع اصلی جلسه؟');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'انتقال پرسش ۲ به بالا' }));
    // the keyboard keeps moving the same question; at the top, focus goes to its other button
    await userEvent.keyboard('{Enter}');
    expect(within(question(dialog, '۱')).getByLabelText('متن پرسش')).toHaveValue('موضوع اصلی جلسه؟');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'انتقال پرسش ۱ به پایین' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'انتقال پرسش ۲ به پایین' }));
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'انتقال پرسش ۳ به بالا' }));

    // order is now: subject, fiscal year, field of business; what was typed went with each question
    await userEvent.click(within(dialog).getByRole('button', { name: 'حذف پرسش ۲' }));
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'افزودن پرسش' }));
    expect(within(dialog).queryByRole('group', { name: 'پرسش ۳' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'ذخیره' }));
    expect(await screen.findByText('نوع رزرو افزوده شد')).toBeInTheDocument();
    expect(schedule.types[0].questions?.map((q) => q.label)).toEqual(['موضوع اصلی جلسه؟', 'حوزه فعالیت شرکت؟']);
  });

  it("refuses a question without its text, or a choice without two options, beside it in the core's Persian, and sends nothing", async () => {
    const schedule = new FakeScheduleRepository();
    const dialog = await openNewTypeForm(schedule);
    await userEvent.click(within(dialog).getByRole('button', { name: 'افزودن پرسش' }));
    await userEvent.type(within(question(dialog, '۱')).getByLabelText('متن پرسش'), 'سال مالی؟');
    await userEvent.click(within(dialog).getByRole('button', { name: 'افزودن پرسش' }));
    await userEvent.click(within(question(dialog, '۲')).getByLabelText('پاسخ اجباری است'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'ذخیره' }));
    expect(within(question(dialog, '۲')).getByRole('alert')).toHaveTextContent(QUESTION_LIST_MESSAGES.labelRequired(2));
    expect(within(question(dialog, '۲')).getByLabelText('متن پرسش')).toHaveAttribute('aria-invalid', 'true');
    expect(within(question(dialog, '۱')).queryByRole('alert')).toBeNull();
    expect(schedule.types).toEqual([]);

    const second = question(dialog, '۲');
    await userEvent.type(within(second).getByLabelText('متن پرسش'), 'نوع مودی؟');
    await userEvent.selectOptions(within(second).getByLabelText('نوع پاسخ'), QUESTION_KINDS.choice.name);
    await userEvent.type(within(second).getByLabelText('گزینه ۱'), 'حقیقی');
    await userEvent.click(within(dialog).getByRole('button', { name: 'ذخیره' }));
    expect(within(question(dialog, '۲')).getByRole('alert')).toHaveTextContent(QUESTION_LIST_MESSAGES.optionEmpty('نوع مودی؟'));
    expect(schedule.types).toEqual([]);

    await userEvent.type(within(second).getByLabelText('گزینه ۲'), 'حقوقی');
    await userEvent.click(within(dialog).getByRole('button', { name: 'ذخیره' }));
    expect(await screen.findByText('نوع رزرو افزوده شد')).toBeInTheDocument();
    expect(schedule.types[0].questions?.[1]).toMatchObject({
      label: 'نوع مودی؟',
      kind: 'choice',
      required: true,
      options: ['حقیقی', 'حقوقی'],
    });
  });

  it('shows a type’s current questions when editing it, keeps their ids, and saves what was typed into them', async () => {
    const questions: BookingQuestion[] = [
      { id: 'field', label: 'حوزه فعالیت شرکت؟', kind: 'short-text', help: 'مثلاً پخش دارو', required: true },
      { id: 'payer', label: 'نوع مودی؟', kind: 'choice', help: '', required: false, options: ['حقیقی', 'حقوقی'] },
    ];
    const schedule = new FakeScheduleRepository([sampleAdminType({ _id: 'type-9', title: 'مشاوره مالیاتی', questions })]);
    renderApp('/dashboard?tab=schedule', { state: admin, services: { schedule } });
    await userEvent.click(await screen.findByRole('button', { name: 'ویرایش مشاوره مالیاتی' }, { timeout: 10000 }));
    const dialog = screen.getByRole('dialog', { name: 'ویرایش نوع رزرو' });
    const first = question(dialog, '۱');
    expect(within(first).getByLabelText('متن پرسش')).toHaveValue('حوزه فعالیت شرکت؟');
    expect(within(first).getByLabelText('نوع پاسخ')).toHaveDisplayValue(QUESTION_KINDS['short-text'].name);
    expect(within(first).getByLabelText('پاسخ اجباری است')).toBeChecked();
    expect(within(first).getByLabelText(/^راهنما/)).toHaveValue('مثلاً پخش دارو');
    expect(within(question(dialog, '۲')).getByLabelText('گزینه ۲')).toHaveValue('حقوقی');

    await userEvent.type(within(question(dialog, '۲')).getByLabelText('متن پرسش'), ' (برای صورت‌حساب)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'ذخیره' }));
    expect(await screen.findByText('نوع رزرو ویرایش شد')).toBeInTheDocument();
    expect(schedule.types[0].questions).toEqual([questions[0], { ...questions[1], label: 'نوع مودی؟ (برای صورت‌حساب)' }]);
  });
});
