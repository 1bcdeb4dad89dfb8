/** Zarinpal's answers in Zarinpal's shapes, and the small checks on a call's fields, for the fake bank. */
import { randomBytes } from 'node:crypto';
import { messageOfCode } from '../../server/modules/booking/adapters/zarinpal-codes';

export type Fields = Record<string, unknown>;
export type Reply = { status: number; json: unknown };

export function rials(amount: number, currency: 'IRR' | 'IRT'): number {
  return currency === 'IRT' ? amount * 10 : amount;
}

export function success(data: Fields): Reply {
  return { status: 200, json: { data, errors: [] } };
}

/** Zarinpal's refusal shape: no data, the code and message under `errors` (validation details for -9). */
export function refusal(code: number, validations?: Record<string, string>): Reply {
  return {
    status: code === -9 ? 422 : 400,
    json: { data: [], errors: { code, message: messageOfCode(code), validations: validations ? [validations] : [] } },
  };
}

export function parseUrl(text: string): URL | null {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

export function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function cardHash(): string {
  return randomBytes(32).toString('hex').toUpperCase();
}
