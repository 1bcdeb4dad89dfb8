/** The calendar feed's Persian answers. */
export const CALENDAR_FEED_MESSAGES = {
  renewed: 'نشانی تازه ساخته شد؛ نشانی پیشین از همین حالا کار نمی‌کند',
  notFound: 'تقویم پیدا نشد',
  unreadable: 'نشانی تقویم خوانده نشد؛ یک نشانی تازه بسازید',
} as const;
