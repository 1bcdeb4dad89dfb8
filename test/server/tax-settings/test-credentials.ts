import { execFileSync } from 'node:child_process';
import { createPrivateKey, generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A private key and the certificate made for it, both PEM, as the consultant would upload them. */
export interface TestCredentials {
  privateKey: string;
  certificate: string;
}

/**
 * A fresh RSA 2048 key and a self-signed X.509 certificate for it (subject CN=<name>, 30 days),
 * made by openssl in a scratch folder: node:crypto reads certificates but cannot make one.
 */
export function opensslCredentials(name = 'test'): TestCredentials {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tax-credentials-'));
  try {
    const keyout = path.join(dir, 'key.pem');
    const out = path.join(dir, 'certificate.pem');
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-subj', `/CN=${name}`, '-days', '30', '-keyout', keyout, '-out', out],
      {
        stdio: 'ignore',
      },
    );
    return { privateKey: fs.readFileSync(keyout, 'utf8'), certificate: fs.readFileSync(out, 'utf8') };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The same key in the older PKCS#1 form («BEGIN RSA PRIVATE KEY»), as some tools write it. */
export function asPkcs1(privateKey: string): string {
  return String(createPrivateKey(privateKey).export({ type: 'pkcs1', format: 'pem' }));
}

/** Keys the system does not take: RSA of 1024 bits, and an elliptic-curve key. */
export function refusedKeys() {
  const short = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey;
  const ec = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey;
  return {
    short: String(short.export({ type: 'pkcs8', format: 'pem' })),
    ec: String(ec.export({ type: 'pkcs8', format: 'pem' })),
  };
}

/** The base64 body of a PEM text, its secret part, to look for in answers and logs. */
export function pemBody(pem: string): string[] {
  return pem
    .split('\n')
    .filter((line) => line && !line.startsWith('-----'))
    .slice(0, 3);
}
