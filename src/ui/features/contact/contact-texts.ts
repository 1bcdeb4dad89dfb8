import { FIXED_PAGE_TITLES } from '../../../core/contracts/pages/page-titles';
/** The words of /contact and of the consultant's list of messages. */
export const CONTACT_TEXTS = {
  title: FIXED_PAGE_TITLES.contact,
  detailsTitle: 'راه‌های ارتباطی',
  phone: 'تلفن',
  mobile: 'موبایل',
  email: 'ایمیل',
  address: 'نشانی',
  postalCode: 'کد پستی',
  hours: 'ساعات پاسخگویی',
  mapTerm: 'نقشه',
  map: 'مشاهده روی نقشه',
  formTitle: 'ارسال پیام یا ثبت شکایت',
  formIntro:
    'پیام یا شکایت خود را بنویسید. شماره موبایل یا ایمیل بگذارید تا پاسخ را دریافت کنید؛ پس از ارسال، شماره پیگیری به شما نشان داده می‌شود.',
  name: 'نام و نام خانوادگی',
  replyToHint: 'دست‌کم یکی از موبایل یا ایمیل را وارد کنید.',
  kind: 'نوع پیام',
  text: 'متن پیام',
  trap: 'این فیلد را خالی بگذارید',
  send: 'ارسال',
  sending: 'در حال ارسال…',
  formLabel: 'فرم تماس',
} as const;

export const CONTACT_TAB_TEXTS = {
  title: 'پیام‌های رسیده',
  intro: 'پیام‌ها و شکایت‌هایی که بازدیدکنندگان از صفحه «تماس با ما» فرستاده‌اند، جدیدترین در بالا.',
  complaintsOnly: 'فقط شکایت‌ها',
  tracking: 'جستجو با شماره پیگیری',
  find: 'جستجو',
  showAll: 'نمایش همه',
  empty: 'پیامی نیست.',
  notFound: 'پیامی با این شماره پیگیری نیست.',
  listLabel: 'پیام‌های تماس',
  pagerLabel: 'صفحه‌های پیام‌های رسیده',
  newer: 'جدیدتر',
  older: 'قدیمی‌تر',
  markAnswered: 'پاسخ داده شد',
  answered: 'پاسخ داده شده',
  waiting: 'در انتظار پاسخ',
  trackingNumber: 'شماره پیگیری',
} as const;
