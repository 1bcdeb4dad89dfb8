/** Time-based one-time codes (RFC 6238: 6 digits, 30-second steps), as an authenticator app shows them. */
export interface TotpMethod {
  /** a new random secret, in base32 as people type it into an app */
  newSecret(): string;
  /** the otpauth:// address an app reads, and its QR code as an SVG picture */
  enrolment(secret: string, account: string): Promise<{ uri: string; qrSvg: string }>;
  /** the 30-second step whose code `code` is, within one step either side of `now`; null when it is none of them */
  stepOf(secret: string, code: string, now: Date): number | null;
}
