import { CompactEncrypt, CompactSign, importPKCS8, importSPKI, type CryptoKey } from 'jose';
import type {
  InvoicePacket,
  InvoiceVerdict,
  SentInvoice,
  ServerPublicKey,
  TaxInvoiceDocument,
  TaxpayerAnswer,
  TaxpayerError,
  TaxpayerFailure,
  TaxpayerNonce,
  TaxpayerSystem,
} from '../ports/tax-invoices-ports';
import type { TaxpayerSystemConfig } from '../taxpayer-api';
import { answerRows, errorsIn, isRecord, text, verdictOf } from './jose-taxpayer-answers';

/**
 * The taxpayer system's API v2 through jose (JWS and JWE) and the global fetch. The contract was
 * read (not copied) from maintained clients of the same API: imantalebi/moadian (TypeScript on
 * jose), deriszadeh/moadian-php-sdk and a Python client on httpx:
 * - GET /nonce?timeToLive= (no token) answers { nonce, expDate };
 * - a token is a compact JWS, RS256, header { alg, typ: 'jose', x5c: [certificate], sigT, crit:
 *   ['sigT'], cty: 'text/plain' }, payload { nonce, clientId }, sent as `Authorization: Bearer`;
 *   a nonce is spent by one request, so every request signs a token of its own;
 * - GET /server-information answers { publicKeys: [{ key (base64 SPKI), id, algorithm }] };
 * - an invoice { header, body, payments } is signed as the token is, and that JWS is encrypted
 *   (RSA-OAEP-256, A256GCM, kid: the key's id) for a server key; POST /invoice takes
 *   [{ payload, header: { requestTraceId, fiscalId } }] and answers { result: [{ uid,
 *   referenceNumber, errorCode, errorDetail }] };
 * - GET /inquiry-by-uid?uidList=…&fiscalId=… answers the same rows for the trace IDs sent;
 * - GET /inquiry-by-reference-id?referenceIds=…&referenceIds=… answers [{ referenceNumber, uid,
 *   status: SUCCESS | FAILED | PENDING | IN_PROGRESS | NOT_FOUND, data: { error, warning } }];
 * - a refusal carries { errors: [{ code, message }] }.
 */
const DEFAULT_TIMEOUT_MS = 20_000;
const DEFAULT_NONCE_LIFE_SECONDS = 30;

const failed = (failure: TaxpayerFailure): { ok: false; failure: TaxpayerFailure } => ({ ok: false, failure });

/** A certificate as x5c wants it: base64 DER, without PEM armour or line breaks. */
function bareCertificate(certificate: string): string {
  return certificate.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');
}

export class JoseTaxpayerSystem implements TaxpayerSystem {
  private readonly baseUrl: string;
  private readonly certificate: string;
  private privateKey: Promise<CryptoKey | null> | undefined;

  constructor(private readonly config: TaxpayerSystemConfig) {
    this.baseUrl = config.baseUrl.replace(/\/+$/, '');
    this.certificate = bareCertificate(config.certificate);
  }

  async nonce(): Promise<TaxpayerAnswer<TaxpayerNonce>> {
    const timeToLive = String(this.config.nonceTimeToLiveSeconds ?? DEFAULT_NONCE_LIFE_SECONDS);
    const answer = await this.request('GET', '/nonce', { query: [['timeToLive', timeToLive]] });
    if (!answer.ok) return answer;
    if (!isRecord(answer.value) || !text(answer.value.nonce)) return failed({ kind: 'transient', reason: 'unreadable-answer' });
    return { ok: true, value: { nonce: text(answer.value.nonce), expDate: text(answer.value.expDate) } };
  }

  async token(): Promise<TaxpayerAnswer<string>> {
    const nonce = await this.nonce();
    if (!nonce.ok) return nonce;
    return this.sign({ nonce: nonce.value.nonce, clientId: this.config.memoryId });
  }

  async serverPublicKeys(): Promise<TaxpayerAnswer<ServerPublicKey[]>> {
    const answer = await this.signedRequest('GET', '/server-information', {});
    if (!answer.ok) return answer;
    if (!isRecord(answer.value) || !Array.isArray(answer.value.publicKeys))
      return failed({ kind: 'transient', reason: 'unreadable-answer' });
    const keys = answer.value.publicKeys
      .filter(isRecord)
      .map((key) => ({ id: text(key.id), key: text(key.key), algorithm: text(key.algorithm) }))
      .filter((key) => key.id && key.key);
    return { ok: true, value: keys };
  }

