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
}

/** The chosen image file; in the browser a File. */
export interface ImageFile {
  readonly name: string;
  readonly size: number;
  readonly type: string;
}

export interface PostDraft {
  title: string;
  category: string;
  content: string;
  inMedia: boolean;
  image: ImageFile | null;
}

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
}
