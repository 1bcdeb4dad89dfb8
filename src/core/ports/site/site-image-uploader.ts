import type { SiteImageKind } from '../../domain/site-image-rules';
import type { SiteImage } from '../../domain/site-profile';
import type { ImageFile } from '../../domain/image-file';

/**
 * Sends a portrait, logo or favicon to be checked and stored in its sizes, telling how much of
 * it has gone (0 to 1) on the way; answers the stored picture. A refusal throws a
 * RequestFailure carrying the server's Persian message.
 */
export interface SiteImageUploader {
  upload(kind: SiteImageKind, image: ImageFile, onProgress: (fraction: number) => void): Promise<SiteImage>;
}
