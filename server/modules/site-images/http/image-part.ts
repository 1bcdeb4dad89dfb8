import type { FastifyRequest } from 'fastify';
import { SITE_IMAGE_MESSAGES } from '../../../../src/core/domain/site-image-rules';
import { ApiError } from '../../../http/api-error';

/**
 * The upload's bytes from the multipart field "image", read into memory (nothing touches the
 * disk before the bytes are checked); null when no file came. A file over the limit is refused,
 * not cut.
 */
export async function readImagePart(request: FastifyRequest): Promise<Buffer | null> {
  let image: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer();
      if (part.fieldname === 'image') image = bytes;
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError(413, SITE_IMAGE_MESSAGES.tooLarge);
    throw error;
  }
  return image;
}
