import {
  MAX_COVER_ALT_LENGTH,
  MAX_SEO_DESCRIPTION_LENGTH,
  MAX_SEO_TITLE_LENGTH,
  POST_PUBLISHING_MESSAGES as M,
  tehranPublishInstant,
  type PostState,
} from './post-state';

/** The publishing part of the article form as typed. */
export interface PublishingValues {
  state: PostState;
  /** Jalali date and time on Tehran's clock; read only when scheduled */
  publishDate: string;
  publishTime: string;
  /** an image is chosen or stored */
  hasCover: boolean;
  coverAlt: string;
  seoTitle: string;
  seoDescription: string;
}

export type PublishingField = 'publishAt' | 'coverAlt' | 'seoTitle' | 'seoDescription';
export type PublishingFieldErrors = Partial<Record<PublishingField, string>>;

const length = (text: string) => [...text].length;

/**
 * The form's own check of the publishing fields, in the server's words: a cover needs its
 * alt text unless the article stays a draft, a scheduled article needs a time still ahead,
 * and the alt and SEO texts keep within their lengths.
 */
export function publishingFieldErrors(values: PublishingValues, now: Date): PublishingFieldErrors {
  const errors: PublishingFieldErrors = {};
  if (values.state !== 'draft' && values.hasCover && values.coverAlt.trim() === '') errors.coverAlt = M.coverAltRequired;
  else if (length(values.coverAlt) > MAX_COVER_ALT_LENGTH) errors.coverAlt = M.coverAltTooLong;
  if (length(values.seoTitle) > MAX_SEO_TITLE_LENGTH) errors.seoTitle = M.seoTitleTooLong;
  if (length(values.seoDescription) > MAX_SEO_DESCRIPTION_LENGTH) errors.seoDescription = M.seoDescriptionTooLong;
  if (values.state === 'scheduled') {
    const at = tehranPublishInstant(values.publishDate, values.publishTime);
    if (!at) errors.publishAt = M.publishTimeInvalid;
    else if (at.getTime() <= now.getTime()) errors.publishAt = M.publishTimePast;
  }
  return errors;
}
