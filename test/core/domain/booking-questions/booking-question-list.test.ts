import { parseBookingQuestions } from '../../../../src/core/domain/booking-questions/parse-questions';

const q = (fields: Record<string, unknown>) => ({ label: 'حوزه فعالیت شرکت؟', kind: 'short-text', ...fields });

describe("the consultant's list of questions", () => {
  it('keeps the questions in order, trimmed, with ids given to new ones and kept for edited ones', () => {
    const parsed = parseBookingQuestions([
      q({ label: ' حوزه فعالیت شرکت؟ ', help: ' مثلاً بازرگانی ', required: true }),
      q({ id: 'q1', label: 'سال مالی مورد بررسی؟', kind: 'number' }),
      q({ label: 'اندازه شرکت؟', kind: 'choice', options: [' کوچک', 'بزرگ '] }),
    ]);
    expect(parsed).toEqual({
      ok: true,
      value: [
        { id: 'q2', label: 'حوزه فعالیت شرکت؟', help: 'مثلاً بازرگانی', required: true, kind: 'short-text' },
        { id: 'q1', label: 'سال مالی مورد بررسی؟', help: '', required: false, kind: 'number' },
        { id: 'q3', label: 'اندازه شرکت؟', help: '', required: false, kind: 'choice', options: ['کوچک', 'بزرگ'] },
      ],
    });
  });

  it('takes no list as no questions', () => {
    expect(parseBookingQuestions(undefined)).toEqual({ ok: true, value: [] });
    expect(parseBookingQuestions([])).toEqual({ ok: true, value: [] });
  });

  it.each([
    ['not a list', 'پرسش', 'پرسش‌ها باید فهرستی از پرسش باشند'],
    ['more than 12', Array.from({ length: 13 }, (_, i) => q({ label: `پرسش ${i}` })), 'حداکثر ۱۲ پرسش می‌توان ثبت کرد'],
    ['a question that is not an object', ['x'], 'پرسش ۱ معتبر نیست'],
    ['an empty text', [q({}), q({ label: '  ' })], 'متن پرسش ۲ را بنویسید'],
    ['a text over 200', [q({ label: 'ا'.repeat(201) })], 'متن پرسش ۱ حداکثر ۲۰۰ نویسه است'],
    ['a question asked twice', [q({}), q({})], 'پرسش «حوزه فعالیت شرکت؟» دو بار آمده است'],
    ['an unknown kind', [q({ kind: 'file' })], 'نوع پرسش «حوزه فعالیت شرکت؟» را انتخاب کنید'],
    ['a help line over 300', [q({ help: 'ا'.repeat(301) })], 'راهنمای پرسش «حوزه فعالیت شرکت؟» حداکثر ۳۰۰ نویسه است'],
    ['a help line that is not text', [q({ help: 3 })], 'راهنمای پرسش «حوزه فعالیت شرکت؟» باید متن باشد'],
    ['required that is not yes/no', [q({ required: 'yes' })], 'اجباری بودن پرسش «حوزه فعالیت شرکت؟» معتبر نیست'],
    ['a malformed id', [q({ id: 'Q 1' })], 'شناسه پرسش «حوزه فعالیت شرکت؟» معتبر نیست'],
    ['a repeated id', [q({ id: 'a' }), q({ id: 'a', label: 'دیگر' })], 'شناسه پرسش «دیگر» معتبر نیست'],
    ['a choice with one option', [q({ kind: 'choice', options: ['بله'] })], 'پرسش «حوزه فعالیت شرکت؟» دست‌کم ۲ گزینه می‌خواهد'],
    ['a choice without options', [q({ kind: 'choice' })], 'پرسش «حوزه فعالیت شرکت؟» دست‌کم ۲ گزینه می‌خواهد'],
    [
      'a choice with 13 options',
      [q({ kind: 'choice', options: Array.from({ length: 13 }, (_, i) => `${i}`) })],
      'پرسش «حوزه فعالیت شرکت؟» حداکثر ۱۲ گزینه دارد',
    ],
    ['an empty option', [q({ kind: 'choice', options: ['الف', ' '] })], 'هیچ‌یک از گزینه‌های پرسش «حوزه فعالیت شرکت؟» نمی‌تواند خالی باشد'],
    [
      'an option over 100',
      [q({ kind: 'choice', options: ['الف', 'ب'.repeat(101)] })],
      'هر گزینه پرسش «حوزه فعالیت شرکت؟» حداکثر ۱۰۰ نویسه است',
    ],
    ['repeated options', [q({ kind: 'choice', options: ['الف', 'الف '] })], 'گزینه‌های پرسش «حوزه فعالیت شرکت؟» تکراری‌اند'],
  ])('refuses %s with a Persian message', (_, raw, message) => {
    expect(parseBookingQuestions(raw)).toEqual({ ok: false, message });
  });

  it('keeps options only on a choice', () => {
    expect(parseBookingQuestions([q({ kind: 'yes-no', options: ['a', 'b'] })])).toEqual({
      ok: true,
      value: [{ id: 'q1', label: 'حوزه فعالیت شرکت؟', help: '', required: false, kind: 'yes-no' }],
    });
  });
});
