import type { BlogPost } from '../../../../src/core/domain/blog-post';
import type { SiteProfile } from '../../../../src/core/domain/site-profile';
import type { Clock } from '../../../ports/clock';
import type { SiteProfileSource } from '../../../ports/site-profile-source';
import type { PostReads } from '../ports/post-reads';

/** What the sitemap and the RSS feed are written from: the public articles, the newest, and the site they belong to. */
export class ReadFeeds {
  constructor(
    private readonly posts: Pick<PostReads, 'addresses' | 'latest'>,
    private readonly profiles: SiteProfileSource,
    private readonly clock: Clock,
  ) {}

  /** every published article's address, with when it last changed */
  addresses(): Promise<Array<{ slug: string; updatedAt: Date }>> {
    return this.posts.addresses();
  }

  /** the newest `count` articles, the site's profile, and when the feed was built: its newest article's change, or now */
  async latest(count: number): Promise<{ rows: BlogPost[]; profile: SiteProfile; builtAt: Date }> {
    const rows = await this.posts.latest(count);
    const profile = await this.profiles.current();
    return { rows, profile, builtAt: rows[0] ? new Date(rows[0].updatedAt) : this.clock.now() };
  }
}
