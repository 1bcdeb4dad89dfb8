import { createSessionStore, type SessionEvent } from '../../../src/core/stores/session-store';
import { AccountRequestError } from '../../../src/core/ports/account-repository';
import { SignIn } from '../../../src/core/use-cases/sign-in';
import { SignUp } from '../../../src/core/use-cases/sign-up';
import { UpdateProfile } from '../../../src/core/use-cases/update-profile';
import { DeleteAccount } from '../../../src/core/use-cases/delete-account';
import { VerifySession } from '../../../src/core/use-cases/verify-session';
import { SignOut } from '../../../src/core/use-cases/sign-out';
import { changedProfileFields } from '../../../src/core/domain/account-rules';
import { MOBILE_MESSAGES } from '../../../src/core/domain/mobile-number';
import { FakeAccountRepository } from '../../fakes/fake-account-repository';
import { sampleUser } from '../../fakes/sample-data';

const NETWORK = 'خطای شبکه! لطفاً دوباره تلاش کنید.';
const GENERIC = 'خطایی رخ داده است';

/** A real session store whose events are also recorded, to check their order. */
function session(currentUser = sampleUser() as ReturnType<typeof sampleUser> | null) {
  const store = createSessionStore({ currentUser });
  const events: SessionEvent['type'][] = [];
  const dispatch = (event: SessionEvent) => {
    events.push(event.type);
    store.dispatch(event);
  };
  return { events, dispatch, context: () => store.get() };
}

const rejected = (message: string, status = 400) => new AccountRequestError('rejected', message, status);
const offline = () => new AccountRequestError('network', '');

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

  it('keeps the server\'s message on failure, or the network text when no answer came', async () => {
    const accounts = new FakeAccountRepository();
    accounts.signInAnswer = rejected('ایمیل یا رمز عبور نادرست است', 401);
    const s = session(null);
    expect(await new SignIn(accounts).execute({ email: 'a@b.co', password: 'x' }, s.dispatch)).toEqual({ ok: false, message: 'ایمیل یا رمز عبور نادرست است' });
    expect(s.context()).toEqual({ currentUser: null, loading: false, error: 'ایمیل یا رمز عبور نادرست است' });

    accounts.signInAnswer = offline();
    expect(await new SignIn(accounts).execute({ email: 'a@b.co', password: 'x' }, s.dispatch)).toEqual({ ok: false, message: NETWORK });
  });

  it('refuses an invalid email or an empty password without calling the server', async () => {
    const accounts = new FakeAccountRepository();
    const s = session(null);
    expect(await new SignIn(accounts).execute({ email: 'sara', password: 'secret pass' }, s.dispatch)).toEqual({ ok: false, message: 'ایمیل معتبر نیست' });
    expect(await new SignIn(accounts).execute({ email: 'sara@example.com', password: '' }, s.dispatch)).toEqual({ ok: false, message: 'رمز عبور را وارد کنید' });
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
    expect(await new SignUp(accounts).execute({ email: 'new@example.com', password: '1234567' }, s.dispatch)).toEqual({ ok: false, message: 'رمز عبور باید حداقل ۸ کاراکتر باشد' });
    expect(await new SignUp(accounts).execute({ email: 'new@example.com', password: 'x'.repeat(129) }, s.dispatch)).toEqual({ ok: false, message: 'رمز عبور نباید بیش از ۱۲۸ کاراکتر باشد' });
    expect(accounts.signUpCalls).toEqual([]);
  });

  it('shows the server\'s message for a taken email', async () => {
    const accounts = new FakeAccountRepository();
    accounts.signUpAnswer = rejected('این ایمیل قبلاً ثبت شده است', 409);
    const s = session(null);
    expect(await new SignUp(accounts).execute({ email: 'taken@example.com', password: '12345678' }, s.dispatch)).toEqual({ ok: false, message: 'این ایمیل قبلاً ثبت شده است' });
    expect(s.events).toEqual(['SIGN_IN_START', 'SIGN_IN_FAILURE']);
  });
});

