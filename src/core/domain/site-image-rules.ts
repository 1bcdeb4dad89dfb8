import { toPersianDigits } from './persian-digits';

/**
 * The pictures of the site's identity the consultant uploads in the dashboard, and what each
 * becomes. Every kind is kept as AVIF, WebP and a JPEG fallback (the JPEG flattened on white,
 * as JPEG has no transparency); sizes follow the pages that show them, never enlarged but for
 * the favicon's icons, whose sizes a browser takes at their word:
 * - portrait: 480 and 960 pixels wide (the about page's and home hero's photo, at 1x and 2x);
 * - logo: 64 and 128 pixels high, at most 256 and 512 wide (the header's mark at 1x and 2x, and the e-mails' logo);
 * - favicon: square, cut from the middle: PNG icons of 32, 180 and 512, and the 512 as AVIF, WebP and JPEG.
 */
export const SITE_IMAGE_KINDS = ['portrait', 'logo', 'favicon'] as const;
export type SiteImageKind = (typeof SITE_IMAGE_KINDS)[number];

export function isSiteImageKind(kind: string): kind is SiteImageKind {
  return (SITE_IMAGE_KINDS as readonly string[]).includes(kind);
}

/** A box one size is made to fit: `inside` keeps the whole picture, `cover` fills the box and cuts the rest. */
export interface ImageBox {
  width?: number;
  height?: number;
  fit: 'inside' | 'cover';
  /** whether a smaller picture is enlarged to the box */
  enlarge: boolean;
}

export const PORTRAIT_WIDTHS = [480, 960] as const;
export const LOGO_HEIGHTS = [64, 128] as const;
export const FAVICON_SIDES = [32, 180, 512] as const;

/** The sizes made of each kind, smallest first; the last is the one a SiteImage names. */
export const SITE_IMAGE_BOXES: Record<SiteImageKind, readonly ImageBox[]> = {
  portrait: PORTRAIT_WIDTHS.map((width) => ({ width, fit: 'inside', enlarge: false })),
  logo: LOGO_HEIGHTS.map((height) => ({ height, width: height * 4, fit: 'inside', enlarge: false })),
  favicon: FAVICON_SIDES.map((side) => ({ width: side, height: side, fit: 'cover', enlarge: true })),
};

/** The largest upload accepted; a phone's photo fits, a 20 MB file does not. */
export const MAX_SITE_IMAGE_BYTES = 10 * 1024 * 1024;
/** The most pixels a picture may have (about 8,000 by 6,000): a small file must not unpack to gigabytes. */
export const MAX_SITE_IMAGE_PIXELS = 50_000_000;

/** The formats an upload may be in, told by its bytes; its name does not count. */
export const ACCEPTED_SITE_IMAGE_FORMATS = ['jpeg', 'png', 'webp', 'avif'] as const;
export type AcceptedSiteImageFormat = (typeof ACCEPTED_SITE_IMAGE_FORMATS)[number];
/** What the file picker offers. */
export const SITE_IMAGE_ACCEPT = '.jpg,.jpeg,.png,.webp,.avif,image/jpeg,image/png,image/webp,image/avif';

export const SITE_IMAGE_MESSAGES = {
  empty: 'فایل تصویر خالی است',
  tooLarge: `حجم تصویر نباید بیشتر از ${toPersianDigits(MAX_SITE_IMAGE_BYTES / (1024 * 1024))} مگابایت باشد`,
  notAnImage: 'این فایل یک تصویر واقعی JPEG، PNG، WebP یا AVIF نیست؛ لطفاً یک عکس با یکی از این قالب‌ها انتخاب کنید',
  tooManyPixels: `ابعاد این تصویر بیش از حد بزرگ است؛ تصویری تا ${toPersianDigits(MAX_SITE_IMAGE_PIXELS / 1_000_000)} مگاپیکسل انتخاب کنید`,
  unknownKind: 'نوع تصویر ناشناخته است',
  busy: 'سرور در حال آماده کردن تصاویر دیگری است؛ چند لحظه بعد دوباره تلاش کنید',
} as const;

const ACCEPTED_NAME = /\.(jpe?g|png|webp|avif)$/i;

/**
 * The check the dashboard makes before sending (the server checks the bytes again): a named
 * JPEG, PNG, WebP or AVIF file, not empty and within the size limit. Null when it may go.
 */
export function siteImageFileError(file: { name: string; size: number }): string | null {
  if (file.size === 0) return SITE_IMAGE_MESSAGES.empty;
  if (!ACCEPTED_NAME.test(file.name)) return SITE_IMAGE_MESSAGES.notAnImage;
  if (file.size > MAX_SITE_IMAGE_BYTES) return SITE_IMAGE_MESSAGES.tooLarge;
  return null;
}
