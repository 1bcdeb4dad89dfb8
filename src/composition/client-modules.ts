import { accountModule } from './account-module';
import { blogModule } from './blog-module';
import { bookingModule } from './booking-module';
import { paymentModule } from './payment-module';
import { platformModule } from './platform-module';
import { practiceModule } from './practice-module';
import { scheduleModule } from './schedule-module';
import { siteModule } from './site-module';
import { reportsModule } from './reports-module';
import { documentsModule } from './documents-module';

/**
 * The use cases and wired machines of every capability, one container module each. The
 * composition root binds the ports to adapters and loads these; a test binds the ports to fakes
 * and loads the same ones, so views meet the same use cases in both.
 */
export const USE_CASE_MODULES = [
  platformModule,
  accountModule,
  bookingModule,
  paymentModule,
  blogModule,
  scheduleModule,
  practiceModule,
  siteModule,
  reportsModule,
  documentsModule,
] as const;
