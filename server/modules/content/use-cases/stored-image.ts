import { MAX_IMAGE_BYTES } from '../../../../src/core/domain/image-rules';
import { IMAGE_MESSAGES } from '../content-messages';
import type { ContentContext } from './content-context';
import { Refusal } from '../../refusal';

/** The stored extension of an uploaded image: PNG or JPEG by its bytes; anything else is refused. */
export async function imageExtensionOf(context: Pick<ContentContext, 'files' | 'images'>, bytes: Uint8Array): Promise<'png' | 'jpg'> {
  if (bytes.length === 0) throw new Refusal('invalid', IMAGE_MESSAGES.empty);
  if (bytes.length > MAX_IMAGE_BYTES) throw new Refusal('too-large', IMAGE_MESSAGES.tooLarge);
  const kind = await context.images.kindOf(bytes);
  if (!kind) throw new Refusal('not-an-image', IMAGE_MESSAGES.notAnImage);
  return kind;
}

/** Stores a checked image (when there is one), runs the write, and removes the new file again if the write fails. */
export async function withStoredImage<T>(
  context: Pick<ContentContext, 'files' | 'images'>,
  image: Uint8Array | null,
  write: (path: string | null) => Promise<T>,
): Promise<T> {
  const path = image ? await context.files.save('posts', await imageExtensionOf(context, image), image) : null;
  try {
    return await write(path);
  } catch (error) {
    if (path) await context.files.remove(path);
    throw error;
  }
}
