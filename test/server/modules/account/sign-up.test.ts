import { hashSessionToken } from '../../../../server/modules/account';
import { accountKit, type AccountKit } from '../../../fakes/server/account/account-kit';
import { refusalOf } from './refusal-of';

const PASSWORD = 'correct horse 1';

describe('signing up', () => {
  let kit: AccountKit;
  beforeEach(() => {
    kit = accountKit();
  });
  const signUp = (email: string, address = kit.newAddress(), previousToken: string | null = null) =>
    kit.useCases.signUp.execute({ email, password: PASSWORD, address, previousToken });

  it('opens an account with an empty profile, not an admin, and signs its owner in for 30 days', async () => {
    const { user, session } = await signUp('Sara@Example.com');
    expect(user).toEqual({
      id: expect.any(String),
      email: 'Sara@Example.com',
      first_name: '',
      last_name: '',
      bio: '',
      mobile: null,
      mobile_verified: false,
      is_admin: false,
    });
    expect(session.expiresAt).toEqual(new Date(kit.clock.now().getTime() + 30 * 24 * 60 * 60 * 1000));
    expect(await kit.useCases.verifySession.execute(session.token)).toEqual(user);
  });

  it('keeps a hash of the password that checks, never the password, and only the hash of the session token', async () => {
    const { user, session } = await signUp('hash@example.com');
    const stored = kit.users.rows.find((row) => row.user.id === user.id)!;
    expect(stored.passwordHash).not.toContain(PASSWORD);
    expect(await kit.passwordHasher.verify(stored.passwordHash, PASSWORD)).toBe(true);
    expect(kit.sessions.of(user.id).map((row) => row.tokenHash)).toEqual([hashSessionToken(session.token)]);
  });

  it("refuses an email already registered, in another case, with the spec's words, and adds nobody", async () => {
    await signUp('taken@example.com');
    expect(await refusalOf(signUp('  TAKEN@example.com '))).toEqual({ kind: 'conflict', message: 'این ایمیل قبلاً ثبت شده است' });
    expect(kit.users.rows).toHaveLength(1);
  });

  it('ends the session the browser came with', async () => {
    const first = await signUp('first@example.com');
    const second = await signUp('second@example.com', kit.newAddress(), first.session.token);
    expect(await kit.useCases.verifySession.execute(first.session.token)).toBeNull();
    expect(await kit.useCases.verifySession.execute(second.session.token)).toEqual(second.user);
  });

  it('refuses an eleventh account from one address within the hour, naming the minutes left, and takes them again an hour later', async () => {
    const address = '203.0.113.50';
    for (let count = 1; count <= 10; count++) await signUp(`person${count}@example.com`, address);
    expect(await refusalOf(signUp('eleventh@example.com', address))).toEqual({
      kind: 'too-many',
      message: 'تعداد ثبت‌نام‌ها از این نشانی بیش از حد مجاز است؛ ۶۰ دقیقه دیگر دوباره تلاش کنید',
      retryAfterSeconds: 60 * 60,
    });
    expect(kit.users.rows).toHaveLength(10);

    await signUp('elsewhere@example.com', '203.0.113.51');
    kit.clock.advance(60 * 60 * 1000);
    await signUp('eleventh@example.com', address);
  });

  it('does not count a refused sign-up against the address', async () => {
    const address = '203.0.113.60';
    await signUp('once@example.com', address);
    for (let attempt = 0; attempt < 12; attempt++) await refusalOf(signUp('once@example.com', address));
    for (let count = 2; count <= 10; count++) await signUp(`more${count}@example.com`, address);
    expect(kit.users.rows).toHaveLength(10);
  });
});
