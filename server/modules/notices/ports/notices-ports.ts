import type { NoticeReads } from './notice-reads';

/** The module's ports; the composition root gives the real ones, tests may give others. */
export interface NoticePorts {
  reads: NoticeReads;
}
