import type { SiteImageKind } from '../../src/core/domain/site-image-rules';
import type { SiteImage } from '../../src/core/domain/site-profile';
import type { ImageFile } from '../../src/core/domain/image-file';
import type { SiteImageUploader } from '../../src/core/ports/site/site-image-uploader';
import { RequestFailure } from '../../src/core/domain/request-failure';

/**
 * Keeps what was uploaded and answers a stored picture under /uploads/site/ named as the server
 * names its files (so the settings' schema takes it), or the refusal it was given. Its progress goes half-way, then waits for `finish()` when a test holds it there.
 */
export class FakeSiteImageUploader implements SiteImageUploader {
  readonly uploaded: { kind: SiteImageKind; name: string }[] = [];
  refusal: string | null = null;
  hold = false;
  private release: (() => void) | null = null;

  async upload(kind: SiteImageKind, image: ImageFile, onProgress: (fraction: number) => void): Promise<SiteImage> {
    onProgress(0.5);
    if (this.hold) await new Promise<void>((resolve) => (this.release = resolve));
    if (this.refusal) throw new RequestFailure(this.refusal, false, this.refusal);
    onProgress(1);
    this.uploaded.push({ kind, name: image.name });
    return uploadedPicture(this.uploaded.length);
  }

  finish(): void {
    this.release?.();
  }
}

/** A stored picture as the server answers one: two sizes in three formats. */
export function storedPicture(name: string): SiteImage {
  const size = (width: number) => ({
    jpeg: `uploads/site/${name}-${width}.jpg`,
    webp: `uploads/site/${name}-${width}.webp`,
    avif: `uploads/site/${name}-${width}.avif`,
    width,
    height: width * 1.25,
  });
  return { ...size(960), sizes: [size(480), size(960)] };
}

/** The `count`th picture the fake uploaded: two sizes in three formats, each file named by a UUID as the server's are. */
export function uploadedPicture(count: number): SiteImage {
  const file = (width: number) => `uploads/site/${String(count).padStart(8, '0')}-0000-4000-8000-${String(width).padStart(12, '0')}`;
  const size = (width: number) => ({
    jpeg: `${file(width)}.jpg`,
    webp: `${file(width)}.webp`,
    avif: `${file(width)}.avif`,
    width,
    height: width * 1.25,
  });
  return { ...size(960), sizes: [size(480), size(960)] };
}
