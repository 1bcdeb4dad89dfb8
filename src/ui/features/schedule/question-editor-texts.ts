import { toPersianDigits } from '../../../core/domain/persian-digits';

/** What the type form's question editor says (the kinds' own names come from the core). */
export const QUESTION_EDITOR_TEXTS = {
  title: 'پرسش‌های پیش از رزرو',
  intro: 'مشتری پیش از پرداخت، در کارت اطلاعات شخصی به این پرسش‌ها پاسخ می‌دهد؛ پاسخ‌ها با رزرو نگه داشته می‌شوند.',
  none: 'هنوز پرسشی تعریف نشده است',
  add: 'افزودن پرسش',
  full: (max: number) => `حداکثر ${toPersianDigits(max)} پرسش`,
  legend: (n: number) => `پرسش ${toPersianDigits(n)}`,
  label: 'متن پرسش',
  kind: 'نوع پاسخ',
  required: 'پاسخ اجباری است',
  help: 'راهنما (اختیاری)',
  helpHint: 'یک خط زیر پرسش، برای مشتری',
  up: 'بالا',
  down: 'پایین',
  moveUp: (n: number) => `انتقال پرسش ${toPersianDigits(n)} به بالا`,
  moveDown: (n: number) => `انتقال پرسش ${toPersianDigits(n)} به پایین`,
  removeShort: 'حذف پرسش',
  remove: (n: number) => `حذف پرسش ${toPersianDigits(n)}`,
  options: 'گزینه‌ها',
  option: (n: number) => `گزینه ${toPersianDigits(n)}`,
  addOption: 'افزودن گزینه',
  removeOption: (n: number) => `حذف گزینه ${toPersianDigits(n)}`,
  removeOptionShort: 'حذف',
} as const;
