import type { Clock } from '../../../ports/clock';
import type { FeedTokenSealer, FeedTokenStore } from '../ports/calendar-feed-ports';
import { FEED_TOKEN_FIELD, feedTokenHash, newFeedToken } from './feed-token';

/** A new token in place of the old one, which opens nothing from then on; the first call makes the first token. */
export class RenewFeedToken {
  constructor(
    private readonly tokens: Pick<FeedTokenStore, 'replace'>,
    private readonly sealer: Pick<FeedTokenSealer, 'seal'>,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<{ token: string; createdAt: Date }> {
    const token = newFeedToken();
    const createdAt = this.clock.now();
    await this.tokens.replace(feedTokenHash(token), await this.sealer.seal(FEED_TOKEN_FIELD, token), createdAt);
    return { token, createdAt };
  }
}
