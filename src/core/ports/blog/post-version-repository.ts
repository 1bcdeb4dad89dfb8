import type { PostVersionJson, VersionComparisonJson } from '../../contracts/api/post-versions-api';

/** One side of a comparison: a version's id, or "current" for the article as it stands. */
export type VersionSide = string;

/**
 * An article's earlier versions on the server. Failures throw a RequestFailure with the
 * server's Persian message.
 */
export interface PostVersionRepository {
  list(postId: string): Promise<PostVersionJson[]>;
  compare(postId: string, from: VersionSide, to: VersionSide): Promise<VersionComparisonJson>;
  /** the article's address after the restore */
  restore(postId: string, versionId: string): Promise<{ message: string; slug: string }>;
}
