import { ARTICLE_DEFAULT_ERROR, SAVE_POST_NETWORK_SUFFIX } from '../domain/admin-content-messages';
import { isRequestFailure } from '../domain/request-failure';
import type { SavedPost } from '../ports/admin-post-repository';

export type SavePostResult = { ok: true; slug: string } | { ok: false; error: string };

/**
 * Section 8 for post create and update: a refused save shows the server's message; a
 * thrown network error shows its text with 'مشکلی پیش آمده است' appended.
 */
export async function savePostResult(save: () => Promise<SavedPost>): Promise<SavePostResult> {
  try {
    const saved = await save();
    if (!saved.success) return { ok: false, error: saved.message || ARTICLE_DEFAULT_ERROR };
    return { ok: true, slug: saved.slug };
  } catch (error) {
    if (isRequestFailure(error) && !error.network) return { ok: false, error: error.message };
    const text = error instanceof Error && error.message ? error.message : '';
    return { ok: false, error: `${text} ${SAVE_POST_NETWORK_SUFFIX}`.trim() };
  }
}
