import { createPrivateKey, createPublicKey, X509Certificate, type KeyObject } from 'node:crypto';
import type { CertificateReading, KeyReading, TaxCredentialReader } from '../ports/tax-credentials';

/** The taxpayer system signs with RSA keys of 2048 bits or more. */
const MIN_KEY_BITS = 2048;

const spki = (key: KeyObject) => key.export({ type: 'spki', format: 'der' }).toString('base64');

/** node:crypto's reading of a PEM key (PKCS#8 or PKCS#1) and of an X.509 certificate. */
export class CryptoTaxCredentials implements TaxCredentialReader {
  readKey(text: string): KeyReading {
    let key: KeyObject;
    try {
      key = createPrivateKey({ key: text, format: 'pem' });
    } catch {
      // not PEM, a public key, or encrypted with a passphrase the site does not have
      return { kind: 'not-a-key' };
    }
    if (key.asymmetricKeyType !== 'rsa') return { kind: 'not-rsa' };
    if ((key.asymmetricKeyDetails?.modulusLength ?? 0) < MIN_KEY_BITS) return { kind: 'too-short' };
    return { kind: 'key', pkcs8Pem: String(key.export({ type: 'pkcs8', format: 'pem' })), publicKey: spki(createPublicKey(key)) };
  }

  readCertificate(text: string): CertificateReading {
    if (!text.includes('-----BEGIN CERTIFICATE-----')) return { kind: 'not-a-certificate' };
    try {
      const certificate = new X509Certificate(text);
      return {
        kind: 'certificate',
        pem: certificate.toString(),
        publicKey: spki(certificate.publicKey),
        // node writes one attribute a line: one line, as the dashboard shows it
        subject: certificate.subject.split('\n').join(', '),
        expiresAt: new Date(certificate.validTo),
      };
    } catch {
      return { kind: 'not-a-certificate' };
    }
  }
}
