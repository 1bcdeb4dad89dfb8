import { generateKeyPairSync, randomUUID, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { compactVerify, decodeJwt } from 'jose';
import { FAKE_TAXPAYER_CODES, readPacket, withBuyerChecked, type FakeError, type ReadInvoice } from './fake-taxpayer-invoices';

export { FAKE_TAXPAYER_CODES, type ReadInvoice } from './fake-taxpayer-invoices';

/** What the next request (or the next to a path) suffers: no answer at all, or a status. */
export type InjectedFailure = 'timeout' | '500' | '503' | '429';

export interface KeptInvoice {
  referenceNumber: string;
  uid: string;
  fiscalId: string;
  verdict: { ok: true; invoice: ReadInvoice } | { ok: false; errors: FakeError[] };
  /** inquiries still to be answered PENDING */
  pendingLeft: number;
}

const API_PATH = '/requestsmanager/api/v2';

/**
 * A stateful taxpayer system (سامانه مودیان, API v2) on a real local port, following the contract
 * the adapter follows (see adapters/jose-taxpayer-system.ts): it issues single-use nonces, takes a
 * token only when its JWS signature holds for the key registered for its clientId, holds its own
 * RSA key pair and publishes the public half, decrypts each invoice and verifies its signature,
 * checks the tax ID and the sums, keeps what it was sent and answers inquiries SUCCESS, FAILED
 * (with its codes) or PENDING. `failNext` makes a request go unanswered or fail.
 */
export class FakeTaxpayerServer {
  readonly serverKeyId = `fake-key-${randomUUID().slice(0, 8)}`;
  private readonly keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  private readonly registered = new Map<string, KeyObject>();
  private readonly nonces = new Map<string, number>();
  private readonly kept = new Map<string, KeptInvoice>();
  private readonly failures: { kind: InjectedFailure; path?: string }[] = [];
  private readonly held = new Set<ServerResponse>();
  private pendingInquiries = 0;
  private readonly unknownBuyers = new Set<string>();
  private answerLost: (() => void) | null = null;
  private server: Server | null = null;
  /** every request's method and path (after the API's prefix), in order */
  readonly requests: string[] = [];
  baseUrl = '';

  async start(): Promise<string> {
    const server = createServer((request, response) => void this.handle(request, response));
    this.server = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}${API_PATH}`;
    return this.baseUrl;
  }

  async stop(): Promise<void> {
    for (const response of this.held) response.destroy();
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The memory ID's registered key (the certificate's public key), which its signatures must hold for. */
  register(memoryId: string, publicKey: KeyObject): void {
    this.registered.set(memoryId, publicKey);
  }

  /** The next request (to `path`, e.g. '/invoice', when given) goes unanswered ('timeout') or fails with that status. */
  failNext(kind: InjectedFailure, path?: string): void {
    this.failures.push({ kind, path });
  }

  /** Invoices received from now on are answered PENDING to this many inquiries before their verdict. */
  answerPendingFor(inquiries: number): void {
    this.pendingInquiries = inquiries;
  }

  /** The next invoices sent are kept as usual but not answered, as when the sender dies after the system took them; resolves once received. */
  loseNextSendAnswer(): Promise<void> {
    return new Promise((resolve) => (this.answerLost = resolve));
  }

  /** Invoices naming this buyer (national ID or economic code) are rejected, as for a buyer the system does not know. */
  refuseBuyer(buyerId: string): void {
    this.unknownBuyers.add(buyerId);
  }

  /** What it was sent, in order. */
  invoices(): KeptInvoice[] {
    return [...this.kept.values()];
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://fake');
    const path = url.pathname.startsWith(API_PATH) ? url.pathname.slice(API_PATH.length) : url.pathname;
    this.requests.push(`${request.method} ${path}`);
    const body = await new Promise<string>((resolve) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });
    const failure = this.failures.findIndex((candidate) => !candidate.path || candidate.path === path);
    if (failure >= 0) {
      const [{ kind }] = this.failures.splice(failure, 1);
      if (kind === 'timeout') return void this.held.add(response);
      const headers: Record<string, string> = kind === '429' ? { 'retry-after': '7' } : {};
      return send(response, Number(kind), { errors: [{ code: `FAKE-${kind}`, message: 'injected' }] }, headers);
    }
    if (request.method === 'GET' && path === '/nonce') return this.nonce(url, response);
    const clientId = await this.authenticated(request, response);
    if (!clientId) return;
    if (request.method === 'GET' && path === '/server-information') return this.serverInformation(response);
    if (request.method === 'POST' && path === '/invoice') return this.receive(clientId, body, response);
    if (request.method === 'GET' && path === '/inquiry-by-reference-id') return this.inquire(clientId, url, response);
    if (request.method === 'GET' && path === '/inquiry-by-uid') return this.inquireByUid(clientId, url, response);
    send(response, 404, { errors: [{ code: 'FAKE-NOT-FOUND', message: `no ${request.method} ${path}` }] });
  }

  private nonce(url: URL, response: ServerResponse): void {
    const timeToLive = Number(url.searchParams.get('timeToLive') ?? 30);
    if (!Number.isInteger(timeToLive) || timeToLive < 10 || timeToLive > 200) {
      return send(response, 400, { errors: [{ code: FAKE_TAXPAYER_CODES.timeToLive, message: 'timeToLive is 10-200' }] });
    }
    const nonce = randomUUID();
    const expires = Date.now() + timeToLive * 1000;
    this.nonces.set(nonce, expires);
    send(response, 200, { nonce, expDate: new Date(expires).toISOString() });
  }

  /** The token's clientId when its signature holds for that client's key and its nonce is fresh (and now spent); else answers 401. */
  private async authenticated(request: IncomingMessage, response: ServerResponse): Promise<string | null> {
    const refuse = (code: string, message: string) => (send(response, 401, { errors: [{ code, message }] }), null);
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!token) return refuse(FAKE_TAXPAYER_CODES.tokenMissing, 'no bearer token');
    let claimed: { clientId?: unknown; nonce?: unknown };
    try {
      claimed = decodeJwt(token);
    } catch {
      return refuse(FAKE_TAXPAYER_CODES.tokenUnreadable, 'the token is no JWS');
    }
    const clientId = typeof claimed.clientId === 'string' ? claimed.clientId : '';
    const key = this.registered.get(clientId);
    if (!key) return refuse(FAKE_TAXPAYER_CODES.clientUnknown, `no key is registered for ${clientId}`);
    try {
      const { protectedHeader } = await compactVerify(token, key, { algorithms: ['RS256'], crit: { sigT: true } });
      if (protectedHeader.typ !== 'jose' || !Array.isArray(protectedHeader.x5c) || !protectedHeader.x5c.length) throw new Error('header');
    } catch {
      return refuse(FAKE_TAXPAYER_CODES.tokenSignature, "the token's signature does not hold for the registered key");
    }
    const nonce = typeof claimed.nonce === 'string' ? claimed.nonce : '';
    const expires = this.nonces.get(nonce);
    this.nonces.delete(nonce);
    if (!expires || expires < Date.now()) return refuse(FAKE_TAXPAYER_CODES.nonceUnknown, 'the nonce is unknown, spent or expired');
    return clientId;
  }

  private serverInformation(response: ServerResponse): void {
    const key = this.keys.publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
    send(response, 200, { serverTime: Date.now(), publicKeys: [{ key, id: this.serverKeyId, algorithm: 'RSA', purpose: 1 }] });
  }

  private async receive(clientId: string, body: string, response: ServerResponse): Promise<void> {
    let packets: unknown;
    try {
      packets = JSON.parse(body);
    } catch {
      packets = null;
    }
    if (!Array.isArray(packets)) {
      return send(response, 400, { errors: [{ code: FAKE_TAXPAYER_CODES.packetsUnreadable, message: 'the body is no list of packets' }] });
    }
    const result = [];
    for (const packet of packets as { payload?: unknown; header?: { requestTraceId?: unknown; fiscalId?: unknown } }[]) {
      const uid = String(packet?.header?.requestTraceId ?? '');
      const fiscalId = String(packet?.header?.fiscalId ?? '');
      if (fiscalId !== clientId || typeof packet.payload !== 'string') {
        result.push({
          uid,
          referenceNumber: null,
          errorCode: FAKE_TAXPAYER_CODES.fiscalIdMismatch,
          errorDetail: 'the packet is not of this client',
        });
        continue;
      }
      const referenceNumber = randomUUID();
      const signerKey = this.registered.get(fiscalId) as KeyObject;
      let verdict = await readPacket(packet.payload, { privateKey: this.keys.privateKey, id: this.serverKeyId }, signerKey, fiscalId);
      if (verdict.ok && this.isAcceptedTaxId(verdict.invoice.header.taxid)) {
        verdict = { ok: false, errors: [{ code: FAKE_TAXPAYER_CODES.duplicateTaxId, message: 'this tax ID was accepted before' }] };
      }
      verdict = withBuyerChecked(verdict, this.unknownBuyers);
      this.kept.set(referenceNumber, { referenceNumber, uid, fiscalId, verdict, pendingLeft: this.pendingInquiries });
      result.push({ uid, referenceNumber, errorCode: null, errorDetail: null });
    }
    const lost = this.answerLost;
    if (lost) {
      this.answerLost = null;
      this.held.add(response);
      return lost();
    }
    send(response, 200, { timestamp: Date.now(), result });
  }

  private isAcceptedTaxId(taxId: string): boolean {
    return [...this.kept.values()].some(({ verdict }) => verdict.ok && verdict.invoice.header.taxid === taxId);
  }

  /** The invoices sent under these trace IDs (uidList), each found by its latest packet, answered as by reference. */
  private inquireByUid(clientId: string, url: URL, response: ServerResponse): void {
    const references = url.searchParams.getAll('uidList').map((uid) => {
      const sent = [...this.kept.values()].filter((invoice) => invoice.uid === uid && invoice.fiscalId === clientId);
      return sent.length ? sent[sent.length - 1].referenceNumber : null;
    });
    send(
      response,
      200,
      this.verdictRows(
        clientId,
        references.filter((reference): reference is string => reference !== null),
      ),
    );
  }

  private inquire(clientId: string, url: URL, response: ServerResponse): void {
    send(response, 200, this.verdictRows(clientId, url.searchParams.getAll('referenceIds')));
  }

  private verdictRows(clientId: string, referenceNumbers: string[]): unknown[] {
    return referenceNumbers.map((referenceNumber) => {
      const invoice = this.kept.get(referenceNumber);
      if (!invoice || invoice.fiscalId !== clientId) return { referenceNumber, uid: null, status: 'NOT_FOUND', data: null };
      const { uid, verdict } = invoice;
      if (invoice.pendingLeft > 0) {
        invoice.pendingLeft -= 1;
        return { referenceNumber, uid, status: 'PENDING', data: null, fiscalId: clientId };
      }
      const data = {
        error: verdict.ok ? [] : verdict.errors.map((error) => ({ ...error, errorType: 'ERROR' })),
        warning: [],
        success: verdict.ok,
      };
      return { referenceNumber, uid, status: verdict.ok ? 'SUCCESS' : 'FAILED', data, fiscalId: clientId };
    });
  }
}

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}
