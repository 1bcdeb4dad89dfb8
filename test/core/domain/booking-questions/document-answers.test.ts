import type { BookingQuestion, UploadedDocuments } from '../../../../src/core/domain/booking-questions/booking-question';
import { answerText, parseBookingAnswers } from '../../../../src/core/domain/booking-questions/parse-answers';
import { QUESTION_KIND_IDS, QUESTION_KINDS } from '../../../../src/core/domain/booking-questions/question-kinds';
import { parseBookingQuestions } from '../../../../src/core/domain/booking-questions/parse-questions';

const balance: BookingQuestion = {
  id: 'balance',
  kind: 'document',
  label: 'ترازنامه سال گذشته',
  help: 'PDF یا Excel',
  required: true,
};
const optional: BookingQuestion = { ...balance, id: 'tax', label: 'اظهارنامه مالیاتی', required: false };

const uploads: UploadedDocuments = new Map([
  ['d1', { name: 'ترازنامه ۱۴۰۲.pdf', questionId: 'balance' }],
  ['d2', { name: 'پیوست ترازنامه.xlsx', questionId: 'balance' }],
  ['d3', { name: 'اظهارنامه.pdf', questionId: 'tax' }],
  ['d4', { name: 'دیگر.csv', questionId: null }],
]);

const parse = (questions: BookingQuestion[], sent: Record<string, string[] | string>) => parseBookingAnswers(questions, sent, uploads);

describe('the "attach a document" question', () => {
  it('is a kind the type form offers, by its Persian name', () => {
    expect(QUESTION_KIND_IDS).toContain('document');
    expect(QUESTION_KINDS.document.name).toBe('پیوست پرونده');
    expect(parseBookingQuestions([{ label: 'ترازنامه سال گذشته', kind: 'document', required: true }])).toEqual({
      ok: true,
      value: [{ id: 'q1', kind: 'document', label: 'ترازنامه سال گذشته', help: '', required: true }],
    });
  });

  it('keeps the documents uploaded under it, each with its file name as uploaded, once each', () => {
    const read = parse([balance], { balance: ['d1', 'd2', 'd1'] });
    expect(read).toEqual({
      ok: true,
      value: [
        {
          questionId: 'balance',
          label: 'ترازنامه سال گذشته',
          kind: 'document',
          answer: [
            { id: 'd1', name: 'ترازنامه ۱۴۰۲.pdf' },
            { id: 'd2', name: 'پیوست ترازنامه.xlsx' },
          ],
        },
      ],
    });
    expect(read.ok && answerText(read.value[0]!)).toBe('ترازنامه ۱۴۰۲.pdf، پیوست ترازنامه.xlsx');
  });

  it('refuses a required one without a document, with the question’s own message; an optional one is left out', () => {
    expect(parse([balance], {})).toEqual({ ok: false, message: 'به پرسش «ترازنامه سال گذشته» پاسخ دهید' });
    expect(parse([balance], { balance: [] })).toEqual({ ok: false, message: 'به پرسش «ترازنامه سال گذشته» پاسخ دهید' });
    expect(parse([optional], { tax: [] })).toEqual({ ok: true, value: [] });
  });

  it.each([
    ['a made-up id', ['d9']],
    ['a document uploaded under another question', ['d3']],
    ['a document uploaded under no question', ['d1', 'd4']],
  ])('refuses %s, asking to upload again', (_what, ids) => {
    expect(parse([balance], { balance: ids })).toEqual({
      ok: false,
      message: 'پرونده‌های پرسش «ترازنامه سال گذشته» را دوباره بارگذاری کنید',
    });
  });

  it('refuses an answer that is not a list of ids, and more than twenty documents', () => {
    expect(parseBookingAnswers([balance], { balance: true }, uploads)).toEqual({
      ok: false,
      message: 'پاسخ پرسش «ترازنامه سال گذشته» معتبر نیست',
    });
    const many = new Map(Array.from({ length: 21 }, (_, n) => [`m${n}`, { name: `${n}.pdf`, questionId: 'balance' }]));
    expect(parseBookingAnswers([balance], { balance: [...many.keys()] }, many)).toEqual({
      ok: false,
      message: 'برای پرسش «ترازنامه سال گذشته» حداکثر ۲۰ پرونده می‌توان فرستاد',
    });
  });

  it('names nothing without the uploads (a caller that has none)', () => {
    expect(parseBookingAnswers([balance], { balance: ['d1'] })).toMatchObject({ ok: false });
  });
});
