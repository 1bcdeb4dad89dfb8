/**
 * Where the taxpayer system's API v2 answers, and what the module needs to speak to it. The base
 * URL is configuration: production, the sandbox, or in tests a fake (test/fakes/server/tax).
 */
export const TAXPAYER_API_BASE_URLS = {
  production: 'https://tp.tax.gov.ir/requestsmanager/api/v2',
  sandbox: 'https://sandboxrc.tax.gov.ir/requestsmanager/api/v2',
} as const;

export interface TaxpayerSystemConfig {
  /** one of TAXPAYER_API_BASE_URLS, or a fake's address */
  baseUrl: string;
  /** the memory ID (شناسه یکتای حافظه مالیاتی), the API's clientId and fiscalId */
  memoryId: string;
  /** the private key whose certificate is registered for the memory ID, PKCS#8 PEM */
  privateKeyPem: string;
  /** that certificate, base64 DER (PEM armour is taken off), sent in each signature's x5c */
  certificate: string;
  /** how long one request may take, body included; 20 s when not given */
  timeoutMs?: number;
  /** the nonce's life the token is asked for, 10-200 s; 30 when not given */
  nonceTimeToLiveSeconds?: number;
}
