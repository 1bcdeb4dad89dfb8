import type { WallClock } from '../../../../src/core/domain/business-time';

export type NoticeOccasion = 'confirmed' | 'cancelled' | 'moved' | 'reminder-24h' | 'reminder-1h';
export type NoticeRole = 'customer' | 'consultant';

/**
 * The outbox's dedupe key of one message: its occasion, the booking, the channel and whom it is
 * for (`confirmed:<id>:sms:customer`). Moves and reminders name the booking's time too, so a
 * moved booking is told of each move and reminded afresh. The consultant's messages name the
 * address they go to, since there may be several admins.
 */
export function noticeKey(
  occasion: NoticeOccasion,
  reservationId: string,
  channel: 'sms' | 'email',
  role: NoticeRole,
  options: { at?: WallClock; to?: string } = {},
): string {
  const at = options.at ? `:${options.at.date}T${options.at.time}` : '';
  const to = role === 'consultant' && options.to ? `:${options.to}` : '';
  return `${occasion}:${reservationId}${at}:${channel}:${role}${to}`;
}

/** The key whose absence tells the sweep an occasion was never told: the customer's e-mail (every customer has one). */
export function sweepMarker(occasion: 'confirmed' | 'cancelled', reservationId: string): string {
  return noticeKey(occasion, reservationId, 'email', 'customer');
}
