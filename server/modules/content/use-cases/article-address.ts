import { POST_MESSAGES } from '../content-messages';
import { firstFreeSlug, slugFromInput, slugFromTitle } from '../domain/post-slug';
import type { NewPost, StoredPost } from '../ports/post-store';
import type { ContentContext } from './content-context';
import { Refusal, type RefusalKind } from '../../refusal';

/** Another writer may take the slug between our look and our write; after this many tries the write fails. */
export const SLUG_ATTEMPTS = 5;

/** Where a save leaves the article: its address, and whether that address is now its own to keep. */
export interface ArticleAddress {
  slug: string;
  settled: boolean;
}

/** An address the consultant typed, tidied; null when the field was left empty. */
export function typedSlug(raw: string | undefined): string | null {
  if (!raw?.trim()) return null;
  const checked = slugFromInput(raw);
  if ('problem' in checked) throw new Refusal('invalid', checked.problem);
  return checked.slug;
}

/**
 * The address a save gives an article. A typed address wins and settles it. Otherwise an
 * article never public follows its title (the first free address made from it, its own
 * current one counting as free) until it goes out, when its address settles; a settled
 * address changes only when the consultant types another. An article never public lets its
 * earlier addresses go, as no reader has them; a public one keeps them leading to it.
 */
export async function addressFor(
  context: Pick<ContentContext, 'posts' | 'slugs'>,
  post: StoredPost,
  save: { typed: string | undefined; title: string; goingOut: boolean; takenIs?: RefusalKind },
): Promise<ArticleAddress> {
  const old = post.slugSettled ? 'kept' : 'released';
  const typed = typedSlug(save.typed);
  if (typed !== null) {
    if (typed !== post.slug && (await context.slugs.move(post.id, typed, old)) === 'taken')
      throw new Refusal(save.takenIs ?? 'conflict', POST_MESSAGES.slugTaken);
    return { slug: typed, settled: true };
  }
  if (post.slugSettled) return { slug: post.slug, settled: true };
  const base = slugFromTitle(save.title);
  for (let attempt = 1; attempt <= SLUG_ATTEMPTS; attempt++) {
    const taken = new Set(await context.posts.slugsStartingWith(base));
    taken.delete(post.slug);
    const slug = firstFreeSlug(base, taken);
    if (slug === post.slug || (await context.slugs.move(post.id, slug, old)) === 'moved') return { slug, settled: save.goingOut };
  }
  throw new Error(`no free slug for "${base}" after ${SLUG_ATTEMPTS} attempts`);
}

/**
 * Inserts a new article: at the address the consultant typed (settled, refused as `takenIs`
 * when taken), or at the first free address made from its title, settled only when it goes
 * out at once.
 */
export async function insertNewArticle(
  context: Pick<ContentContext, 'posts' | 'slugs'>,
  typed: string | undefined,
  post: Omit<NewPost, 'slug' | 'slugSettled'>,
  takenIs: RefusalKind = 'conflict',
): Promise<string> {
  const chosen = typedSlug(typed);
  if (chosen !== null) {
    if ((await context.posts.insert({ ...post, slug: chosen, slugSettled: true })) === 'slug-taken')
      throw new Refusal(takenIs, POST_MESSAGES.slugTaken);
    return chosen;
  }
  const base = slugFromTitle(post.title);
  const settled = post.publishing.state === 'published';
  for (let attempt = 1; attempt <= SLUG_ATTEMPTS; attempt++) {
    const slug = firstFreeSlug(base, await context.posts.slugsStartingWith(base));
    if ((await context.posts.insert({ ...post, slug, slugSettled: settled })) === 'inserted') return slug;
  }
  throw new Error(`no free slug for "${base}" after ${SLUG_ATTEMPTS} attempts`);
}
