/** A private key as read: its PKCS#8 PEM and its public half (SPKI DER, base64), or why it is not one the system takes. */
export type KeyReading = { kind: 'key'; pkcs8Pem: string; publicKey: string } | { kind: 'not-a-key' | 'not-rsa' | 'too-short' };

/** A certificate as read: its PEM, its public key (SPKI DER, base64), its subject and expiry; or not one. */
export type CertificateReading =
  { kind: 'certificate'; pem: string; publicKey: string; subject: string; expiresAt: Date } | { kind: 'not-a-certificate' };

/** Reads the key and certificate the consultant registered with the taxpayer system, as pasted or uploaded (PEM). */
export interface TaxCredentialReader {
  /** an unencrypted RSA private key of at least 2048 bits */
  readKey(text: string): KeyReading;
  /** an X.509 certificate */
  readCertificate(text: string): CertificateReading;
}

/**
 * Seals the key and certificate under the server's secret (AUTH_SECRET) and opens them again; a
 * seal is bound to its field, and `open` answers null for one that does not open.
 */
export interface KeySealer {
  seal(field: string, secret: string): Promise<string>;
  open(field: string, sealed: string): Promise<string | null>;
}
