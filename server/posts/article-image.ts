import { fileTypeFromBuffer } from 'file-type';
import { IMAGE_CONTENT_ERROR, MAX_IMAGE_BYTES } from '../../src/core/domain/image-rules';
import { toPersianDigits } from '../../src/core/domain/persian-digits';
import { ApiError, badRequest } from '../http/api-error';

export const IMAGE_EMPTY = 'فایل تصویر خالی است';
export const IMAGE_TOO_LARGE = `حجم تصویر نباید بیشتر از ${toPersianDigits(MAX_IMAGE_BYTES / (1024 * 1024))} مگابایت باشد`;

/**
 * The stored extension of an uploaded image, decided by its bytes (never by its name or the
 * browser's type): PNG or JPEG, anything else (SVG, HTML, a renamed script) is refused.
 */
export async function imageExtensionOf(bytes: Buffer): Promise<'png' | 'jpg'> {
  if (bytes.length === 0) throw badRequest(IMAGE_EMPTY);
  if (bytes.length > MAX_IMAGE_BYTES) throw new ApiError(413, IMAGE_TOO_LARGE);
  const detected = await fileTypeFromBuffer(bytes);
  if (detected?.mime === 'image/png') return 'png';
  if (detected?.mime === 'image/jpeg') return 'jpg';
  throw new ApiError(415, IMAGE_CONTENT_ERROR);
}
