import {
  VERSIONS_LISTED,
  type PostVersion,
  type PostVersions,
  type VersionedText,
  type VersionReason,
} from '../../../../server/modules/content';

/** Articles' versions in memory, in the order they were kept; "who" is the actor's id as given. */
export class InMemoryPostVersions implements PostVersions {
  readonly kept: PostVersion[] = [];

  async keep(postId: string, text: VersionedText, by: { userId: string; reason: VersionReason; at: Date }): Promise<void> {
    this.kept.push({ ...text, id: `version-${this.kept.length + 1}`, postId, reason: by.reason, keptAt: by.at, keptBy: by.userId });
  }

  async list(postId: string): Promise<PostVersion[]> {
    return this.of(postId).reverse().slice(0, VERSIONS_LISTED);
  }

  async find(postId: string, versionId: string): Promise<PostVersion | null> {
    return this.of(postId).find((version) => version.id === versionId) ?? null;
  }

  async newestAt(postId: string): Promise<Date | null> {
    return this.of(postId).at(-1)?.keptAt ?? null;
  }

  private of(postId: string): PostVersion[] {
    return this.kept.filter((version) => version.postId === postId);
  }
}
