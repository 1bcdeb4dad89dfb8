import type { Sharp } from 'sharp';
import { MAX_SITE_IMAGE_PIXELS, type ImageBox } from '../../../../src/core/domain/site-image-rules';
import type { ImageRenderer, RenderedFormat, RenderedSize, RenderResult, Rendition } from '../ports/image-renderer';
import { WorkLimiter } from '../work-limiter';

type SharpFunction = (typeof import('sharp'))['default'];

/** libvips' readers of the four accepted formats, from memory; every other reader (SVG, PDF, GIF, TIFF, files) is blocked. */
const ALLOWED_READERS = ['VipsForeignLoadJpegBuffer', 'VipsForeignLoadPngBuffer', 'VipsForeignLoadWebpBuffer', 'VipsForeignLoadHeifBuffer'];

const ENCODE: Record<RenderedFormat, (image: Sharp) => Sharp> = {
  // JPEG has no transparency: a transparent logo's background becomes white, not black
  jpeg: (image) => image.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }),
  webp: (image) => image.webp({ quality: 80 }),
  // effort 2 of 9: a 960-pixel portrait in about a second here (4 took four), files within a tenth of the size
  avif: (image) => image.avif({ quality: 55, effort: 2 }),
  png: (image) => image.png({ compressionLevel: 9 }),
};

/**
 * Makes the sizes with sharp (libvips). sharp's calls run on libuv's thread pool, never on the
 * thread that answers requests; that pool (four threads) also serves file reads and writes, so
 * one upload is made at a time here, one file after another, and a few more uploads wait, lest a
 * burst of them starve the rest.
 * The picture is decoded and reduced once, to the largest box, and every size comes from that.
 */
export class SharpImageRenderer implements ImageRenderer {
  private readonly limiter: WorkLimiter;
  private sharp: Promise<SharpFunction> | null = null;

  constructor(limits = { running: 1, waiting: 4 }) {
    this.limiter = new WorkLimiter(limits);
  }

  /** sharp, loaded on the first upload (a start that makes no image never loads libvips) and limited at once. */
  private loadSharp(): Promise<SharpFunction> {
    this.sharp ??= import('sharp').then(({ default: sharp }) => {
      // Whatever passed the check of the bytes, libvips reads nothing but these four formats.
      sharp.block({ operation: ['VipsForeignLoad'] });
      sharp.unblock({ operation: ALLOWED_READERS });
      return sharp;
    });
    return this.sharp;
  }

  async render(bytes: Uint8Array, renditions: readonly Rendition[]): Promise<RenderResult> {
    const sharp = await this.loadSharp();
    const done = await this.limiter.run(async (): Promise<RenderResult> => {
      try {
        return { ok: true, sizes: await renderAll(sharp, bytes, renditions) };
      } catch (error) {
        return { ok: false, reason: /pixel limit/i.test((error as Error).message) ? 'too-many-pixels' : 'unreadable' };
      }
    });
    return done ?? { ok: false, reason: 'busy' };
  }
}

async function renderAll(sharp: SharpFunction, bytes: Uint8Array, renditions: readonly Rendition[]): Promise<RenderedSize[]> {
  const input = sharp(bytes, { limitInputPixels: MAX_SITE_IMAGE_PIXELS, failOn: 'error', autoOrient: true });
  const largest = renditions[renditions.length - 1].box;
  // the largest size, unpacked: RGBA pixels in sRGB, whatever the upload's colour space was
  const base = await resized(input, largest)
    .toColourspace('srgb')
    .ensureAlpha()
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: base.info.width, height: base.info.height, channels: 4 as const } };
  const sizes: RenderedSize[] = [];
  // one encoding at a time: the pool's other threads stay free for the server's files
  for (const { box, formats } of renditions) {
    const size: RenderedSize = { width: 0, height: 0, files: [] };
    for (const format of formats) {
      const out = await ENCODE[format](resized(sharp(base.data, raw), box)).toBuffer({ resolveWithObject: true });
      size.files.push({ format, bytes: new Uint8Array(out.data) });
      size.width = out.info.width;
      size.height = out.info.height;
    }
    sizes.push(size);
  }
  return sizes;
}

function resized(image: Sharp, box: ImageBox): Sharp {
  return image.resize({ width: box.width, height: box.height, fit: box.fit, position: 'centre', withoutEnlargement: !box.enlarge });
}
