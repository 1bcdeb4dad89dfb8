/** The Persian answers of the booking endpoints. */
export const RESERVATION_MESSAGES = {
  booked: 'رزرو شما ثبت شد؛ برای قطعی شدن آن پرداخت را انجام دهید',
  slotTaken: 'این زمان قبلاً رزرو شده است؛ لطفاً زمان دیگری را انتخاب کنید',
  invalidBody: 'نوع رزرو، تاریخ (YYYY-MM-DD) و زمان (HH:mm) را درست بفرستید',
  invalidQuery: 'تاریخ (YYYY-MM-DD) و شناسه نوع رزرو را درست بفرستید',
  typeNotFound: 'نوع رزرو پیدا نشد',
  slotNotOffered: 'این نوع رزرو در این تاریخ و زمان ارائه نمی‌شود',
  slotPassed: 'زمان انتخاب‌شده گذشته است',
  profileIncomplete: 'اطلاعات شخصی را تکمیل کنید - وارد کردن تمام اطلاعات ضروری است',
} as const;
