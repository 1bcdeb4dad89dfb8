import { fileTypeFromBuffer } from 'file-type';
import type { ImageKinds } from '../ports/image-kinds';

/** Reads a file's kind from its magic bytes with `file-type` (which never calls an SVG an image). */
export class FileTypeImageKinds implements ImageKinds {
  async kindOf(bytes: Uint8Array): Promise<'png' | 'jpg' | null> {
    const detected = await fileTypeFromBuffer(bytes);
    if (detected?.mime === 'image/png') return 'png';
    if (detected?.mime === 'image/jpeg') return 'jpg';
    return null;
  }
}
