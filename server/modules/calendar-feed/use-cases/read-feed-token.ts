import type { FeedTokenSealer, FeedTokenStore } from '../ports/calendar-feed-ports';
import { FEED_TOKEN_FIELD } from './feed-token';

/** The present token and when it was made, for the consultant to see the address again; null when there is none or its seal no longer opens. */
export class ReadFeedToken {
  constructor(
    private readonly tokens: Pick<FeedTokenStore, 'current'>,
    private readonly sealer: Pick<FeedTokenSealer, 'open'>,
  ) {}

  async execute(): Promise<{ token: string; createdAt: Date } | null> {
    const stored = await this.tokens.current();
    if (!stored) return null;
    const token = await this.sealer.open(FEED_TOKEN_FIELD, stored.sealed);
    return token ? { token, createdAt: stored.createdAt } : null;
  }
}
