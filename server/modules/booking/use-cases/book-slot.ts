import { BOOKING_NOTICE_MESSAGES, insideBookingNotice } from '../../../../src/core/domain/booking-notice';
import { toBusinessWallClock } from '../../../../src/core/domain/business-time';
import { DAYS_OFF_MESSAGES } from '../../../../src/core/domain/day-off';
import { PENDING_HOLD_MS } from '../../../../src/core/domain/limits';
import { BOOKING_MESSAGES as M, describeBooking } from '../booking-messages';
import { SlotTakenError } from '../ports/booking-store';
import { MAX_LIVE_HOLDS_PER_ADDRESS, type BookingContext } from './booking-context';
import { Refusal } from '../../refusal';
import { customerHold } from './customer-hold';
import { parseBookingAnswers, type SentAnswers } from '../../../../src/core/domain/booking-questions/parse-answers';
import type { UploadedDocuments } from '../../../../src/core/domain/booking-questions/booking-question';

export interface BookSlotInput {
  user: { id: string; email: string; firstName: string; lastName: string; profileComplete: boolean };
  clientAddress: string;
  reservationTypeId: string;
  date: string;
  timeSlot: string;
  /** the buyer's national ID or economic code, when the customer asked for an official invoice (Latin digits) */
  buyerTaxId?: string;
  /** the customer's answers to the type's questions, by question id, as sent */
  answers?: SentAnswers;
  /** the documents the customer uploaded for this booking before pressing pay, to attach to the new hold */
  documentIds?: string[];
}

/**
 * Holds a slot for six minutes for its customer, when it starts later than the consultant's
 * minimum notice; the database refuses it when its range overlaps another live booking. Holds are scarce: one live unpaid hold per
 * customer (booking the very slot they hold answers that hold again, so Back at the bank and
 * pay again just works) and a few per client address. The answers to the type's questions are
 * checked on every call and kept with the new hold, each beside its question as asked; booking
 * the held slot again changes nothing of the hold, its answers included (they were checked and
 * kept when it was made, and the screen sends the same ones again). The documents uploaded for
 * the booking are attached to a new hold as soon as it exists; when they cannot be (not the
 * customer's unattached uploads, or over the booking's limit) the hold is released at once and
 * the booking refused with the documents' own Persian line, nothing attached. A document
 * question's answer names only documents sent here, uploaded under that question.
 */
export class BookSlot {
  constructor(private readonly context: Pick<BookingContext, 'clock' | 'settings' | 'store' | 'documents'>) {}

  async execute(input: BookSlotInput): Promise<{ reservationId: string }> {
    const { store, clock } = this.context;
    if (!input.user.profileComplete) throw new Refusal('invalid', M.profileIncomplete);
    const offered = await store.offeredSlotPrice(input.reservationTypeId, input.date, input.timeSlot);
    if (offered === 'no-type') throw new Refusal('not-found', M.typeNotFound);
    if (offered === 'no-slot') throw new Refusal('invalid', M.slotNotOffered);
    if (offered === 'closed') throw new Refusal('invalid', DAYS_OFF_MESSAGES.closed);
    if (offered === 'busy') throw new Refusal('conflict', M.slotTaken);
    const documentIds = [...new Set(input.documentIds ?? [])];
    const answers = parseBookingAnswers(offered.questions ?? [], input.answers, await this.uploadsOf(input.user.id, documentIds));
    if (!answers.ok) throw new Refusal('invalid', answers.message);
    const now = clock.now();
    const wallClock = toBusinessWallClock(now);
    if (input.date < wallClock.date || (input.date === wallClock.date && input.timeSlot <= wallClock.time))
      throw new Refusal('invalid', M.slotPassed);
    const noticeMinutes = await this.context.settings.bookingNoticeMinutes();
    if (insideBookingNotice(input.date, input.timeSlot, now.getTime(), noticeMinutes))
      throw new Refusal('invalid', BOOKING_NOTICE_MESSAGES.tooSoon(noticeMinutes));

    const lapsedBefore = new Date(now.getTime() - PENDING_HOLD_MS);
    const held = await store.liveHoldOf(input.user.id, lapsedBefore);
    if (held) {
      const same = held.reservationTypeId === input.reservationTypeId && held.date === input.date && held.time === input.timeSlot;
      if (same) return { reservationId: held.id };
      throw new Refusal('conflict', M.holdElsewhere(describeBooking(held.typeTitle, held.date, held.time)), { hold: customerHold(held) });
    }
    if ((await store.liveHoldsFrom(input.clientAddress, lapsedBefore)) >= MAX_LIVE_HOLDS_PER_ADDRESS) {
      throw new Refusal('too-many', M.tooManyHoldsFromAddress);
    }
    try {
      const reservationId = await store.holdSlot({
        userId: input.user.id,
        customerName: `${input.user.firstName} ${input.user.lastName}`.trim(),
        customerEmail: input.user.email,
        clientAddress: input.clientAddress,
        reservationTypeId: input.reservationTypeId,
        date: input.date,
        time: input.timeSlot,
        price: offered.price,
        buyerTaxId: input.buyerTaxId ?? null,
        answers: answers.value,
        now,
        lapsedBefore,
      });
      await this.attach(input.user.id, reservationId, documentIds, now);
      return { reservationId };
    } catch (error) {
      if (error instanceof SlotTakenError) throw new Refusal('conflict', M.slotTaken);
      throw error;
    }
  }

  /** The uploads sent that are the customer's and not yet attached: what the answers may name. */
  private async uploadsOf(userId: string, documentIds: string[]): Promise<UploadedDocuments> {
    const { documents } = this.context;
    if (documentIds.length === 0 || !documents) return new Map();
    const found = await documents.unattachedOf(userId, documentIds);
    return new Map(found.map((upload) => [upload.id, { name: upload.name, questionId: upload.questionId }]));
  }

  /** Attaches the uploads to the new hold, or releases the hold and refuses the booking with the claim's line. */
  private async attach(userId: string, reservationId: string, documentIds: string[], now: Date): Promise<void> {
    if (documentIds.length === 0) return;
    const claimed = this.context.documents
      ? await this.context.documents.claim({ userId, reservationId, documentIds })
      : { ok: false as const, message: M.documentsUnavailable };
    if (claimed.ok) return;
    await this.context.store.moveReservation(reservationId, {
      from: 'pending',
      to: 'released',
      at: now,
      event: { kind: 'hold-released', actor: 'customer', actorId: userId },
    });
    throw new Refusal('invalid', claimed.message);
  }
}
