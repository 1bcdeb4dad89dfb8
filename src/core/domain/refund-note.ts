export const REFUND_NOTE_MAX_LENGTH = 500;

export const REFUND_NOTE_TOO_LONG = 'یادداشت حداکثر ۵۰۰ کاراکتر است';

/** The consultant's optional note on a refund they made themselves, trimmed; '' when there is none. */
export function parseRefundNote(raw: string): { ok: true; value: string } | { ok: false; message: string } {
  const note = raw.trim();
  if ([...note].length > REFUND_NOTE_MAX_LENGTH) return { ok: false, message: REFUND_NOTE_TOO_LONG };
  return { ok: true, value: note };
}
