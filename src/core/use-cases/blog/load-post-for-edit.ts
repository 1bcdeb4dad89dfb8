import { ARTICLE_DEFAULT_ERROR, EDIT_FORM_CATEGORIES_ERROR } from '../../domain/admin-content-messages';
import type { AdminPost, AdminPostRepository } from '../../ports/blog/admin-post-repository';
import type { Category, CategoryRepository } from '../../ports/blog/category-repository';
import { refused, succeeded, type Outcome } from '../../domain/outcome';

export interface PostForEdit {
  post: AdminPost;
  categories: Category[];
  /** 'خطایی رخ داده است' when the categories could not be loaded (spec section 8) */
  categoriesError: string | null;
}

/** What the edit form starts from: the article as stored and the category choices; no article, no form. */
export class LoadPostForEdit {
  constructor(
    private readonly posts: AdminPostRepository,
    private readonly categories: CategoryRepository,
  ) {}

  async execute(postId: string): Promise<Outcome<PostForEdit>> {
    const [post, categories] = await Promise.allSettled([this.posts.get(postId), this.categories.list()]);
    if (post.status === 'rejected') return refused(messageOf(post.reason));
    if (!post.value) return refused(ARTICLE_DEFAULT_ERROR);
    return succeeded({
      post: post.value,
      categories: categories.status === 'fulfilled' ? categories.value : [],
      categoriesError: categories.status === 'rejected' ? EDIT_FORM_CATEGORIES_ERROR : null,
    });
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : ARTICLE_DEFAULT_ERROR;
}
