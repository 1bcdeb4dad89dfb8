import { SignIn } from '../../../src/core/use-cases/account/sign-in';
import { SignUp } from '../../../src/core/use-cases/account/sign-up';
import { VerifySession } from '../../../src/core/use-cases/account/verify-session';
import { SignOut } from '../../../src/core/use-cases/account/sign-out';
import { FakeAccountRepository } from '../../fakes/fake-account-repository';
import { sampleUser } from '../../fakes/sample-data';
import { NETWORK, offline, rejected, session } from './account-session';

describe('signing in', () => {
  it('signs in and stores the user after a start', async () => {
    const accounts = new FakeAccountRepository();
    accounts.signInAnswer = sampleUser();
    const s = session(null);
    const result = await new SignIn(accounts).execute({ email: ' sara@example.com ', password: 'secret pass' }, s.dispatch);
    expect(result).toEqual({ ok: true, value: sampleUser(), message: '' });
    expect(accounts.signInCalls).toEqual([{ email: 'sara@example.com', password: 'secret pass' }]);
    expect(s.events).toEqual(['SIGN_IN_START', 'SIGN_IN_SUCCESS']);
    expect(s.context()).toEqual({ currentUser: sampleUser(), loading: false, error: null });
  });

  it("keeps the server's message on failure, or the network text when no answer came", async () => {
    const accounts = new FakeAccountRepository();
    accounts.signInAnswer = rejected('ایمیل یا رمز عبور نادرست است', 401);
    const s = session(null);
    expect(await new SignIn(accounts).execute({ email: 'a@b.co', password: 'x' }, s.dispatch)).toEqual({
      ok: false,
      message: 'ایمیل یا رمز عبور نادرست است',
    });
    expect(s.context()).toEqual({ currentUser: null, loading: false, error: 'ایمیل یا رمز عبور نادرست است' });

    accounts.signInAnswer = offline();
    expect(await new SignIn(accounts).execute({ email: 'a@b.co', password: 'x' }, s.dispatch)).toEqual({ ok: false, message: NETWORK });
  });

  it('refuses an invalid email or an empty password without calling the server', async () => {
    const accounts = new FakeAccountRepository();
    const s = session(null);
    expect(await new SignIn(accounts).execute({ email: 'sara', password: 'secret pass' }, s.dispatch)).toEqual({
      ok: false,
      message: 'ایمیل معتبر نیست',
    });
    expect(await new SignIn(accounts).execute({ email: 'sara@example.com', password: '' }, s.dispatch)).toEqual({
      ok: false,
      message: 'رمز عبور را وارد کنید',
    });
    expect(accounts.signInCalls).toEqual([]);
    expect(s.events).toEqual([]);
  });
});

describe('signing up', () => {
  it('creates the account and signs the user in', async () => {
    const accounts = new FakeAccountRepository();
    const s = session(null);
    const result = await new SignUp(accounts).execute({ email: 'new@example.com', password: '12345678' }, s.dispatch);
    expect(result.ok).toBe(true);
    expect(s.events).toEqual(['SIGN_IN_START', 'SIGN_IN_SUCCESS']);
    expect(s.context().currentUser?.email).toBe('new@example.com');
  });

  it('refuses a password under 8 or over 128 characters before any call', async () => {
    const accounts = new FakeAccountRepository();
    const s = session(null);
    expect(await new SignUp(accounts).execute({ email: 'new@example.com', password: '1234567' }, s.dispatch)).toEqual({
      ok: false,
      message: 'رمز عبور باید حداقل ۸ کاراکتر باشد',
    });
    expect(await new SignUp(accounts).execute({ email: 'new@example.com', password: 'x'.repeat(129) }, s.dispatch)).toEqual({
      ok: false,
      message: 'رمز عبور نباید بیش از ۱۲۸ کاراکتر باشد',
    });
    expect(accounts.signUpCalls).toEqual([]);
  });

  it("shows the server's message for a taken email", async () => {
    const accounts = new FakeAccountRepository();
    accounts.signUpAnswer = rejected('این ایمیل قبلاً ثبت شده است', 409);
    const s = session(null);
    expect(await new SignUp(accounts).execute({ email: 'taken@example.com', password: '12345678' }, s.dispatch)).toEqual({
      ok: false,
      message: 'این ایمیل قبلاً ثبت شده است',
    });
    expect(s.events).toEqual(['SIGN_IN_START', 'SIGN_IN_FAILURE']);
  });
});

describe('checking the remembered session at start', () => {
  it('signs out locally when the server says nobody is signed in', async () => {
    const accounts = new FakeAccountRepository();
    accounts.meAnswer = null;
    const s = session();
    await new VerifySession(accounts).execute({ remembered: s.context().currentUser, current: () => s.context().currentUser }, s.dispatch);
    expect(s.events).toEqual(['SIGN_OUT_SUCCESS']);
    expect(s.context().currentUser).toBeNull();
  });

  it('refreshes the user the server knows, so a promotion to admin shows', async () => {
    const accounts = new FakeAccountRepository();
    accounts.meAnswer = sampleUser({ isAdmin: true });
    const s = session();
    await new VerifySession(accounts).execute({ remembered: s.context().currentUser, current: () => s.context().currentUser }, s.dispatch);
    expect(s.context().currentUser?.isAdmin).toBe(true);
  });

  it('keeps the remembered user when the server cannot be reached', async () => {
    const accounts = new FakeAccountRepository();
    accounts.meAnswer = offline();
    const s = session();
    await new VerifySession(accounts).execute({ remembered: s.context().currentUser, current: () => s.context().currentUser }, s.dispatch);
    expect(s.events).toEqual([]);
    expect(s.context().currentUser).toEqual(sampleUser());
  });

  it('drops a late answer when the visitor signed out meanwhile', async () => {
    const accounts = new FakeAccountRepository();
    let answer: (user: ReturnType<typeof sampleUser>) => void = () => {};
    accounts.me = () =>
      new Promise((resolve) => {
        answer = resolve;
      });
    const s = session();
    const checking = new VerifySession(accounts).execute(
      { remembered: s.context().currentUser, current: () => s.context().currentUser },
      s.dispatch,
    );
    s.dispatch({ type: 'SIGN_OUT_SUCCESS' });
    answer(sampleUser());
    await checking;
    expect(s.context().currentUser).toBeNull();
  });

  it('asks nothing when no user is remembered', async () => {
    const accounts = new FakeAccountRepository();
    await new VerifySession(accounts).execute({ remembered: null, current: () => null }, session(null).dispatch);
    expect(accounts.meCalls).toBe(0);
  });
});

describe('signing out', () => {
  it('reports success, and only logs a failure', async () => {
    const accounts = new FakeAccountRepository();
    const log: string[] = [];
    expect((await new SignOut(accounts, (line) => log.push(line)).execute()).ok).toBe(true);
    accounts.failSignOut = true;
    expect((await new SignOut(accounts, (line) => log.push(line)).execute()).ok).toBe(false);
    expect(log).toHaveLength(1);
  });
});
