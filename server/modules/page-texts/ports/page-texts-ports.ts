import type { PageTextStore, RefundRuleReads } from './page-text-store';

/** The module's ports; the composition root gives the real ones, tests may give others. */
export interface PageTextPorts {
  store: PageTextStore;
  rules: RefundRuleReads;
}
