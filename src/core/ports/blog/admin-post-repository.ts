import type { PostState } from '../../domain/post-state';
import type { ImageFile } from '../../domain/image-file';

/** An article as the admin screens see it (spec section 3). */
export interface AdminPost {
  _id: string;
  slug: string;
  title: string;
  /** path relative to the API host */
  image: string | null;
  /** an id, or the category itself */
  category: string | { _id: string; title: string } | null;
  /** rich-text HTML */
  content: string;
  updatedAt: string;
  /** "presence in media"; absent when the API does not say */
  inMedia?: boolean;
  /** where it stands; absent from an API that does not say (read as published) */
  state?: PostState;
  /** when a scheduled article goes out (ISO instant) */
  publishAt?: string | null;
  coverAlt?: string | null;
  seoTitle?: string | null;
  seoDescription?: string | null;
}

export interface PostDraft {
  title: string;
  category: string;
  content: string;
  inMedia: boolean;
  image: ImageFile | null;
  /** the publishing choice: with 'scheduled', a Jalali date and a time on Tehran's clock */
  state?: PostState;
  publishDate?: string;
  publishTime?: string;
  /** sent empty, each clears what is stored */
  coverAlt?: string;
  seoTitle?: string;
  seoDescription?: string;
  /** an address the consultant typed; left out, a new article's address follows its title until it goes out */
  slug?: string;
}

/** The form's text as an autosave sends it: never an image, never a state. */
export type AutosaveFields = Omit<PostDraft, 'image' | 'state' | 'publishDate' | 'publishTime'>;

/** A draft kept on the server, or the article is published (its edits wait for the update button). */
export type AutosaveAnswer = { kind: 'saved'; postId: string; slug: string } | { kind: 'published' };

/** Only what changed: empty fields are left out, the image only when a new one was chosen. */
export type PostChanges = Partial<PostDraft>;

export interface SavedPost {
  success: boolean;
  message: string;
  slug: string;
}

/**
 * The admin's article calls (spec section 7). Failures throw a RequestFailure whose message
 * is the response's message, else its text, else the default text of section 8.
 */
export interface AdminPostRepository {
  /** One page of the user's articles from startIndex (0 for the first page). */
  listByUser(userId: string, startIndex: number): Promise<AdminPost[]>;
  get(postId: string): Promise<AdminPost | null>;
  create(draft: PostDraft): Promise<SavedPost>;
  update(postId: string, userId: string, changes: PostChanges): Promise<SavedPost>;
  remove(postId: string, userId: string): Promise<void>;
  /** Keeps the form's text in a draft (a new one when postId is null); `leaving` sends it so it outlives the page. */
  autosave(postId: string | null, fields: AutosaveFields, leaving?: boolean): Promise<AutosaveAnswer>;
}
