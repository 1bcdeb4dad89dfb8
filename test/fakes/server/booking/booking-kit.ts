import { bookingUseCases, type BookingUseCases } from '../../../../server/modules/booking';
import { FakeServerClock } from '../../../server/support/fake-server-clock';
import { InMemoryBookingReads } from './in-memory-booking-reads';
import { InMemoryBookingStore } from './in-memory-booking-store';
import { InMemoryPhoneBookingStore } from './in-memory-phone-booking-store';
import { InMemoryPracticeSettings } from './in-memory-practice-settings';
import { InMemoryZarinpal } from './in-memory-zarinpal';
import { RecordingBookingEvents } from './recording-booking-events';
import { RecordingBookingLogger } from './recording-booking-logger';

export const CALLBACK_URL = 'https://moshaver.test/payment/callback';
export const RECONCILE_EVERY_MS = 60 * 1000;
export const PRICE = 1_250_000;
/** the consultant's name as the practice's settings give it */
export const CONSULTANT = 'نگار احمدی';

export interface Customer {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  mobile: string | null;
  profileComplete: boolean;
}

/**
 * The booking module's use cases on fakes alone: an in-memory store and reads, an in-memory
 * Zarinpal, a clock the test moves and a logger that remembers. One type is offered, on whole
 * hours of the coming days, so each `nextSlot` is a fresh free time.
 */
export function bookingKit(now = '2026-11-22T08:30:00Z') {
  const clock = new FakeServerClock(now);
  const store = new InMemoryBookingStore();
  const reads = new InMemoryBookingReads(store);
  const bank = new InMemoryZarinpal(clock);
  const log = new RecordingBookingLogger();
  const settings = new InMemoryPracticeSettings();
  const events = new RecordingBookingEvents();
  const phoneBookings = new InMemoryPhoneBookingStore(store);
  const useCases: BookingUseCases = bookingUseCases(
    { store, reads, gateway: bank, events, settings, phoneBookings, sandboxBank: null },
    { clock, log, callbackUrl: CALLBACK_URL, reconcileEveryMs: RECONCILE_EVERY_MS, consultantName: async () => CONSULTANT },
  );
  let slots = 0;
  let customers = 0;
  const slotAt = (index: number) => ({
    date: `2026-12-${String(1 + Math.floor(index / 10)).padStart(2, '0')}`,
    time: `${String(9 + (index % 10)).padStart(2, '0')}:00`,
  });
  const allSlots = Array.from({ length: 200 }, (_, index) => slotAt(index));
  const typeId = store.offer({ title: 'مشاوره مالیاتی', price: PRICE }, allSlots);
  const freeTypeId = store.offer({ title: 'جلسه آشنایی', price: 0 }, allSlots);

  const nextSlot = () => slotAt(slots++);
  const hold = async (customer: Customer, slot = nextSlot(), reservationTypeId = typeId): Promise<string> => {
    const { reservationId } = await useCases.bookSlot.execute({
      user: customer,
      clientAddress: `10.0.0.${customer.id.split('-')[1]}`,
      reservationTypeId,
      date: slot.date,
      timeSlot: slot.time,
    });
    return reservationId;
  };
  const holdAndGoToBank = async (customer: Customer, slot = nextSlot()): Promise<{ reservationId: string; authority: string }> => {
    const reservationId = await hold(customer, slot);
    await useCases.initiatePayment.execute({ user: customer, reservationId });
    return { reservationId, authority: bank.lastAuthority() };
  };
  const returnFromBank = (customer: Customer, reservationId: string, authority: string, status: 'OK' | 'NOK' = 'OK') =>
    useCases.verifyPayment.execute({ userId: customer.id, reservationId, authority, status });
  const customer = (profileComplete = true): Customer => {
    customers += 1;
    return {
      id: `customer-${customers}`,
      email: `customer${customers}@example.com`,
      firstName: 'نرگس',
      lastName: `صالحی ${customers}`,
      mobile: `0912000${String(customers).padStart(4, '0')}`,
      profileComplete,
    };
  };

  return {
    clock,
    store,
    reads,
    bank,
    log,
    settings,
    events,
    useCases,
    typeId,
    freeTypeId,
    nextSlot,
    customer,
    /** the customer holds a slot of the type (a fresh one unless given), from an address of their own */
    hold,
    /** holds a slot and goes to the bank; answers the reservation and the bank's authority */
    holdAndGoToBank,
    /** the customer comes back from the bank and the callback page asks the server to check */
    returnFromBank,
    /** a customer who held a slot and paid for it: the booking is confirmed */
    async paidBooking(who = customer()) {
      const { reservationId, authority } = await holdAndGoToBank(who);
      bank.pay(authority);
      await returnFromBank(who, reservationId, authority);
      return { customer: who, reservationId, authority, payment: (await store.findPaymentByAuthority(authority))! };
    },
    reservation: (id: string) => store.reservations.find((row) => row.id === id)!,
    payment: (authority: string) => store.payments.find((row) => row.authority === authority)!,
    /** the reservation's ledger, oldest first, as "kind from→to" */
    ledgerOf: (reservationId: string) =>
      store.ledger
        .filter((line) => line.reservationId === reservationId)
        .map((line) => `${line.kind} ${line.from ?? '-'}→${line.to ?? '-'}${line.gatewayCode === null ? '' : ` (${line.gatewayCode})`}`),
  };
}

export type BookingKit = ReturnType<typeof bookingKit>;
