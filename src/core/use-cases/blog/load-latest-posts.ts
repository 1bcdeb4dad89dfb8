import type { PostCard } from '../../domain/blog-post';
import type { Log } from '../../ports/platform/log';
import type { PostReader } from '../../ports/blog/post-reader';
import { attempt, type Outcome } from '../../domain/outcome';

/** How many of the newest articles the home page shows. */
export const LATEST_POST_COUNT = 3;

/** The newest articles, for the home page; a failure is only logged, the page shows none. */
export class LoadLatestPosts {
  constructor(
    private readonly reader: PostReader,
    private readonly log: Log = () => {},
  ) {}

  async execute(count: number): Promise<Outcome<PostCard[]>> {
    const outcome = await attempt(async () => (await this.reader.list({ limit: count })).posts.slice(0, count), '');
    if (!outcome.ok) this.log(`latest articles unavailable: ${outcome.message}`);
    return outcome;
  }
}
