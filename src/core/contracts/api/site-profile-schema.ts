import * as v from 'valibot';
import { SOCIAL_NETWORK_LABELS, SOCIAL_NETWORKS, type SiteProfile, type SocialNetwork } from '../../domain/site-profile';
import { isStorableText } from '../text-rules';
import { formatPersianNumber } from '../../domain/persian-digits';
import { siteImageSchema } from './site-image-schema';

/**
 * The profile as the dashboard sends it. The images are the pictures an upload made (the upload
 * itself changes no profile); a client that sends none leaves the kept ones as they are.
 */
export type SiteProfileInput = Omit<SiteProfile, 'images'> & { images?: SiteProfile['images'] };

/** Each field's Persian message, shown beside the field in the dashboard and answered by the server. */
export const SITE_PROFILE_MESSAGES = {
  invalid: 'اطلاعات سایت معتبر نیست',
  tooLong: (label: string, max: number) => `${label} حداکثر ${formatPersianNumber(max)} نویسه است`,
  tooMany: (label: string, max: number) => `${label} حداکثر ${formatPersianNumber(max)} مورد است`,
  badText: (label: string) => `${label} نویسه‌های نامعتبر دارد`,
  years: 'سال‌های سابقه باید عددی بین ۰ و ۸۰ باشد',
  phone: 'شماره تلفن ثابت باید با پیش‌شماره و یازده رقم باشد، مانند ۰۲۱۱۲۳۴۵۶۷۸',
  mobile: 'شماره موبایل باید یازده رقم و با ۰۹ شروع شود',
  email: 'نشانی ایمیل معتبر نیست',
  postalCode: 'کد پستی باید ده رقم باشد',
  url: (label: string) => `${label} باید نشانی کامل و با http:// یا https:// باشد`,
  network: 'شبکه اجتماعی ناشناخته است',
  twice: 'هر شبکه اجتماعی یک بار می‌آید',
  nationalId: 'شناسه ملی باید ۱۰ یا ۱۱ رقم باشد',
  economicCode: 'کد اقتصادی باید ۱۰ تا ۱۴ رقم باشد',
  enamadId: 'شناسه اینماد باید فقط رقم باشد (حداکثر ۱۲ رقم)',
  enamadCode: 'کد اینماد باید فقط حروف لاتین و رقم باشد (حداکثر ۶۴ نویسه)',
  enamadDomainCheck: 'کد احراز دامنه اینماد باید فقط حروف لاتین و رقم باشد (حداکثر ۶۴ نویسه)',
  enamadIncomplete: 'برای نماد اعتماد، شناسه و کد اینماد هر دو لازم است',
  saved: 'تنظیمات سایت ذخیره شد',
} as const;

const M = SITE_PROFILE_MESSAGES;

/** A trimmed text of at most `max` characters (empty allowed), named `label` in its messages. */
const text = (label: string, max: number) =>
  v.pipe(
    v.optional(v.string(M.badText(label)), ''),
    v.trim(),
    v.check(isStorableText, M.badText(label)),
    v.maxLength(max, M.tooLong(label, max)),
  );

/** A trimmed text that is empty or matches `pattern` once spaces and dashes are read through. */
const digits = (pattern: RegExp, message: string, keep: 'as-typed' | 'digits-only' = 'digits-only') =>
  v.pipe(
    v.optional(v.string(message), ''),
    v.trim(),
    v.transform((value) => (keep === 'digits-only' ? latinDigits(value).replace(/[\s-]/g, '') : latinDigits(value))),
    v.check((value) => value === '' || pattern.test(value.replace(/[\s-]/g, '')), message),
  );

const httpUrl = (label: string) =>
  v.pipe(
    v.optional(v.string(M.url(label)), ''),
    v.trim(),
    v.maxLength(500, M.tooLong(label, 500)),
    v.check((value) => value === '' || isHttpUrl(value), M.url(label)),
  );

const list = <T extends v.GenericSchema>(item: T, label: string, max: number) =>
  v.pipe(v.optional(v.array(item, M.invalid), []), v.maxLength(max, M.tooMany(label, max)));

