import type { DataVersions } from '../../../http/data-versions';
import type { Clock } from '../../../ports/clock';
import type { SiteProfileSource } from '../../../ports/site-profile-source';
import type { BookingPorts } from '../ports/booking-ports';

/** What the module's routes and jobs use of the server's dependencies (the server gives all of them). */
export interface BookingRouteDeps {
  booking: BookingPorts;
  clock: Clock;
  /** what the calendar's kept answers check before they are sent again */
  dataVersions: DataVersions;
  config: { publicUrl: string; reconcileEveryMs: number; clientDir: string };
  /** the consultant's name on receipts and calendar files */
  siteProfile: SiteProfileSource;
}
