import type { PostVersionJson, VersionComparisonJson } from '../../src/core/contracts/api/post-versions-api';
import type { PostVersionRepository } from '../../src/core/ports/blog/post-version-repository';

/** An article's versions as a test sets them; records what was compared and restored. */
export class FakePostVersionRepository implements PostVersionRepository {
  versions: PostVersionJson[] = [];
  comparison: VersionComparisonJson = { title: [], content: [], seoTitle: [], seoDescription: [] };
  /** the next restore fails with this Persian message */
  restoreFailure: string | null = null;
  readonly compared: Array<{ postId: string; from: string; to: string }> = [];
  readonly restored: Array<{ postId: string; versionId: string }> = [];

  async list(): Promise<PostVersionJson[]> {
    return this.versions;
  }

  async compare(postId: string, from: string, to: string): Promise<VersionComparisonJson> {
    this.compared.push({ postId, from, to });
    return this.comparison;
  }

  async restore(postId: string, versionId: string): Promise<{ message: string; slug: string }> {
    if (this.restoreFailure) throw new Error(this.restoreFailure);
    this.restored.push({ postId, versionId });
    return { message: 'نسخه انتخاب‌شده بازگردانده شد', slug: 'نشانی' };
  }
}
