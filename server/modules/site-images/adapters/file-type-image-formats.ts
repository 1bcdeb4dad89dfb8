import { fileTypeFromBuffer } from 'file-type';
import type { AcceptedSiteImageFormat } from '../../../../src/core/domain/site-image-rules';
import type { ImageFormats } from '../ports/image-formats';

const BY_MIME: Record<string, AcceptedSiteImageFormat> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
};

/** Reads an upload's format from its magic bytes with `file-type`, which never calls an SVG or a page an image. */
export class FileTypeImageFormats implements ImageFormats {
  async formatOf(bytes: Uint8Array): Promise<AcceptedSiteImageFormat | null> {
    const detected = await fileTypeFromBuffer(bytes);
    return (detected && BY_MIME[detected.mime]) ?? null;
  }
}
