import type { BookingQuestion } from '../../../../src/core/domain/booking-questions/booking-question';
import { answerText, parseBookingAnswers } from '../../../../src/core/domain/booking-questions/parse-answers';

const field = { label: 'حوزه فعالیت شرکت؟', help: '', required: true };
const short: BookingQuestion = { id: 'field', kind: 'short-text', ...field };
const long: BookingQuestion = { id: 'topic', kind: 'long-text', label: 'موضوع اصلی جلسه؟', help: '', required: true };
const choice: BookingQuestion = {
  id: 'size',
  kind: 'choice',
  label: 'اندازه شرکت؟',
  help: '',
  required: true,
  options: ['کوچک', 'متوسط', 'بزرگ'],
};
const yesNo: BookingQuestion = { id: 'audited', kind: 'yes-no', label: 'حسابرسی شده است؟', help: '', required: true };
const number: BookingQuestion = { id: 'year', kind: 'number', label: 'سال مالی مورد بررسی؟', help: '', required: true };

const one = (question: BookingQuestion, sent: unknown) => parseBookingAnswers([question], { [question.id]: sent as string });

describe('answers to each kind of question', () => {
  it('keeps a short text trimmed, with its question as it was asked', () => {
    expect(one(short, '  بازرگانی ')).toEqual({
      ok: true,
      value: [{ questionId: 'field', label: 'حوزه فعالیت شرکت؟', kind: 'short-text', answer: 'بازرگانی' }],
    });
  });

  it('refuses a short text over 200 characters and a long text over 2000, naming the question', () => {
    expect(one(short, 'ا'.repeat(200)).ok).toBe(true);
    expect(one(short, 'ا'.repeat(201))).toEqual({ ok: false, message: 'پاسخ پرسش «حوزه فعالیت شرکت؟» حداکثر ۲۰۰ نویسه است' });
    expect(one(long, 'ب'.repeat(2000)).ok).toBe(true);
    expect(one(long, 'ب'.repeat(2001))).toEqual({ ok: false, message: 'پاسخ پرسش «موضوع اصلی جلسه؟» حداکثر ۲۰۰۰ نویسه است' });
  });

  it('keeps a long text with its line breaks', () => {
    expect(one(long, 'سود و زیان\nمالیات')).toMatchObject({ ok: true, value: [{ kind: 'long-text', answer: 'سود و زیان\nمالیات' }] });
  });

  it('accepts only one of the options of a choice', () => {
    expect(one(choice, 'متوسط')).toMatchObject({ ok: true, value: [{ kind: 'choice', answer: 'متوسط' }] });
    expect(one(choice, 'خیلی بزرگ')).toEqual({ ok: false, message: 'برای پرسش «اندازه شرکت؟» یکی از گزینه‌ها را انتخاب کنید' });
  });

  it('reads yes or no as the form posts it and as the app sends it', () => {
    for (const [sent, answer] of [
      ['yes', true],
      ['no', false],
      [true, true],
      [false, false],
    ] as const) {
      expect(one(yesNo, sent)).toMatchObject({ ok: true, value: [{ kind: 'yes-no', answer }] });
    }
    expect(one(yesNo, 'شاید')).toEqual({ ok: false, message: 'برای پرسش «حسابرسی شده است؟» «بله» یا «خیر» را انتخاب کنید' });
  });

  it('reads a number typed in Persian digits with Persian marks', () => {
    expect(one(number, '۱۴۰۳')).toMatchObject({ ok: true, value: [{ kind: 'number', answer: 1403 }] });
    expect(one(number, '۱٬۲۵۰٫۵')).toMatchObject({ ok: true, value: [{ answer: 1250.5 }] });
    expect(one(number, 1402)).toMatchObject({ ok: true, value: [{ answer: 1402 }] });
  });

  it('refuses what is not a number, and a number too large', () => {
    for (const sent of ['هزار و چهارصد', '12a', '1.2.3', '--1']) {
      expect(one(number, sent)).toEqual({ ok: false, message: 'پاسخ پرسش «سال مالی مورد بررسی؟» باید عدد باشد' });
    }
    expect(one(number, '1' + '0'.repeat(16))).toEqual({ ok: false, message: 'عدد پاسخ پرسش «سال مالی مورد بررسی؟» بیش از حد بزرگ است' });
  });

  it('refuses an answer of the wrong type, naming the question', () => {
    expect(one(short, 12)).toEqual({ ok: false, message: 'پاسخ پرسش «حوزه فعالیت شرکت؟» معتبر نیست' });
    expect(one(choice, true)).toEqual({ ok: false, message: 'پاسخ پرسش «اندازه شرکت؟» معتبر نیست' });
    expect(one(number, true)).toEqual({ ok: false, message: 'پاسخ پرسش «سال مالی مورد بررسی؟» باید عدد باشد' });
    expect(one(yesNo, 1)).toEqual({ ok: false, message: 'برای پرسش «حسابرسی شده است؟» «بله» یا «خیر» را انتخاب کنید' });
  });
});

describe('required and optional questions', () => {
  it.each([
    ['absent', undefined],
    ['empty', ''],
    ['only spaces', '   '],
    ['null', null],
  ])('refuses a required question left %s, with its own message', (_, sent) => {
    expect(one(short, sent)).toEqual({ ok: false, message: 'به پرسش «حوزه فعالیت شرکت؟» پاسخ دهید' });
  });

  it('keeps nothing for an optional question left empty, and checks it when answered', () => {
    const optional = { ...number, required: false };
    expect(one(optional, '')).toEqual({ ok: true, value: [] });
    expect(one(optional, 'ده')).toEqual({ ok: false, message: 'پاسخ پرسش «سال مالی مورد بررسی؟» باید عدد باشد' });
  });

  it('answers the first refusal in the questions order and ignores answers to questions not asked', () => {
    expect(parseBookingAnswers([short, long], { topic: '', field: '', gone: 'x' })).toEqual({
      ok: false,
      message: 'به پرسش «حوزه فعالیت شرکت؟» پاسخ دهید',
    });
    expect(parseBookingAnswers([long, short], { field: 'صنعت', topic: 'مالیات', gone: 'x' })).toMatchObject({
      ok: true,
      value: [{ questionId: 'topic' }, { questionId: 'field' }],
    });
  });

  it('asks nothing of a type without questions', () => {
    expect(parseBookingAnswers([], undefined)).toEqual({ ok: true, value: [] });
  });
});

describe('an answer as the consultant reads it', () => {
  it('says yes/no in Persian and writes numbers in Persian digits', () => {
    expect(answerText({ questionId: 'a', label: 'x', kind: 'yes-no', answer: true })).toBe('بله');
    expect(answerText({ questionId: 'a', label: 'x', kind: 'yes-no', answer: false })).toBe('خیر');
    expect(answerText({ questionId: 'a', label: 'x', kind: 'number', answer: 1403 })).toBe('۱٬۴۰۳');
    expect(answerText({ questionId: 'a', label: 'x', kind: 'choice', answer: 'متوسط' })).toBe('متوسط');
  });
});
