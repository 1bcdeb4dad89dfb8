import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface KavenegarRequest {
  apiKey: string;
  receptor: string;
  message: string;
  sender: string | null;
}

/** What the fake answers next: a Kavenegar status (its JSON, sent with that HTTP status), a bare HTTP error page, or silence. */
export type KavenegarScript = { status: number; message?: string } | { httpStatus: number; html: string } | { silent: true };

/**
 * Kavenegar's send API as documented: POST /v1/{API-KEY}/sms/send.json with the form fields
 * receptor, message and sender; answers `{ return: { status, message }, entries }` with the
 * same HTTP status. An unknown key answers 403. Scripted answers stand in for its other errors.
 */
export class FakeKavenegarServer {
  readonly received: KavenegarRequest[] = [];
  private readonly scripts: KavenegarScript[] = [];
  private readonly server = http.createServer((request, response) => this.answer(request, response));

  constructor(readonly apiKey = '4F6E2B7A3C') {}

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** the next request gets this answer instead of the normal one */
  next(script: KavenegarScript): void {
    this.scripts.push(script);
  }

  private answer(request: http.IncomingMessage, response: http.ServerResponse): void {
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (raw += chunk));
    request.on('end', () => {
      const script = this.scripts.shift();
      if (script && 'silent' in script) return;
      if (script && 'httpStatus' in script)
        return void response.writeHead(script.httpStatus, { 'content-type': 'text/html' }).end(script.html);
      const path = /^\/v1\/([^/]+)\/sms\/send\.json$/.exec(request.url ?? '');
      const form = new URLSearchParams(raw);
      if (!path || request.method !== 'POST') return this.reply(response, 404, 'method not found');
      if (decodeURIComponent(path[1]) !== this.apiKey) return this.reply(response, 403, 'API Key is invalid');
      if (script) return this.reply(response, script.status, script.message ?? 'error');
      const receptor = form.get('receptor');
      const message = form.get('message');
      if (!receptor || !message) return this.reply(response, 400, 'parameters are incomplete');
      this.received.push({ apiKey: path[1], receptor, message, sender: form.get('sender') });
      this.reply(response, 200, 'تایید شد', [
        {
          messageid: 8792343,
          message,
          status: 1,
          statustext: 'در صف ارسال',
          sender: form.get('sender') ?? '10004346',
          receptor,
          date: 1356619709,
          cost: 120,
        },
      ]);
    });
  }

  private reply(response: http.ServerResponse, status: number, message: string, entries: object[] | null = null): void {
    response
      .writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
      .end(JSON.stringify({ return: { status, message }, entries }));
  }
}
