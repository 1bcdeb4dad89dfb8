import type { SessionLength } from './availability-template';

/** A published slot with its type's session length: it takes [start, start + duration + buffer). */
export interface SlotSpan extends SessionLength {
  typeId: string;
  typeTitle: string;
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm */
  time: string;
}

export interface OverlapSide {
  typeTitle: string;
  date: string;
  time: string;
}

/** Two published slots that cannot both be booked: one calendar keeps live bookings apart. */
export interface SlotOverlap {
  first: OverlapSide;
  second: OverlapSide;
}

/** The overlapping pairs a publication made, the first few of them listed. */
export interface SlotOverlaps {
  pairs: SlotOverlap[];
  total: number;
}

/** The most pairs one answer lists; the rest are counted. */
export const MAX_LISTED_OVERLAPS = 20;

export const NO_OVERLAPS: SlotOverlaps = { pairs: [], total: 0 };

const startOf = (span: SlotSpan) => Date.parse(`${span.date}T${span.time}:00Z`) / 60_000;
const endOf = (span: SlotSpan) => startOf(span) + span.durationMinutes + span.bufferMinutes;
const keyOf = (span: { typeId: string; date: string; time: string }) => `${span.typeId} ${span.date} ${span.time}`;
const side = (span: SlotSpan): OverlapSide => ({ typeTitle: span.typeTitle, date: span.date, time: span.time });

/**
 * The pairs of slots whose ranges overlap, among all slots near the published ones, where at
 * least one of the two was just published. Adjacent ranges (one ends as the next begins) do not overlap.
 */
export function overlapsOf(published: Array<{ typeId: string; date: string; time: string }>, all: SlotSpan[]): SlotOverlaps {
  const fresh = new Set(published.map(keyOf));
  const sorted = [...all].sort((a, b) => startOf(a) - startOf(b));
  const pairs: SlotOverlap[] = [];
  let total = 0;
  let open: SlotSpan[] = [];
  for (const span of sorted) {
    const start = startOf(span);
    open = open.filter((earlier) => endOf(earlier) > start);
    for (const earlier of open) {
      if (!fresh.has(keyOf(earlier)) && !fresh.has(keyOf(span))) continue;
      total += 1;
      if (pairs.length < MAX_LISTED_OVERLAPS) pairs.push({ first: side(earlier), second: side(span) });
    }
    open.push(span);
  }
  return { pairs, total };
}
