/** Why an article's earlier state was kept: the change that replaced it. */
export type VersionReason = 'autosave' | 'save' | 'restore';

/** What an article says, as a version keeps it (its cover and address are not versioned). */
export interface VersionedText {
  title: string;
  categoryId: string | null;
  content: string;
  inMedia: boolean;
  coverAlt: string | null;
  seoTitle: string | null;
  seoDescription: string | null;
}

/** An article's earlier state, who replaced it and when. */
export interface PostVersion extends VersionedText {
  id: string;
  postId: string;
  reason: VersionReason;
  keptAt: Date;
  /** the name (or e-mail) of who made the change; null once their account is gone */
  keptBy: string | null;
}

/** How many versions the editor lists: the newest ones. */
export const VERSIONS_LISTED = 50;

/** Articles' earlier versions: only ever added to, gone with their article. */
export interface PostVersions {
  keep(postId: string, text: VersionedText, by: { userId: string; reason: VersionReason; at: Date }): Promise<void>;
  /** the newest `VERSIONS_LISTED` of the article's versions, newest first */
  list(postId: string): Promise<PostVersion[]>;
  /** null when the article has no such version (a malformed id names none) */
  find(postId: string, versionId: string): Promise<PostVersion | null>;
  /** when the article's newest version was kept; null when it has none */
  newestAt(postId: string): Promise<Date | null>;
}
