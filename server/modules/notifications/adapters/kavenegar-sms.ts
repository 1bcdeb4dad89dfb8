import { DeliveryError, type MessageChannel } from '../ports/message-channel';
import type { SmsMessage } from '../ports/outbound-message';
import { refusesThisMessage } from './kavenegar-codes';

export interface KavenegarSettings {
  apiKey: string;
  /** the dedicated line to send from; Kavenegar's default line when null */
  sender: string | null;
  /** https://api.kavenegar.com, or a fake in tests */
  baseUrl: string;
  timeoutMs: number;
}

interface KavenegarAnswer {
  return?: { status?: unknown; message?: unknown };
}

/**
 * SMS through Kavenegar's HTTP API: POST /v1/{API-KEY}/sms/send.json with the form fields
 * receptor, message and sender. It answers `{ return: { status, message }, entries }`; status
 * 200 is accepted, any other is its error code. A body that is not its JSON (a proxy's error
 * page) is judged by the HTTP status alone.
 */
export class KavenegarSms implements MessageChannel<SmsMessage> {
  constructor(private readonly settings: KavenegarSettings) {}

  async send(message: SmsMessage): Promise<void> {
    const { apiKey, sender, baseUrl, timeoutMs } = this.settings;
    const form = new URLSearchParams({ receptor: message.to, message: message.body });
    if (sender) form.set('sender', sender);
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${baseUrl}/v1/${encodeURIComponent(apiKey)}/sms/send.json`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8', accept: 'application/json' },
        body: form.toString(),
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      // fetch's abort is a DOMException, not always an Error of this realm: judge by its name
      const { name, message } = error as { name?: string; message?: string };
      const timedOut = name === 'TimeoutError' || name === 'AbortError';
      throw new DeliveryError(
        timedOut ? `Kavenegar did not answer within ${timeoutMs} ms` : `Kavenegar could not be reached: ${message ?? String(error)}`,
        false,
        timedOut ? 'ETIMEDOUT' : 'ECONNECTION',
      );
    }
    const status = statusOf(text);
    if (status === null) {
      if (response.ok) throw new DeliveryError('Kavenegar answered without a status', false);
      throw new DeliveryError(`Kavenegar answered HTTP ${response.status}`, refusesThisMessage(response.status), response.status);
    }
    if (status.code === 200) return;
    throw new DeliveryError(`Kavenegar refused (${status.code}): ${status.message}`, refusesThisMessage(status.code), status.code);
  }
}

function statusOf(text: string): { code: number; message: string } | null {
  try {
    const answer = JSON.parse(text) as KavenegarAnswer;
    const code = Number(answer?.return?.status);
    if (!Number.isInteger(code)) return null;
    return { code, message: String(answer.return?.message ?? '') };
  } catch {
    return null;
  }
}
