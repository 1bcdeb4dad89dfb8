import type { PostFormFields } from '../../../../src/core/contracts/api/content-api';
import {
  isPostState,
  POST_PUBLISHING_MESSAGES,
  publishingFieldsProblem,
  tehranPublishInstant,
} from '../../../../src/core/domain/post-state';
import { isBlankArticleHtml, MAX_POST_TITLE_LENGTH } from '../../../../src/core/domain/post-rules';
import { sanitizeArticleHtml } from '../../../../src/core/domain/sanitize-article-html';
import { POST_MESSAGES } from '../content-messages';
import { plainTitle } from '../domain/sanitize-article';
import type { PostPublishing } from '../ports/post-store';
import type { ContentContext } from './content-context';
import { checkedCategoryId, checkedContent, checkedTitle } from './post-fields';
import { Refusal } from '../../refusal';

const refuse = (message: string) => new Refusal('invalid', message);

/** A sent text field: absent keeps what is stored, sent empty clears it. */
const replaced = (sent: string | undefined, stored: string | null) => (sent === undefined ? stored : plainTitle(sent) || null);

/**
 * Where the article will stand and its cover and SEO texts, from the form over what is
 * stored: a state other than draft, scheduled or published is refused; a scheduled one
 * needs a Jalali date and time on Tehran's clock that is still ahead.
 */
export function publishingFrom(fields: PostFormFields, stored: PostPublishing, now: Date): PostPublishing {
  const state = fields.state?.trim() ? fields.state.trim() : stored.state;
  if (!isPostState(state)) throw refuse(POST_PUBLISHING_MESSAGES.invalidState);
  let publishAt: Date | null = null;
  if (state === 'scheduled') {
    const sent = fields.publishDate !== undefined || fields.publishTime !== undefined;
    publishAt = sent ? tehranPublishInstant(fields.publishDate ?? '', fields.publishTime ?? '') : stored.publishAt;
    if (!publishAt) throw refuse(POST_PUBLISHING_MESSAGES.publishTimeInvalid);
    if (publishAt.getTime() <= now.getTime()) throw refuse(POST_PUBLISHING_MESSAGES.publishTimePast);
  }
  return { ...publishingTexts(fields, stored), state, publishAt };
}

/** The cover's alt text and the SEO texts from the form over what is stored; the state stays. */
export function publishingTexts(fields: PostFormFields, stored: PostPublishing): PostPublishing {
  return {
    ...stored,
    coverAlt: replaced(fields.coverAlt, stored.coverAlt),
    seoTitle: replaced(fields.seoTitle, stored.seoTitle),
    seoDescription: replaced(fields.seoDescription, stored.seoDescription),
  };
}

/**
 * What an article must have to be read by visitors (now or at its time): a title, a category,
 * text, and alt text for its cover. A draft may lack any of them; the lengths hold always.
 */
export function checkReadyFor(
  publishing: PostPublishing,
  article: { title: string; categoryId: string | null; content: string; image: string | null },
): void {
  const problem = publishingFieldsProblem({
    hasCover: publishing.state !== 'draft' && article.image !== null,
    coverAlt: publishing.coverAlt ?? '',
    seoTitle: publishing.seoTitle ?? '',
    seoDescription: publishing.seoDescription ?? '',
  });
  if (problem) throw refuse(problem);
  if (publishing.state === 'draft') return;
  if (article.title === '') throw refuse(POST_MESSAGES.titleRequired);
  if (article.categoryId === null) throw refuse(POST_MESSAGES.categoryRequired);
  if (isBlankArticleHtml(article.content)) throw refuse(POST_MESSAGES.contentRequired);
}

/**
 * The title, category and text as they will be stored: for an article going out, each
 * checked as before; a draft keeps whatever is there (a title within its length, a category
 * that exists if one is chosen, cleaned HTML that may be empty).
 */
export async function articleFields(
  context: Pick<ContentContext, 'categories'>,
  fields: PostFormFields,
  draft: boolean,
): Promise<{ title: string; categoryId: string | null; content: string }> {
  if (!draft) {
    return {
      title: checkedTitle(fields.title ?? ''),
      categoryId: await checkedCategoryId(context, fields.category ?? ''),
      content: checkedContent(fields.content ?? ''),
    };
  }
  const title = plainTitle(fields.title ?? '');
  if ([...title].length > MAX_POST_TITLE_LENGTH) throw refuse(POST_MESSAGES.titleTooLong);
  const categoryId = fields.category?.trim() ? await checkedCategoryId(context, fields.category) : null;
  return { title, categoryId, content: sanitizeArticleHtml(fields.content ?? '') };
}

/** How a new article stands before the form says otherwise. */
export const NEW_ARTICLE: PostPublishing = { state: 'published', publishAt: null, coverAlt: null, seoTitle: null, seoDescription: null };
