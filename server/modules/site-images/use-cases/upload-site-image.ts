import type { SiteIcon, SiteImage, SiteImageSize } from '../../../../src/core/domain/site-profile';
import {
  isSiteImageKind,
  MAX_SITE_IMAGE_BYTES,
  SITE_IMAGE_BOXES,
  SITE_IMAGE_MESSAGES as M,
  type SiteImageKind,
} from '../../../../src/core/domain/site-image-rules';
import type { StoredImageExtension, Uploads } from '../../../ports/file-storage';
import type { RenderedFormat, RenderedSize, RenderFailure, Rendition } from '../ports/image-renderer';
import type { SiteImagePorts } from '../ports/site-images-ports';
import { Refusal } from '../../refusal';

/** Where the site's pictures are kept under the uploads. */
export const SITE_IMAGE_FOLDER = 'site';

const PICTURE_FORMATS: readonly RenderedFormat[] = ['avif', 'webp', 'jpeg'];
const EXTENSION: Record<RenderedFormat, StoredImageExtension> = { jpeg: 'jpg', webp: 'webp', avif: 'avif', png: 'png' };

const FAILURE: Record<RenderFailure, [Refusal['kind'], string]> = {
  unreadable: ['not-an-image', M.notAnImage],
  'too-many-pixels': ['too-large', M.tooManyPixels],
  busy: ['busy', M.busy],
};

/** What is made of each kind: every size as a picture, and a favicon's sizes as PNG icons too (its largest also as a picture). */
function renditionsOf(kind: SiteImageKind): Rendition[] {
  const boxes = SITE_IMAGE_BOXES[kind];
  if (kind !== 'favicon') return boxes.map((box) => ({ box, formats: PICTURE_FORMATS }));
  return boxes.map((box, index) => ({ box, formats: index === boxes.length - 1 ? ['png', ...PICTURE_FORMATS] : ['png'] }));
}

/**
 * A portrait, logo or favicon the consultant uploaded: checked by its bytes (JPEG, PNG, WebP or
 * AVIF, not empty, within the limits), made into the sizes the pages use, and stored. Nothing is
 * stored when any check fails; the profile changes only when the settings form saves the answer.
 */
export class UploadSiteImage {
  constructor(
    private readonly ports: Pick<SiteImagePorts, 'formats' | 'renderer'>,
    private readonly files: Uploads,
  ) {}

  async execute(kind: string, bytes: Uint8Array | null): Promise<SiteImage> {
    if (!isSiteImageKind(kind)) throw new Refusal('not-found', M.unknownKind);
    if (!bytes || bytes.length === 0) throw new Refusal('invalid', M.empty);
    if (bytes.length > MAX_SITE_IMAGE_BYTES) throw new Refusal('too-large', M.tooLarge);
    if (!(await this.ports.formats.formatOf(bytes))) throw new Refusal('not-an-image', M.notAnImage);
    const rendered = await this.ports.renderer.render(bytes, renditionsOf(kind));
    if (!rendered.ok) throw new Refusal(...FAILURE[rendered.reason]);
    return this.store(distinct(rendered.sizes));
  }

  /** Saves every file; should one fail, the ones saved before it go again. */
  private async store(sizes: RenderedSize[]): Promise<SiteImage> {
    const saved: string[] = [];
    try {
      const stored = [];
      for (const size of sizes) {
        const paths: Partial<Record<RenderedFormat, string>> = {};
        for (const file of size.files) {
          paths[file.format] = await this.files.save(SITE_IMAGE_FOLDER, EXTENSION[file.format], file.bytes);
          saved.push(paths[file.format]!);
        }
        stored.push({ width: size.width, height: size.height, paths });
      }
      return siteImageOf(stored);
    } catch (error) {
      await Promise.all(saved.map((path) => this.files.remove(path)));
      throw error;
    }
  }
}

/** A small picture comes out the same size from several boxes: one is kept. */
function distinct(sizes: RenderedSize[]): RenderedSize[] {
  return sizes.filter((size, index) => {
    const later = sizes.slice(index + 1).find((other) => other.width === size.width && other.height === size.height);
    // the later one of a pair (it may carry more formats, as a favicon's largest does) stays
    return !later;
  });
}

type StoredSize = { width: number; height: number; paths: Partial<Record<RenderedFormat, string>> };

function siteImageOf(stored: StoredSize[]): SiteImage {
  const pictures: SiteImageSize[] = stored
    .filter(({ paths }) => paths.jpeg && paths.webp && paths.avif)
    .map(({ width, height, paths }) => ({ jpeg: paths.jpeg!, webp: paths.webp!, avif: paths.avif!, width, height }));
  const icons: SiteIcon[] = stored.filter(({ paths }) => paths.png).map(({ width, paths }) => ({ size: width, png: paths.png! }));
  const largest = pictures[pictures.length - 1];
  return { ...largest, sizes: pictures, ...(icons.length > 0 ? { icons } : {}) };
}
