import { ARTICLE_PAGE_SIZE } from '../../src/core/domain/limits';
import { searchWords } from '../../src/core/domain/search-text';
import { toPersianDigits } from '../../src/core/domain/persian-digits';
import { badRequest } from '../http/api-error';
import { isUuid } from '../http/ids';

export const MAX_POST_PAGE_SIZE = 50;
export const MAX_START_INDEX = 100_000;
export const MAX_SEARCH_LENGTH = 200;
/** Further words add little to a query but cost a condition each. */
export const MAX_SEARCH_WORDS = 8;

export const POST_QUERY_MESSAGES = {
  invalidId: 'شناسه ارسال‌شده معتبر نیست',
  invalidStartIndex: 'شماره شروع صفحه باید عددی صحیح و نامنفی باشد',
  invalidLimit: 'تعداد مقالات درخواستی باید عددی صحیح و نامنفی باشد',
  invalidMedia: 'مقدار media باید true یا false باشد',
  searchTooLong: `عبارت جستجو نباید بیش از ${toPersianDigits(MAX_SEARCH_LENGTH)} کاراکتر باشد`,
  invalidText: 'پارامترهای جستجو معتبر نیستند',
} as const;

/** What a reader asked of GET /api/post/getposts, checked. */
export interface PostListQuery {
  slug: string | null;
  postId: string | null;
  userId: string | null;
  categoryId: string | null;
  mediaOnly: boolean;
  /** folded search words; each must occur in the article's title or text */
  words: string[];
  startIndex: number;
  limit: number;
}

type Raw = Record<string, unknown>;

/** A parameter's one value; an empty value counts as absent, a repeated one is refused. */
function single(raw: Raw, name: string): string | null {
  const value = raw[name];
  if (value === undefined || value === '') return null;
  if (typeof value !== 'string') throw badRequest(POST_QUERY_MESSAGES.invalidText);
  return value;
}

function id(raw: Raw, name: string): string | null {
  const value = single(raw, name);
  if (value !== null && !isUuid(value)) throw badRequest(POST_QUERY_MESSAGES.invalidId);
  return value;
}

/** A whole number parameter; "1.5", "-1", "1e3" and words are refused with the message. */
function wholeNumber(raw: Raw, name: string, message: string): number | null {
  const value = single(raw, name);
  if (value === null) return null;
  if (!/^\d{1,9}$/.test(value.trim())) throw badRequest(message);
  return Number(value);
}

/** Reads the query string; anything malformed is a Persian 400, never a failed query. */
export function parsePostListQuery(raw: Raw): PostListQuery {
  const media = single(raw, 'media');
  if (media !== null && !['true', 'false', '1', '0'].includes(media)) throw badRequest(POST_QUERY_MESSAGES.invalidMedia);
  const searchTerm = single(raw, 'searchTerm') ?? '';
  if (searchTerm.length > MAX_SEARCH_LENGTH) throw badRequest(POST_QUERY_MESSAGES.searchTooLong);
  const startIndex = wholeNumber(raw, 'startIndex', POST_QUERY_MESSAGES.invalidStartIndex) ?? 0;
  if (startIndex > MAX_START_INDEX) throw badRequest(POST_QUERY_MESSAGES.invalidStartIndex);
  const limit = wholeNumber(raw, 'limit', POST_QUERY_MESSAGES.invalidLimit) ?? ARTICLE_PAGE_SIZE;
  return {
    slug: single(raw, 'slug'),
    postId: id(raw, 'postId'),
    userId: id(raw, 'userId'),
    categoryId: id(raw, 'category'),
    mediaOnly: media === 'true' || media === '1',
    words: [...new Set(searchWords(searchTerm))].slice(0, MAX_SEARCH_WORDS),
    startIndex,
    // A larger page is not refused, only shortened: the total still tells how many there are.
    limit: Math.min(limit, MAX_POST_PAGE_SIZE),
  };
}
