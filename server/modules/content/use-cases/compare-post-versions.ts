import { VERSION_MESSAGES } from '../content-messages';
import { paragraphsOf, wordDiff, type DiffPart } from '../domain/version-diff';
import type { VersionedText } from '../ports/post-versions';
import type { ContentContext } from './content-context';
import { versionedTextOf } from './keep-version';
import { ownPost } from './own-post';
import { Refusal } from '../../refusal';

/** One side of a comparison: a version's id, or the article as it stands. */
export type CompareSide = string | 'current';

export interface VersionComparison {
  title: DiffPart[];
  /** the text as paragraphs, one a line */
  content: DiffPart[];
  seoTitle: DiffPart[];
  seoDescription: DiffPart[];
}

/** What changed between two versions of the admin's article (or a version and the article now), word by word. */
export class ComparePostVersions {
  constructor(private readonly context: Pick<ContentContext, 'posts' | 'versions'>) {}

  async execute(input: { actorId: string; postId: string; from: CompareSide; to: CompareSide }): Promise<VersionComparison> {
    const post = await ownPost(this.context, { actorId: input.actorId, userId: input.actorId, postId: input.postId });
    const textOf = async (side: CompareSide): Promise<VersionedText> => {
      if (side === 'current') return versionedTextOf(post);
      const version = await this.context.versions.find(post.id, side);
      if (!version) throw new Refusal('not-found', VERSION_MESSAGES.notFound);
      return version;
    };
    const [before, after] = [await textOf(input.from), await textOf(input.to)];
    return {
      title: wordDiff(before.title, after.title),
      content: wordDiff(paragraphsOf(before.content), paragraphsOf(after.content)),
      seoTitle: wordDiff(before.seoTitle ?? '', after.seoTitle ?? ''),
      seoDescription: wordDiff(before.seoDescription ?? '', after.seoDescription ?? ''),
    };
  }
}
