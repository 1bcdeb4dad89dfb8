import * as v from 'valibot';
import type { SiteImage } from '../../domain/site-profile';

/** Said when a posted picture is not one the upload made. */
export const SITE_IMAGE_INVALID = 'تصویر ارسال‌شده از بارگذاری‌های این سایت نیست؛ تصویر را دوباره بارگذاری کنید';

/** A stored file's path as the upload names it: the site pictures' folder, a server-made name, the format's extension. */
const stored = (extension: string) =>
  v.pipe(v.string(SITE_IMAGE_INVALID), v.regex(new RegExp(`^uploads/site/[0-9a-f-]{36}\\.${extension}$`), SITE_IMAGE_INVALID));
const side = v.pipe(
  v.number(SITE_IMAGE_INVALID),
  v.integer(SITE_IMAGE_INVALID),
  v.minValue(1, SITE_IMAGE_INVALID),
  v.maxValue(4096, SITE_IMAGE_INVALID),
);

const size = v.object({ jpeg: stored('jpg'), webp: stored('webp'), avif: stored('avif'), width: side, height: side }, SITE_IMAGE_INVALID);

/**
 * A SiteImage as the settings form sends it back after an upload (or null for none): only
 * paths the upload makes, so a saved profile can never point a page at another file or site.
 * For the settings' schema to use for `images.portrait`, `images.logo` and `images.favicon`.
 */
export const siteImageSchema: v.GenericSchema<unknown, SiteImage | null> = v.nullable(
  v.object(
    {
      ...size.entries,
      sizes: v.optional(v.pipe(v.array(size, SITE_IMAGE_INVALID), v.maxLength(4, SITE_IMAGE_INVALID))),
      icons: v.optional(
        v.pipe(
          v.array(v.object({ size: side, png: stored('png') }, SITE_IMAGE_INVALID), SITE_IMAGE_INVALID),
          v.maxLength(4, SITE_IMAGE_INVALID),
        ),
      ),
    },
    SITE_IMAGE_INVALID,
  ),
);
