import { SESSION_MODES, type SessionMode, type SessionPlace } from './session-mode';

export const SESSION_PLACE_LIMITS = { linkMax: 500, addressMax: 300 } as const;

export const SESSION_PLACE_MESSAGES = {
  modeInvalid: 'نحوه برگزاری جلسه باید آنلاین، حضوری یا تلفنی باشد',
  linkRequired: 'برای جلسه آنلاین، لینک جلسه را وارد کنید',
  linkInvalid: 'لینک جلسه باید نشانی کاملی باشد که با https:// آغاز می‌شود',
  linkTooLong: 'لینک جلسه حداکثر ۵۰۰ کاراکتر است',
  addressRequired: 'برای جلسه حضوری، نشانی دفتر را وارد کنید',
  addressTooLong: 'نشانی دفتر حداکثر ۳۰۰ کاراکتر است',
} as const;

type Checked = { ok: true; value: SessionPlace } | { ok: false; message: string };

const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

function isHttpsAddress(text: string): boolean {
  if (/\s/.test(text)) return false;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/**
 * A type's way of meeting from what the form sent (`{ mode, meetingLink, officeAddress }`):
 * online needs an https link, the office an address, a phone call neither. Only the mode's own
 * detail is kept. No mode given is the column's default, online.
 */
export function parseSessionPlace(raw: unknown): Checked {
  const m = SESSION_PLACE_MESSAGES;
  const body = (raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? raw : {}) as Record<string, unknown>;
  const mode = (body.mode ?? 'online') as SessionMode;
  if (!SESSION_MODES.includes(mode)) return { ok: false, message: m.modeInvalid };
  if (mode === 'online') {
    const link = textOf(body.meetingLink);
    if (link === '') return { ok: false, message: m.linkRequired };
    if ([...link].length > SESSION_PLACE_LIMITS.linkMax) return { ok: false, message: m.linkTooLong };
    if (!isHttpsAddress(link)) return { ok: false, message: m.linkInvalid };
    return { ok: true, value: { mode, meetingLink: link, officeAddress: null } };
  }
  if (mode === 'office') {
    const address = textOf(body.officeAddress);
    if (address === '') return { ok: false, message: m.addressRequired };
    if ([...address].length > SESSION_PLACE_LIMITS.addressMax) return { ok: false, message: m.addressTooLong };
    return { ok: true, value: { mode, meetingLink: null, officeAddress: address } };
  }
  return { ok: true, value: { mode, meetingLink: null, officeAddress: null } };
}
