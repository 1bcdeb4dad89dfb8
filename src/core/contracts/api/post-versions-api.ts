import * as v from 'valibot';
import { endpoint } from '../endpoint';
import type { SavedPostAnswer } from './content-api';

export const POST_VERSION_QUERY_MESSAGES = {
  invalidSide: 'نسخه‌های انتخاب‌شده برای مقایسه معتبر نیستند',
} as const;

/** Why an earlier state was kept: the change that replaced it. */
export type VersionReasonJson = 'autosave' | 'save' | 'restore';

/** One earlier version of an article, as the editor lists it. */
export interface PostVersionJson {
  _id: string;
  title: string;
  reason: VersionReasonJson;
  /** when it was replaced (ISO) */
  keptAt: string;
  /** who replaced it; null once their account is gone */
  keptBy: string | null;
}

/** A run of text in a comparison: in both versions, only in the later one, or only in the earlier one. */
export interface DiffPart {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

/** What changed between two versions, word by word; the text as paragraphs, one a line. */
export interface VersionComparisonJson {
  title: DiffPart[];
  content: DiffPart[];
  seoTitle: DiffPart[];
  seoDescription: DiffPart[];
}

/** A version's id, or "current" for the article as it stands. */
const side = v.pipe(
  v.string(POST_VERSION_QUERY_MESSAGES.invalidSide),
  v.check(
    (text) => text === 'current' || /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text),
    POST_VERSION_QUERY_MESSAGES.invalidSide,
  ),
);
const compareQuery = v.object({ from: side, to: side }, POST_VERSION_QUERY_MESSAGES.invalidSide);

/** An article's earlier versions: listed, compared and restored by its writer. */
export const postVersionsApi = {
  listPostVersions: endpoint<{ versions: PostVersionJson[] }>()({ method: 'GET', path: '/api/post/versions/:postId' }),
  comparePostVersions: endpoint<VersionComparisonJson>()({
    method: 'GET',
    path: '/api/post/versions/:postId/compare',
    query: compareQuery,
  }),
  restorePostVersion: endpoint<SavedPostAnswer>()({ method: 'POST', path: '/api/post/versions/:postId/:versionId/restore' }),
} satisfies Record<string, ReturnType<ReturnType<typeof endpoint>>>;
