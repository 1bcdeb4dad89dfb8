import type { AppDatabase } from '../../db/database';
import type { CategoryStore, PostStore } from '../../modules/content';
import type { ReservationTypeStore, SlotStore } from '../../modules/schedule';
import type { PasswordHasher, UserStore } from '../../modules/account';
import type { BookingHistoryImport } from '../../modules/booking';

/** The project's own stores the scale seed writes through, on the database or one of its transactions. */
export interface ScaleStores {
  posts: PostStore;
  categories: CategoryStore;
  types: ReservationTypeStore;
  slots: SlotStore;
  users: UserStore;
  bookingHistory: BookingHistoryImport;
}

/** What the composition root gives the scale seed (`composeScaleSeeding`). */
export interface ScaleSeeding {
  /** the stores writing through `db`: the database, or a transaction of it for a batch */
  storesOn(db: AppDatabase): ScaleStores;
  passwordHasher: PasswordHasher;
}