  async packInvoice(invoice: TaxInvoiceDocument, serverKey: ServerPublicKey, uid: string): Promise<TaxpayerAnswer<InvoicePacket>> {
    const signed = await this.sign(invoice);
    if (!signed.ok) return signed;
    let payload: string;
    try {
      if (serverKey.algorithm.toUpperCase() !== 'RSA') throw new Error(`server key algorithm ${serverKey.algorithm}`);
      const publicKey = await importSPKI(`-----BEGIN PUBLIC KEY-----\n${serverKey.key}\n-----END PUBLIC KEY-----`, 'RSA-OAEP-256');
      payload = await new CompactEncrypt(new TextEncoder().encode(signed.value))
        .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid: serverKey.id })
        .encrypt(publicKey);
    } catch {
      // not RSA, not a key, or one jose will not use (under 2048 bits)
      return failed({ kind: 'configuration', reason: 'server-key-unusable', errors: [] });
    }
    return { ok: true, value: { uid, fiscalId: this.config.memoryId, payload } };
  }

  async sendInvoices(packets: readonly InvoicePacket[]): Promise<TaxpayerAnswer<SentInvoice[]>> {
    const body = packets.map((packet) => ({ payload: packet.payload, header: { requestTraceId: packet.uid, fiscalId: packet.fiscalId } }));
    const answer = await this.signedRequest('POST', '/invoice', { body });
    if (!answer.ok) return answer;
    const rows = isRecord(answer.value) && Array.isArray(answer.value.result) ? answer.value.result.filter(isRecord) : null;
    if (!rows) return failed({ kind: 'transient', reason: 'unreadable-answer' });
    return {
      ok: true,
      value: packets.map((packet) => {
        const row = rows.find((candidate) => text(candidate.uid) === packet.uid);
        const errorCode = text(row?.errorCode);
        const errors = [...(errorCode ? [{ code: errorCode, message: text(row?.errorDetail) }] : []), ...errorsIn(row?.errors)];
        return { uid: packet.uid, referenceNumber: text(row?.referenceNumber) || null, errors };
      }),
    };
  }

  async inquireByReference(referenceNumbers: readonly string[]): Promise<TaxpayerAnswer<InvoiceVerdict[]>> {
    if (referenceNumbers.length === 0) return { ok: true, value: [] };
    const query = referenceNumbers.map((reference): [string, string] => ['referenceIds', reference]);
    const answer = await this.signedRequest('GET', '/inquiry-by-reference-id', { query });
    if (!answer.ok) return answer;
    const rows = answerRows(answer.value);
    if (!rows) return failed({ kind: 'transient', reason: 'unreadable-answer' });
    return { ok: true, value: rows.map(verdictOf) };
  }

  async inquireByUid(uids: readonly string[]): Promise<TaxpayerAnswer<InvoiceVerdict[]>> {
    if (uids.length === 0) return { ok: true, value: [] };
    const query: [string, string][] = [...uids.map((uid): [string, string] => ['uidList', uid]), ['fiscalId', this.config.memoryId]];
    const answer = await this.signedRequest('GET', '/inquiry-by-uid', { query });
    if (!answer.ok) return answer;
    const rows = Array.isArray(answer.value)
      ? answer.value
      : isRecord(answer.value) && Array.isArray(answer.value.result)
        ? answer.value.result
        : null;
    if (!rows) return failed({ kind: 'transient', reason: 'unreadable-answer' });
    return {
      ok: true,
      value: rows
        .filter(isRecord)
        .map(verdictOf)
        .filter((verdict) => verdict.status !== 'not-found'),
    };
  }

  /** `payload` as JSON, signed as the system wants: RS256 with x5c, sigT and crit. */
  private async sign(payload: unknown): Promise<TaxpayerAnswer<string>> {
    this.privateKey ??= importPKCS8(this.config.privateKeyPem, 'RS256').catch(() => null);
    const key = await this.privateKey;
    if (!key) return failed({ kind: 'configuration', reason: 'private-key-unusable', errors: [] });
    const header = {
      alg: 'RS256',
      typ: 'jose',
      x5c: [this.certificate],
      sigT: new Date().toISOString(),
      crit: ['sigT'],
      cty: 'text/plain',
    };
    try {
      const jws = await new CompactSign(new TextEncoder().encode(JSON.stringify(payload)))
        .setProtectedHeader(header)
        .sign(key, { crit: { sigT: true } });
      return { ok: true, value: jws };
    } catch {
      // an RSA key jose will not sign with (under 2048 bits)
      return failed({ kind: 'configuration', reason: 'private-key-unusable', errors: [] });
    }
  }

  private async signedRequest(
    method: 'GET' | 'POST',
    path: string,
    options: { query?: [string, string][]; body?: unknown },
  ): Promise<TaxpayerAnswer<unknown>> {
    const token = await this.token();
    if (!token.ok) return token;
    return this.request(method, path, { ...options, token: token.value });
  }

  /** One request within the timeout, its failure sorted by what to do about it. */
  private async request(
    method: 'GET' | 'POST',
    path: string,
    options: { query?: [string, string][]; body?: unknown; token?: string },
  ): Promise<TaxpayerAnswer<unknown>> {
    const url = new URL(this.baseUrl + path);
    for (const [name, value] of options.query ?? []) url.searchParams.append(name, value);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.config.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    const sent = options.body === undefined ? undefined : JSON.stringify(options.body);
    let status: number;
    let body: string;
    let retryAfter: string | null;
    try {
      const response = await fetch(url, { method, headers, body: sent, signal: controller.signal });
      status = response.status;
      retryAfter = response.headers.get('retry-after');
      body = await response.text();
    } catch {
      return failed({ kind: 'transient', reason: controller.signal.aborted ? 'timeout' : 'network' });
    } finally {
      clearTimeout(timer);
    }
    let parsed: unknown = null;
    try {
      parsed = body ? JSON.parse(body) : null;
    } catch {
      parsed = undefined;
    }
    if (status >= 200 && status < 300)
      return parsed === undefined ? failed({ kind: 'transient', reason: 'unreadable-answer', status }) : { ok: true, value: parsed };
    const errors = errorsIn(isRecord(parsed) ? (parsed.errors ?? parsed.error) : undefined);
    if (status === 401 || status === 403) return failed({ kind: 'configuration', reason: 'token-refused', status, errors });
    if (status === 429) {
      const seconds = Number(retryAfter);
      return failed({
        kind: 'transient',
        reason: 'busy',
        status,
        ...(Number.isFinite(seconds) && seconds > 0 ? { retryAfterSeconds: seconds } : {}),
      });
    }
    if (status >= 500) return failed({ kind: 'transient', reason: 'server-error', status });
    return failed({ kind: 'rejected', status, errors });
  }
}
