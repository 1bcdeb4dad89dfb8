import type { VisitorTimeZone } from '../../core/ports/platform/visitor-time-zone';

/** The zone the browser's Intl resolves; on the server this is the server's, which no page shows before it is taken over. */
export class IntlVisitorTimeZone implements VisitorTimeZone {
  zone(): string {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  }
}
