import type { PostVersionJson, VersionComparisonJson } from '../../contracts/api/post-versions-api';
import type { PostVersionRepository, VersionSide } from '../../ports/blog/post-version-repository';
import { attempt, type Outcome } from '../../domain/outcome';

/** The writer's look at an article's earlier versions: the list, a comparison of two, a restore. */
export class PostVersionHistory {
  constructor(private readonly versions: PostVersionRepository) {}

  list(postId: string): Promise<Outcome<PostVersionJson[]>> {
    return attempt(() => this.versions.list(postId), '');
  }

  compare(postId: string, from: VersionSide, to: VersionSide): Promise<Outcome<VersionComparisonJson>> {
    return attempt(() => this.versions.compare(postId, from, to), '');
  }

  /** answers the article's address; the message is the server's */
  async restore(postId: string, versionId: string): Promise<Outcome<string>> {
    const outcome = await attempt(
      () => this.versions.restore(postId, versionId),
      (answer) => answer.message,
    );
    return outcome.ok ? { ...outcome, value: outcome.value.slug } : outcome;
  }
}