const contact = v.object(
  {
    phone: digits(/^0[1-9]\d{9}$/, M.phone, 'as-typed'),
    mobile: digits(/^09\d{9}$/, M.mobile),
    email: v.pipe(
      text('ایمیل', 254),
      v.check((value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), M.email),
    ),
    address: text('نشانی پستی', 300),
    postalCode: digits(/^\d{10}$/, M.postalCode),
    hours: text('ساعات کاری', 150),
    mapUrl: httpUrl('پیوند نقشه'),
  },
  M.invalid,
);

const social = v.pipe(
  list(
    v.object({ network: v.picklist(SOCIAL_NETWORKS, M.network), url: httpUrl('پیوند شبکه اجتماعی') }, M.invalid),
    'شبکه‌های اجتماعی',
    SOCIAL_NETWORKS.length,
  ),
  v.check((links) => new Set(links.map((link) => link.network)).size === links.length, M.twice),
  // a network with no address is not shown: it is not kept either
  v.transform((links) =>
    links
      .filter((link) => link.url !== '')
      .map((link) => ({
        network: link.network as SocialNetwork,
        label: SOCIAL_NETWORK_LABELS[link.network as SocialNetwork],
        url: link.url,
      })),
  ),
);

const enamad = v.pipe(
  v.optional(
    v.nullable(
      v.object(
        {
          id: digits(/^\d{1,12}$/, M.enamadId),
          code: digits(/^[A-Za-z0-9]{1,64}$/, M.enamadCode, 'as-typed'),
          domainCheck: digits(/^[A-Za-z0-9]{1,64}$/, M.enamadDomainCheck, 'as-typed'),
        },
        M.invalid,
      ),
    ),
    null,
  ),
  v.check((seal) => seal === null || (seal.id === '' && seal.code === '') || (seal.id !== '' && seal.code !== ''), M.enamadIncomplete),
  // nothing typed is no seal at all
  v.transform((seal) => (seal && (seal.id || seal.domainCheck) ? seal : null)),
);

/** The whole profile the dashboard sends; every fault answers the field's Persian message. */
export const siteProfileBody = v.object(
  {
    siteName: text('نام سایت', 80),
    ownerName: text('نام صاحب سایت', 80),
    title: text('عنوان حرفه‌ای', 150),
    shortBio: text('معرفی کوتاه', 600),
    longBio: v.pipe(list(text('هر بند معرفی', 2000), 'بندهای معرفی', 12), v.transform(nonEmpty)),
    yearsOfExperience: v.pipe(v.optional(v.number(M.years), 0), v.integer(M.years), v.minValue(0, M.years), v.maxValue(80, M.years)),
    credentials: v.pipe(list(text('هر مدرک', 200), 'مدارک و عضویت‌ها', 20), v.transform(nonEmpty)),
    experience: list(
      v.object(
        { period: text('دوره', 60), role: text('سمت', 120), organisation: text('سازمان', 150), summary: text('شرح سابقه', 600) },
        M.invalid,
      ),
      'سوابق کاری',
      20,
    ),
    contact,
    social,
    legal: v.object(
      {
        name: text('نام حقوقی', 150),
        nationalId: digits(/^\d{10,11}$/, M.nationalId),
        economicCode: digits(/^\d{10,14}$/, M.economicCode),
      },
      M.invalid,
    ),
    enamad,
    images: v.optional(v.object({ portrait: siteImageSchema, logo: siteImageSchema, favicon: siteImageSchema }, M.invalid)),
  },
  M.invalid,
);

/** The field a message belongs to, as a dotted path ("contact.postalCode"), for the form to show it beside that field. */
export function siteProfileProblems(body: unknown): { profile: SiteProfileInput } | { fields: Record<string, string>; message: string } {
  const result = v.safeParse(siteProfileBody, body);
  if (result.success) return { profile: result.output as SiteProfileInput };
  const fields: Record<string, string> = {};
  for (const issue of result.issues) {
    const path = v.getDotPath(issue) ?? '';
    fields[path] ??= issue.message;
  }
  return { fields, message: result.issues[0].message };
}

function nonEmpty(items: string[]): string[] {
  return items.filter((item) => item !== '');
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** Persian and Arabic-Indic digits read as Latin ones: a phone typed on a Persian keyboard is the same phone. */
function latinDigits(value: string): string {
  return value.replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d))).replace(/[٠-٩]/g, (d) => String('٠١٢٣٤٥٦٧٨٩'.indexOf(d)));
}
