import { plainTextOfHtml } from './search-text';
import { toBusinessWallClock } from './business-time';
import { formatJalaliDayMonthYear } from './jalali-date';
import { toPersianDigits } from './persian-digits';
import type { PostState } from './post-state';

export interface PostCategoryRef {
  _id: string;
  title: string;
}

/** An article as the blog shows it (spec section 3, Post), with its category populated. */
export interface BlogPost {
  _id: string;
  slug: string;
  title: string;
  /** path relative to the API host, or null when the article has no image */
  image: string | null;
  category: PostCategoryRef | null;
  /** sanitized rich-text HTML, rendered as stored */
  content: string;
  inMedia: boolean;
  /** ISO instants */
  updatedAt: string;
  createdAt: string;
  /** the writer's name, when the article has one */
  author: string | null;
  /** where the article stands; visitors are only ever sent published ones */
  state?: PostState;
  /** when a scheduled article will be published (ISO instant) */
  publishAt?: string | null;
  /** the cover image's alt text */
  coverAlt?: string | null;
  /** the page's own title and description for search engines, when set */
  seoTitle?: string | null;
  seoDescription?: string | null;
}

/**
 * An article as a card shows it (the blog list, search, media, latest and related articles):
 * its opening as plain text instead of its body, so a page of cards carries no article's HTML.
 */
export type PostCard = Omit<BlogPost, 'content' | 'seoTitle' | 'seoDescription'> & { excerpt: string };

export const EXCERPT_LENGTH = 160;
/** The card's opening: two lines of a card at its narrowest. */
export const CARD_EXCERPT_LENGTH = 140;
/** Reading speed of an adult reader of Persian prose, words per minute. */
export const WORDS_PER_MINUTE = 200;

/** The opening of the article's text, cut at a word boundary with an ellipsis. */
export function postExcerpt(html: string, maxChars = EXCERPT_LENGTH): string {
  const text = plainTextOfHtml(html);
  if (text.length <= maxChars) return text;
  const cut = text.slice(0, maxChars);
  const lastSpace = cut.lastIndexOf(' ');
  const words = lastSpace > maxChars / 2 ? cut.slice(0, lastSpace) : cut;
  return `${words.replace(/[\s.,،؛:!?؟]+$/, '')}…`;
}

/** The card of an article: everything but its body and search-engine texts, with its opening. */
export function postCardOf(post: BlogPost): PostCard {
  const { content, seoTitle: _seoTitle, seoDescription: _seoDescription, ...card } = post;
  return { ...card, excerpt: postExcerpt(content, CARD_EXCERPT_LENGTH) };
}

/** Whole minutes to read the article, at least one. */
export function readingMinutes(html: string): number {
  const words = plainTextOfHtml(html).split(' ').filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

/** "۵ دقیقه مطالعه" */
export function readingTimeText(html: string): string {
  return `${toPersianDigits(readingMinutes(html))} دقیقه مطالعه`;
}

/** The day an article was written or changed, on Tehran's Jalali calendar: "۱ آذر ۱۴۰۵". */
export function postDateText(instant: string): string {
  const time = Date.parse(instant);
  return Number.isNaN(time) ? '' : formatJalaliDayMonthYear(toBusinessWallClock(time).date);
}

/** Spec section 8: a failed article call with no readable message. */
export const ARTICLE_CALL_FAILED = 'خطای ناشناختهای رخ داده است';
