import { accountKit, type AccountKit } from '../../../fakes/server/account/account-kit';
import { refusalOf } from './refusal-of';

const PASSWORD = 'correct horse 1';
const WRONG = { kind: 'wrong-credentials', message: 'ایمیل یا رمز عبور نادرست است' };
const TOO_MANY = (minutes: string) => `تعداد تلاش‌های ناموفق ورود بیش از حد مجاز است؛ ${minutes} دقیقه دیگر دوباره تلاش کنید`;
const SHUT = (minutes: string) =>
  `ورود به این حساب از دستگاه‌های تازه به‌خاطر تلاش‌های ناموفق بسیار بسته شد؛ از دستگاهی که پیش‌تر با آن وارد شده‌اید وارد شوید یا ${minutes} دقیقه دیگر دوباره تلاش کنید`;

describe('signing in', () => {
  let kit: AccountKit;
  beforeEach(() => {
    kit = accountKit();
  });
  const signIn = (email: string, password = PASSWORD, address = '198.51.100.1', previousToken: string | null = null) =>
    kit.useCases.signIn.execute({ email, password, address, previousToken });

  it('lets the owner in with the right password in any email case, with a new session', async () => {
    const { user, token } = await kit.signUp('sara@example.com');
    const entered = await signIn('SARA@Example.com');
    expect(entered.user).toEqual(user);
    expect(entered.session.token).not.toBe(token);
    expect(await kit.useCases.verifySession.execute(entered.session.token)).toEqual(user);
  });

  it('refuses a wrong password with the same words as an unknown e-mail, each after one password check', async () => {
    await kit.signUp('sara@example.com');
    const before = kit.passwordHasher.checks;
    expect(await refusalOf(signIn('sara@example.com', 'wrong password'))).toEqual(WRONG);
    expect(await refusalOf(signIn('nobody@example.com'))).toEqual(WRONG);
    expect(kit.passwordHasher.checks - before).toBe(2);
  });

  it('ends the session the browser came with', async () => {
    const { token: old } = await kit.signUp('sara@example.com');
    const entered = await signIn('sara@example.com', PASSWORD, '198.51.100.1', old);
    expect(await kit.useCases.verifySession.execute(old)).toBeNull();
    expect(await kit.useCases.verifySession.execute(entered.session.token)).not.toBeNull();
  });

  it('refuses a sixth try from unknown devices after five failures for an email within 15 minutes, even with the right password, then lets it in', async () => {
    await kit.signUp('sara@example.com');
    for (let attempt = 0; attempt < 5; attempt++) expect(await refusalOf(signIn('sara@example.com', 'wrong password'))).toEqual(WRONG);
    expect(await refusalOf(signIn('SARA@example.com', PASSWORD, '198.51.100.2'))).toEqual({
      kind: 'too-many',
      message: SHUT('۱۵'),
      retryAfterSeconds: 15 * 60,
    });

    kit.clock.advance(10 * 60 * 1000);
    expect(await refusalOf(signIn('sara@example.com'))).toMatchObject({ message: SHUT('۵'), retryAfterSeconds: 5 * 60 });
    kit.clock.advance(5 * 60 * 1000);
    await signIn('sara@example.com');
  });

  it('forgives an email its earlier mistakes once the right password is given', async () => {
    await kit.signUp('sara@example.com');
    for (let attempt = 0; attempt < 4; attempt++) await refusalOf(signIn('sara@example.com', 'wrong password', kit.newAddress()));
    await signIn('sara@example.com');
    for (let attempt = 0; attempt < 4; attempt++) await refusalOf(signIn('sara@example.com', 'wrong password', kit.newAddress()));
    await signIn('sara@example.com');
  });

  it("refuses sign-ins from an address after 100 failures across many emails (a carrier's shared address holds many people), while other addresses still get in", async () => {
    await kit.signUp('sara@example.com');
    const address = '203.0.113.7';
    for (let attempt = 0; attempt < 100; attempt++)
      expect(await refusalOf(signIn(`guess${attempt}@example.com`, 'wrong password', address))).toEqual(WRONG);
    expect(await refusalOf(signIn('sara@example.com', PASSWORD, address))).toMatchObject({ kind: 'too-many', message: TOO_MANY('۱۵') });
    await signIn('sara@example.com', PASSWORD, '198.51.100.2');
  });
});
