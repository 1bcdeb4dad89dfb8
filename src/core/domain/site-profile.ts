/**
 * Who the site belongs to: the consultant's identity, story, contact details, social links,
 * legal identity and trust seal. It is data the owner edits in the dashboard («تنظیمات سایت»),
 * read through a port on both sides; the source holds no consultant (the demo one is seed data).
 * Phone numbers are kept with Latin digits for tel: links; views show them in Persian digits.
 */
export type SocialNetwork = 'instagram' | 'telegram' | 'linkedin' | 'whatsapp' | 'eitaa' | 'bale';

export interface SocialLink {
  network: SocialNetwork;
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

/** An uploaded picture in the sizes the pages use: stored paths, relative as the spec's are. */
export interface SiteImage {
  /** the JPEG every browser reads, at the largest size kept */
  jpeg: string;
  webp: string;
  avif: string;
  width: number;
  height: number;
  /** every size kept, smallest first, the last being the one above: for `srcset` (absent on images stored without it) */
  sizes?: SiteImageSize[];
  /** a favicon's square PNG icons, smallest first: 32 (the tab), 180 (a phone's home screen), 512 (an installed app) */
  icons?: SiteIcon[];
}

/** One size of an uploaded picture in each format. */
export interface SiteImageSize {
  jpeg: string;
  webp: string;
  avif: string;
  width: number;
  height: number;
}

/** One square PNG icon of a favicon. */
export interface SiteIcon {
  size: number;
  png: string;
}

export interface SiteContact {
  phone: string;
  mobile: string;
  email: string;
  address: string;
  /** ten digits, Latin */
  postalCode: string;
  hours: string;
  mapUrl: string;
}

/** The business as a bank's and Enamad's reviewers read it, and as receipts name it. */
export interface LegalIdentity {
  name: string;
  nationalId: string;
  economicCode: string;
}

/** Enamad's trust seal: the `id` and `Code` of its link, and the value its domain check asks the site to serve. */
export interface EnamadSeal {
  id: string;
  code: string;
  domainCheck: string;
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
  contact: SiteContact;
  social: SocialLink[];
  legal: LegalIdentity;
  /** null until the consultant sets a seal */
  enamad: EnamadSeal | null;
  images: { portrait: SiteImage | null; logo: SiteImage | null; favicon: SiteImage | null };
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
    mobile: '',
    postalCode: '',
    mapUrl: '',
  },
  social: [
    { network: 'instagram', label: 'اینستاگرام', url: 'https://www.instagram.com/moshaver.mali' },
    { network: 'telegram', label: 'تلگرام', url: 'https://t.me/moshaver_mali' },
    { network: 'linkedin', label: 'لینکدین', url: 'https://www.linkedin.com/in/moshaver-mali' },
  ],
  legal: { name: '', nationalId: '', economicCode: '' },
  enamad: null,
  images: { portrait: null, logo: null, favicon: null },
};
