import type { StoredPost } from '../ports/post-store';
import type { VersionedText, VersionReason } from '../ports/post-versions';
import type { ContentContext } from './content-context';

/**
 * An autosave keeps the article's earlier state only when its newest version is at least
 * this old: typing for an hour leaves at most six versions, not one per pause. A save with the
 * button and a restore always keep the state they replace.
 */
export const AUTOSAVE_VERSION_EVERY_MS = 10 * 60 * 1000;

/** What a version keeps of an article. */
export const versionedTextOf = (
  post: Omit<VersionedText, 'coverAlt' | 'seoTitle' | 'seoDescription'> & Pick<StoredPost, 'publishing'>,
): VersionedText => ({
  title: post.title,
  categoryId: post.categoryId,
  content: post.content,
  inMedia: post.inMedia,
  coverAlt: post.publishing.coverAlt,
  seoTitle: post.publishing.seoTitle,
  seoDescription: post.publishing.seoDescription,
});

const sameText = (a: VersionedText, b: VersionedText) => (Object.keys(a) as Array<keyof VersionedText>).every((key) => a[key] === b[key]);

/** Before a change is written: keeps what the article said, unless the change leaves it as it was or an autosave comes too soon after the last version. */
export async function keepVersion(
  context: Pick<ContentContext, 'versions'>,
  post: StoredPost,
  next: VersionedText,
  by: { userId: string; reason: VersionReason; at: Date },
): Promise<void> {
  const before = versionedTextOf(post);
  if (sameText(before, next)) return;
  if (by.reason === 'autosave') {
    const newest = await context.versions.newestAt(post.id);
    if (newest && by.at.getTime() - newest.getTime() < AUTOSAVE_VERSION_EVERY_MS) return;
  }
  await context.versions.keep(post.id, before, by);
}