describe('updating the profile', () => {
  const form = (overrides = {}) => ({ email: 'sara@example.com', firstName: 'سارا', lastName: 'احمدی', bio: 'مدیر مالی', mobile: '09121234567', ...overrides });

  it('finds only the fields that changed, ignoring surrounding spaces', () => {
    expect(changedProfileFields(sampleUser(), form())).toEqual({});
    expect(changedProfileFields(sampleUser(), form({ firstName: ' سارا ', bio: 'حسابرس ' }))).toEqual({ bio: 'حسابرس' });
    expect(changedProfileFields(sampleUser({ lastName: '' }), form({ lastName: 'کریمی', email: 'new@example.com' }))).toEqual({ lastName: 'کریمی', email: 'new@example.com' });
  });

  it('refuses an unchanged form with \'هیچ تغییر اعمال نشده است\' and calls nobody', async () => {
    const accounts = new FakeAccountRepository();
    const s = session();
    expect(await new UpdateProfile(accounts).execute({ user: sampleUser(), form: form({ firstName: 'سارا  ' }) }, s.dispatch)).toEqual({ ok: false, message: 'هیچ تغییر اعمال نشده است' });
    expect(accounts.updateCalls).toEqual([]);
    expect(s.events).toEqual([]);
  });

  it('sends only the changed fields and stores the updated user', async () => {
    const accounts = new FakeAccountRepository();
    accounts.lastUser = sampleUser();
    const s = session();
    const result = await new UpdateProfile(accounts).execute({ user: sampleUser(), form: form({ bio: 'حسابرس ارشد' }) }, s.dispatch);
    expect(accounts.updateCalls).toEqual([{ userId: 'u-1', changes: { bio: 'حسابرس ارشد' } }]);
    expect(result).toEqual({ ok: true, value: sampleUser({ bio: 'حسابرس ارشد' }), message: '' });
    expect(s.events).toEqual(['UPDATE_START', 'UPDATE_SUCCESS']);
    expect(s.context().currentUser).toEqual(sampleUser({ bio: 'حسابرس ارشد' }));
  });

  it.each([
    ['the server\'s message', rejected('این ایمیل قبلاً ثبت شده است', 409), 'این ایمیل قبلاً ثبت شده است'],
    ['\'خطایی رخ داده است\' when the server gave no message', rejected('', 500), GENERIC],
    ['\'خطایی رخ داده است\' for an unexpected failure', new Error('boom'), GENERIC],
    ['the network text when no answer came', offline(), NETWORK],
  ])('shows %s on failure and keeps the user', async (_case, failure, text) => {
    const accounts = new FakeAccountRepository();
    accounts.updateFailure = failure;
    const s = session();
    expect(await new UpdateProfile(accounts).execute({ user: sampleUser(), form: form({ firstName: 'سارا جان' }) }, s.dispatch)).toEqual({ ok: false, message: text });
    expect(s.context()).toEqual({ currentUser: sampleUser(), loading: false, error: text });
  });

  it('reads a mobile number in its stored form: shown in Persian digits it is no change, typed otherwise it is sent as 09xxxxxxxxx', () => {
    expect(changedProfileFields(sampleUser(), form({ mobile: '۰۹۱۲۱۲۳۴۵۶۷' }))).toEqual({});
    expect(changedProfileFields(sampleUser(), form({ mobile: '+98 935 111 2233' }))).toEqual({ mobile: '09351112233' });
    expect(changedProfileFields(sampleUser(), form({ mobile: '' }))).toEqual({ mobile: '' });
  });

  it('refuses a wrong mobile number with the shared Persian message before any call', async () => {
    const accounts = new FakeAccountRepository();
    const s = session();
    expect(await new UpdateProfile(accounts).execute({ user: sampleUser(), form: form({ mobile: '0912123' }) }, s.dispatch)).toEqual({ ok: false, message: MOBILE_MESSAGES.invalid });
    expect(accounts.updateCalls).toEqual([]);
  });

  it('refuses an invalid new email before any call', async () => {
    const accounts = new FakeAccountRepository();
    const s = session();
    expect(await new UpdateProfile(accounts).execute({ user: sampleUser(), form: form({ email: 'broken' }) }, s.dispatch)).toEqual({ ok: false, message: 'ایمیل معتبر نیست' });
    expect(accounts.updateCalls).toEqual([]);
  });
});

describe('deleting the account', () => {
  it('deletes it and signs the user out of the client state', async () => {
    const accounts = new FakeAccountRepository();
    const s = session();
    expect(await new DeleteAccount(accounts).execute('u-1', s.dispatch)).toEqual({ ok: true, value: undefined, message: '' });
    expect(accounts.deleteCalls).toEqual(['u-1']);
    expect(s.events).toEqual(['DELETE_USER_START', 'DELETE_USER_SUCCESS']);
    expect(s.context().currentUser).toBeNull();
  });

  it('stores the server\'s message as the profile\'s error and keeps the user on failure', async () => {
    const accounts = new FakeAccountRepository();
    accounts.deleteFailure = rejected('اجازه انجام این کار را ندارید', 403);
    const s = session();
    expect(await new DeleteAccount(accounts).execute('u-1', s.dispatch)).toEqual({ ok: false, message: 'اجازه انجام این کار را ندارید' });
    expect(s.context()).toEqual({ currentUser: sampleUser(), loading: false, error: 'اجازه انجام این کار را ندارید' });
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
    accounts.me = () => new Promise((resolve) => { answer = resolve; });
    const s = session();
    const checking = new VerifySession(accounts).execute({ remembered: s.context().currentUser, current: () => s.context().currentUser }, s.dispatch);
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
