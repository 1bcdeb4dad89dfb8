import type { ImageKinds } from '../../../../server/modules/content';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((byte, index) => bytes[index] === byte);

/** Tells PNG and JPEG by their signatures alone, as a developer would by hand. */
export class MagicByteImageKinds implements ImageKinds {
  async kindOf(bytes: Uint8Array): Promise<'png' | 'jpg' | null> {
    if (startsWith(bytes, PNG)) return 'png';
    if (startsWith(bytes, JPEG)) return 'jpg';
    return null;
  }
}

export const pngBytes = (size = 64) => Uint8Array.from([...PNG, ...new Array(Math.max(0, size - PNG.length)).fill(0)]);
export const jpegBytes = (size = 64) => Uint8Array.from([...JPEG, ...new Array(Math.max(0, size - JPEG.length)).fill(0)]);
