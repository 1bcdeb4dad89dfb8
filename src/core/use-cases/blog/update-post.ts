import type { AdminPostRepository, PostChanges } from '../../ports/blog/admin-post-repository';
import { savePostResult } from './save-post-result';
import type { Outcome } from '../../domain/outcome';

/** Sends only the non-empty changed fields of an article (spec section 7). */
export class UpdatePost {
  constructor(private readonly posts: AdminPostRepository) {}

  async execute({ postId, userId, changes }: { postId: string; userId: string; changes: PostChanges }): Promise<Outcome<string>> {
    const sent: PostChanges = {};
    if (changes.title?.trim()) sent.title = changes.title.trim();
    if (changes.category) sent.category = changes.category;
    if (changes.content?.trim()) sent.content = changes.content;
    if (changes.inMedia !== undefined) sent.inMedia = changes.inMedia;
    if (changes.slug?.trim()) sent.slug = changes.slug.trim();
    if (changes.image) sent.image = changes.image;
    // sent even when empty: an empty alt or SEO text clears it, and the state always says where the article stands
    for (const name of ['state', 'publishDate', 'publishTime', 'coverAlt', 'seoTitle', 'seoDescription'] as const) {
      if (changes[name] !== undefined) sent[name] = changes[name] as never;
    }
    return savePostResult(() => this.posts.update(postId, userId, sent));
  }
}
