import type { AccountMessageSender } from '../ports/account-message-sender';
import type { AccountContext } from './account-context';
import { CodeRequestLimit } from './code-request-limit';

/** What the reset and mobile-proof use cases need beyond the account's ports: a way to send, and the site's public address for links. */
export interface ResetOutbound {
  messages: AccountMessageSender;
  /** the site's address as people reach it, e.g. https://example.ir */
  publicUrl: string;
  /** the site's name as its owner set it now, which the messages carry */
  siteName: () => Promise<string>;
}

export interface ResetContext extends AccountContext, ResetOutbound {
  limit: CodeRequestLimit;
}
