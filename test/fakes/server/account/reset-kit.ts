import { CODE_TTL_MS, hashLinkToken, passwordResetUseCases } from '../../../../server/modules/account';
import { accountKit } from './account-kit';
import { DEMO_SITE_PROFILE } from '../../../../server/seed/demo-site-profile';
import { RecordingMessageSender } from './recording-message-sender';

export const PUBLIC_URL = 'https://moshaver.example';

/** The account kit with password reset and mobile proof on it, its messages recorded instead of sent. */
export function resetKit(now?: string) {
  const kit = accountKit(now);
  const messages = new RecordingMessageSender(PUBLIC_URL);
  const reset = passwordResetUseCases(kit.ports, kit.clock, {
    messages,
    publicUrl: PUBLIC_URL,
    siteName: async () => DEMO_SITE_PROFILE.siteName,
  });
  return {
    ...kit,
    messages,
    reset,
    /** the token of the last reset link e-mailed to this address */
    linkTokenSentTo(email: string): string {
      const body = messages.lastTo(email)?.body ?? '';
      return /[?&]token=([A-Za-z0-9_-]+)/.exec(body)?.[1] ?? '';
    },
    /** the code (Persian digits read back as Latin ones) last texted to this number */
    codeSentTo(mobile: string): string {
      const body = messages.lastTo(mobile)?.body ?? '';
      const persian = /[۰-۹]{6}/.exec(body)?.[0] ?? '';
      return [...persian].map((digit) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(digit))).join('');
    },
    /** a signed-up user whose mobile is proven with the code it was sent */
    async userWithProvenMobile(email: string, mobile: string) {
      const { user, token } = await kit.signUp(email);
      const withMobile = (await kit.useCases.updateProfile.execute({ userId: user.id, changes: { mobile } }))!;
      await reset.sendMobileCode.execute({ user: withMobile, address: kit.newAddress() });
      const proven = await reset.confirmMobile.execute({ user: withMobile, code: this.codeSentTo(mobile) });
      return { user: proven, token };
    },
    codeTtlMs: CODE_TTL_MS,
    hashLinkToken,
  };
}

export type ResetKit = ReturnType<typeof resetKit>;
