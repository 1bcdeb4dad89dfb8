import { ARTICLE_DEFAULT_ERROR, SAVE_POST_NETWORK_SUFFIX } from '../../domain/admin-content-messages';
import { isRequestFailure } from '../../domain/request-failure';
import type { SavedPost } from '../../ports/blog/admin-post-repository';
import { refused, succeeded, type Outcome } from '../../domain/outcome';

/**
 * Section 8 for post create and update: the saved article's slug; a refused save shows the
 * server's message; a thrown network error shows its text with 'مشکلی پیش آمده است' appended.
 */
export async function savePostResult(save: () => Promise<SavedPost>): Promise<Outcome<string>> {
  try {
    const saved = await save();
    if (!saved.success) return refused(saved.message || ARTICLE_DEFAULT_ERROR);
    return succeeded(saved.slug);
  } catch (error) {
    if (isRequestFailure(error) && !error.network) return refused(error.message);
    const text = error instanceof Error && error.message ? error.message : '';
    return refused(`${text} ${SAVE_POST_NETWORK_SUFFIX}`.trim());
  }
}
