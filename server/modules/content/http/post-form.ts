import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../../http/api-error';
import { IMAGE_MESSAGES } from '../content-messages';

/** The form's text fields; every other part is ignored. */
export const POST_FORM_FIELDS = [
  'title',
  'category',
  'content',
  'inMedia',
  'slug',
  'state',
  'publishDate',
  'publishTime',
  'coverAlt',
  'seoTitle',
  'seoDescription',
] as const;

/** The article form as sent: text fields by name, and the image's bytes when a file was chosen. */
export interface PostForm {
  fields: Partial<Record<(typeof POST_FORM_FIELDS)[number], string>>;
  image: Buffer | null;
}

const FIELD_NAMES = new Set<string>(POST_FORM_FIELDS);

/**
 * Reads a multipart article form into memory; nothing touches the disk until the image is
 * checked. Unknown fields are ignored; an over-long field or file is refused, not cut.
 */
export async function readPostForm(request: FastifyRequest): Promise<PostForm> {
  try {
    return await readParts(request);
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError(413, IMAGE_MESSAGES.tooLarge);
    throw error;
  }
}

async function readParts(request: FastifyRequest): Promise<PostForm> {
  const form: PostForm = { fields: {}, image: null };
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      // A browser sends an empty, nameless part for a file input left empty: that is "no new image".
      if (part.fieldname === 'image' && !(bytes.length === 0 && !part.filename)) form.image = bytes;
      continue;
    }
    if (part.valueTruncated || part.fieldnameTruncated) throw new ApiError(413, IMAGE_MESSAGES.fieldTooLong);
    if (FIELD_NAMES.has(part.fieldname)) {
      form.fields[part.fieldname as keyof PostForm['fields']] = typeof part.value === 'string' ? part.value : String(part.value ?? '');
    }
  }
  return form;
}
