/** The admin's second factor (TOTP): what the sign-in and the profile say about it. */

/** The sign-in's answer when the password was right and a code from the authenticator app comes next. */
export interface CodeNeeded {
  codeNeeded: true;
  /** carried to the code step; it says the password was right, for a few minutes */
  ticket: string;
}

export function isCodeNeeded(value: unknown): value is CodeNeeded {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as Partial<CodeNeeded>).codeNeeded === true &&
    typeof (value as CodeNeeded).ticket === 'string'
  );
}

/** A new secret for the app, shown once: as text, as its otpauth:// address, and as a QR code (an SVG picture the server drew). */
export interface TotpEnrolment {
  secret: string;
  uri: string;
  qrSvg: string;
}

export interface SecondFactorState {
  on: boolean;
}

export const SECOND_FACTOR_MESSAGES = {
  ticketMissing: 'دوباره با ایمیل و رمز عبور وارد شوید',
} as const;
