import { siteImageFileError, type SiteImageKind } from '../../domain/site-image-rules';
import type { SiteImage } from '../../domain/site-profile';
import type { ImageFile } from '../../domain/image-file';
import type { SiteImageUploader } from '../../ports/site/site-image-uploader';
import { attempt, refused, type Outcome } from '../../domain/outcome';

/** Said once the picture is stored: the profile keeps it only when the settings are saved. */
export const SITE_IMAGE_UPLOADED = 'تصویر بارگذاری شد؛ برای ماندگار شدن آن، تنظیمات را ذخیره کنید';

/**
 * Uploads a picture of the site's identity after the checks a file's name and size allow (the
 * server checks its bytes again), and answers the stored picture for the settings form.
 */
export class UploadSiteImage {
  constructor(private readonly uploader: SiteImageUploader) {}

  async execute(
    kind: SiteImageKind,
    file: ImageFile,
    onProgress: (fraction: number) => void = () => undefined,
  ): Promise<Outcome<SiteImage>> {
    const invalid = siteImageFileError(file);
    if (invalid) return refused(invalid);
    return attempt(() => this.uploader.upload(kind, file, onProgress), SITE_IMAGE_UPLOADED);
  }
}
