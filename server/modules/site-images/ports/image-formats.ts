import type { AcceptedSiteImageFormat } from '../../../../src/core/domain/site-image-rules';

/** Tells what an upload is by its bytes, never by its name or the browser's word. */
export interface ImageFormats {
  /** the format of a JPEG, PNG, WebP or AVIF file; null for anything else (SVG, HTML, GIF, HEIC, a renamed script) */
  formatOf(bytes: Uint8Array): Promise<AcceptedSiteImageFormat | null>;
}
