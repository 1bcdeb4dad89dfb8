/**
 * Who the site belongs to: the one place an owner edits to change the consultant's name, story,
 * contact details and social links everywhere (header, footer, home, about-me, page titles).
 * Phone numbers are kept with Latin digits for tel: links; views show them in Persian digits.
 */
export interface SocialLink {
  network: 'instagram' | 'telegram' | 'linkedin';
  /** the accessible name of the icon link */
  label: string;
  url: string;
}

export interface ExperienceEntry {
  period: string;
  role: string;
  organisation: string;
  summary: string;
}

export interface SiteProfile {
  siteName: string;
  ownerName: string;
  title: string;
  shortBio: string;
  longBio: string[];
  yearsOfExperience: number;
  credentials: string[];
  experience: ExperienceEntry[];
  contact: { phone: string; email: string; address: string; hours: string };
  social: SocialLink[];
}

export const SITE_PROFILE: SiteProfile = {
  siteName: 'مشاوره مالی و حسابرسی',
  ownerName: 'مهدی رستگار',
  title: 'حسابدار رسمی، حسابرس و مشاور مالی کسب‌وکارها',
  shortBio:
    'بیش از هجده سال است که به شرکت‌ها و صاحبان کسب‌وکار کمک می‌کنم تصویر روشنی از وضعیت مالی خود داشته باشند، ریسک‌ها را پیش از آنکه به بحران تبدیل شوند بشناسند و با اطمینان تصمیم بگیرند.',
  longBio: [
    'کار حرفه‌ای‌ام را در یکی از مؤسسات حسابرسی معتبر عضو جامعه حسابداران رسمی آغاز کردم و در سال‌های بعد، حسابرسی صورت‌های مالی شرکت‌های تولیدی، بازرگانی، پیمانکاری و خدماتی را بر عهده داشتم. این تجربه به من آموخت که پشت هر عدد یک فرایند و پشت هر فرایند یک تصمیم مدیریتی قرار دارد.',
    'پس از آن به‌عنوان مدیر مالی و سپس عضو کمیته حسابرسی چند شرکت، از نزدیک با دغدغه‌های مدیران عامل و هیئت‌مدیره آشنا شدم: نقدینگی، کنترل هزینه، انطباق با قوانین مالیاتی و گزارشگری قابل اتکا برای سهامداران و بانک‌ها.',
    'امروز همین تجربه را در قالب مشاوره فردی، حسابرسی مستقل و داخلی و دوره‌های آموزش مالی سازمانی در اختیار کسب‌وکارهای کوچک و بزرگ می‌گذارم. رویکرد من ساده است: گزارشی که مدیر بتواند بخواند، پیشنهادی که بتوان اجرا کرد و همراهی تا زمانی که نتیجه دیده شود.',
  ],
  yearsOfExperience: 18,
  credentials: [
    'عضو جامعه حسابداران رسمی ایران',
    'کارشناسی ارشد حسابداری از دانشگاه علامه طباطبائی',
    'عضو انجمن حسابرسان داخلی ایران',
    'گواهی‌نامه حرفه‌ای حسابرسی داخلی و مدیریت ریسک',
    'مدرس دوره‌های تخصصی استانداردهای حسابداری و گزارشگری مالی',
  ],
  experience: [
    {
      period: '۱۴۰۰ تاکنون',
      role: 'مشاور مستقل مالی و حسابرس',
      organisation: 'دفتر مشاوره مالی و حسابرسی',
      summary: 'مشاوره مالی به مدیران، حسابرسی داخلی و طراحی دوره‌های آموزشی اختصاصی برای سازمان‌ها.',
    },
    {
      period: '۱۳۹۴ تا ۱۴۰۰',
      role: 'مدیر مالی و عضو کمیته حسابرسی',
      organisation: 'گروه صنعتی و بازرگانی',
      summary: 'استقرار نظام کنترل‌های داخلی، بودجه‌ریزی عملیاتی و تهیه گزارش‌های مدیریتی ماهانه برای هیئت‌مدیره.',
    },
    {
      period: '۱۳۸۶ تا ۱۳۹۴',
      role: 'سرپرست ارشد حسابرسی',
      organisation: 'مؤسسه حسابرسی عضو جامعه حسابداران رسمی',
      summary: 'سرپرستی تیم‌های حسابرسی صورت‌های مالی، حسابرسی مالیاتی و بازرسی قانونی شرکت‌های سهامی.',
    },
  ],
  contact: {
    phone: '021-88776655',
    email: 'info@moshaver-mali.ir',
    address: 'تهران، خیابان ولیعصر، بالاتر از میدان ونک، ساختمان آرین، طبقه چهارم، واحد ۱۲',
    hours: 'شنبه تا چهارشنبه، ساعت ۹ تا ۱۷',
  },
  social: [
    { network: 'instagram', label: 'اینستاگرام', url: 'https://www.instagram.com/moshaver.mali' },
    { network: 'telegram', label: 'تلگرام', url: 'https://t.me/moshaver_mali' },
    { network: 'linkedin', label: 'لینکدین', url: 'https://www.linkedin.com/in/moshaver-mali' },
  ],
};
