import type { OfficialHoliday } from './official-holiday';

/**
 * The official holidays of 1405 (made by `npm run holidays -- 1405`), checked against the
 * published official calendar: Shawwal began there a day after Umm al-Qura, so عید فطر and
 * شهادت امام جعفر صادق are a day later than computed; قربان, غدیر, تاسوعا and عاشورا agree.
 */
export const HOLIDAYS_1405: OfficialHoliday[] = [
  { date: '2026-03-21', title: 'عید نوروز؛ عید سعید فطر' },
  { date: '2026-03-22', title: 'عید نوروز؛ تعطیل به مناسبت عید سعید فطر' },
  { date: '2026-03-23', title: 'عید نوروز' },
  { date: '2026-03-24', title: 'عید نوروز' },
  { date: '2026-04-01', title: 'روز جمهوری اسلامی ایران' },
  { date: '2026-04-02', title: 'روز طبیعت' },
  { date: '2026-04-14', title: 'شهادت امام جعفر صادق' },
  { date: '2026-05-27', title: 'عید سعید قربان' },
  { date: '2026-06-04', title: 'رحلت حضرت امام خمینی؛ عید سعید غدیر خم' },
  { date: '2026-06-05', title: 'قیام ۱۵ خرداد' },
  { date: '2026-06-24', title: 'تاسوعای حسینی' },
  { date: '2026-06-25', title: 'عاشورای حسینی' },
  { date: '2026-08-03', title: 'اربعین حسینی' },
  { date: '2026-08-11', title: 'رحلت رسول اکرم و شهادت امام حسن مجتبی' },
  { date: '2026-08-13', title: 'شهادت امام رضا' },
  { date: '2026-08-21', title: 'شهادت امام حسن عسکری' },
  { date: '2026-08-30', title: 'میلاد رسول اکرم و امام جعفر صادق' },
  { date: '2026-11-13', title: 'شهادت حضرت فاطمه زهرا' },
  { date: '2026-12-22', title: 'ولادت امام علی' },
  { date: '2027-01-05', title: 'مبعث رسول اکرم' },
  { date: '2027-01-23', title: 'ولادت حضرت قائم' },
  { date: '2027-02-11', title: 'پیروزی انقلاب اسلامی' },
  { date: '2027-02-28', title: 'شهادت امام علی' },
  { date: '2027-03-09', title: 'عید سعید فطر' },
  { date: '2027-03-10', title: 'تعطیل به مناسبت عید سعید فطر' },
  { date: '2027-03-20', title: 'ملی شدن صنعت نفت ایران' },
];
