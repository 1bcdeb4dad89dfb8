export interface PostCategory {
  _id: string;
  title: string;
  updatedAt: string;
  /** its published articles */
  postCount: number;
}

/** The article categories, for filtering the blog list. Failures throw. */
export interface CategoryReader {
  list(): Promise<PostCategory[]>;
}
