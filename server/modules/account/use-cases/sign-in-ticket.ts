import type { AuthSecrets } from '../ports/auth-secrets';

const PURPOSE = 'sign-in-ticket';
/** how long the code step may take after the right password */
export const SIGN_IN_TICKET_TTL_MS = 5 * 60 * 1000;

/** The right password was given for this account from this device: what the code step goes on with. */
export interface SignInTicket {
  email: string;
  device: string | null;
  expiresAt: number;
}

/** A signed ticket the browser carries from the password step to the code step (no state kept). */
export async function issueSignInTicket(secrets: AuthSecrets, ticket: SignInTicket): Promise<string> {
  const body = Buffer.from(JSON.stringify(ticket)).toString('base64url');
  return `${body}.${await secrets.mac(PURPOSE, body)}`;
}

/** The ticket's contents when it is genuine and not yet expired; else null. */
export async function readSignInTicket(secrets: AuthSecrets, ticket: string, now: Date): Promise<SignInTicket | null> {
  const [body, signature, ...rest] = ticket.split('.');
  if (!body || rest.length > 0 || signature !== (await secrets.mac(PURPOSE, body))) return null;
  try {
    const parsed = JSON.parse(Buffer.from(body, 'base64url').toString()) as SignInTicket;
    return parsed.expiresAt > now.getTime() ? parsed : null;
  } catch {
    return null;
  }
}
