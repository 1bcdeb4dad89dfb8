import type { ImageBox } from '../../../../src/core/domain/site-image-rules';

export type RenderedFormat = 'jpeg' | 'webp' | 'avif' | 'png';

/** One size to make, in these formats. */
export interface Rendition {
  box: ImageBox;
  formats: readonly RenderedFormat[];
}

export interface RenderedSize {
  width: number;
  height: number;
  files: { format: RenderedFormat; bytes: Uint8Array }[];
}

/** Why a picture whose first bytes looked right could not be made into the sizes. */
export type RenderFailure = 'unreadable' | 'too-many-pixels' | 'busy';

export type RenderResult = { ok: true; sizes: RenderedSize[] } | { ok: false; reason: RenderFailure };

/**
 * Makes the sizes of a picture: turned upright as the camera meant it, its metadata (a phone's
 * GPS position among it) left behind. The work is CPU-heavy: it runs off the thread that answers
 * requests, a bounded number at a time.
 */
export interface ImageRenderer {
  render(bytes: Uint8Array, renditions: readonly Rendition[]): Promise<RenderResult>;
}
