/**
 * The Persian refusals of the tax identifiers: what a form shows beside the field that holds a
 * national ID (کد ملی), a legal national ID or economic code (شناسه ملی / کد اقتصادی), the memory
 * ID of the taxpayer system (شناسه یکتای حافظه مالیاتی) or a tax ID (شماره منحصر به فرد مالیاتی).
 */
export const TAX_MESSAGES = {
  nationalIdRequired: 'کد ملی را وارد کنید',
  nationalIdLength: 'کد ملی باید ده رقم باشد',
  nationalIdWrong: 'کد ملی درست نیست',
  legalIdRequired: 'شناسه ملی را وارد کنید',
  legalIdLength: 'شناسه ملی (کد اقتصادی اشخاص حقوقی) باید یازده رقم باشد',
  legalIdWrong: 'شناسه ملی درست نیست',
  memoryIdWrong: 'شناسه یکتای حافظه مالیاتی باید شش نویسه از حروف لاتین بزرگ و رقم باشد',
  serialWrong: 'شماره سریال صورتحساب باید عددی درست، از یک تا دوازده رقم باشد',
  dateWrong: 'تاریخ صورتحساب درست نیست',
  taxIdLength: 'شماره منحصر به فرد مالیاتی باید ۲۲ نویسه باشد',
  taxIdWrong: 'شماره منحصر به فرد مالیاتی درست نیست',
} as const;

export type TaxMessage = (typeof TAX_MESSAGES)[keyof typeof TAX_MESSAGES];
