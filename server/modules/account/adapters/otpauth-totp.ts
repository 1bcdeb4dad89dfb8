import { Secret, TOTP } from 'otpauth';
import type { TotpMethod } from '../ports/totp-method';

const ISSUER = 'Moshaver';
const PERIOD_S = 30;

/** TOTP through otpauth (SHA-1, 6 digits, 30 s, as every authenticator app reads it), its QR code through qrcode. */
export class OtpauthTotp implements TotpMethod {
  newSecret(): string {
    return new Secret({ size: 20 }).base32;
  }

  async enrolment(secret: string, account: string): Promise<{ uri: string; qrSvg: string }> {
    const uri = this.totp(secret, account).toString();
    // qrcode is loaded on the first enrolment, not by every start of the server
    const { default: QRCode } = await import('qrcode');
    return { uri, qrSvg: await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }) };
  }

  stepOf(secret: string, code: string, now: Date): number | null {
    if (!/^\d{6}$/.test(code)) return null;
    const delta = this.totp(secret, '').validate({ token: code, timestamp: now.getTime(), window: 1 });
    return delta === null ? null : Math.floor(now.getTime() / 1000 / PERIOD_S) + delta;
  }

  private totp(secret: string, label: string): TOTP {
    return new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD_S, secret: Secret.fromBase32(secret) });
  }
}
