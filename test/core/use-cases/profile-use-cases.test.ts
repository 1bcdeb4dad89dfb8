import { UpdateProfile } from '../../../src/core/use-cases/account/update-profile';
import { DeleteAccount } from '../../../src/core/use-cases/account/delete-account';
import { changedProfileFields } from '../../../src/core/domain/account-rules';
import { MOBILE_MESSAGES } from '../../../src/core/domain/mobile-number';
import { FakeAccountRepository } from '../../fakes/fake-account-repository';
import { sampleUser } from '../../fakes/sample-data';
import { GENERIC, NETWORK, offline, rejected, session } from './account-session';

describe('updating the profile', () => {
  const form = (overrides = {}) => ({
    email: 'sara@example.com',
    firstName: 'سارا',
    lastName: 'احمدی',
    bio: 'مدیر مالی',
    mobile: '09121234567',
    ...overrides,
  });

  it('finds only the fields that changed, ignoring surrounding spaces', () => {
    expect(changedProfileFields(sampleUser(), form())).toEqual({});
    expect(changedProfileFields(sampleUser(), form({ firstName: ' سارا ', bio: 'حسابرس ' }))).toEqual({ bio: 'حسابرس' });
    expect(changedProfileFields(sampleUser({ lastName: '' }), form({ lastName: 'کریمی', email: 'new@example.com' }))).toEqual({
      lastName: 'کریمی',
      email: 'new@example.com',
    });
  });

  it("refuses an unchanged form with 'هیچ تغییر اعمال نشده است' and calls nobody", async () => {
    const accounts = new FakeAccountRepository();
    const s = session();
    expect(await new UpdateProfile(accounts).execute({ user: sampleUser(), form: form({ firstName: 'سارا  ' }) }, s.dispatch)).toEqual({
      ok: false,
      message: 'هیچ تغییر اعمال نشده است',
    });
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
    ["the server's message", rejected('این ایمیل قبلاً ثبت شده است', 409), 'این ایمیل قبلاً ثبت شده است'],
    ["'خطایی رخ داده است' when the server gave no message", rejected('', 500), GENERIC],
    ["'خطایی رخ داده است' for an unexpected failure", new Error('boom'), GENERIC],
    ['the network text when no answer came', offline(), NETWORK],
  ])('shows %s on failure and keeps the user', async (_case, failure, text) => {
    const accounts = new FakeAccountRepository();
    accounts.updateFailure = failure;
    const s = session();
    expect(await new UpdateProfile(accounts).execute({ user: sampleUser(), form: form({ firstName: 'سارا جان' }) }, s.dispatch)).toEqual({
      ok: false,
      message: text,
    });
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
    expect(await new UpdateProfile(accounts).execute({ user: sampleUser(), form: form({ mobile: '0912123' }) }, s.dispatch)).toEqual({
      ok: false,
      message: MOBILE_MESSAGES.invalid,
    });
    expect(accounts.updateCalls).toEqual([]);
  });

  it('refuses an invalid new email before any call', async () => {
    const accounts = new FakeAccountRepository();
    const s = session();
    expect(await new UpdateProfile(accounts).execute({ user: sampleUser(), form: form({ email: 'broken' }) }, s.dispatch)).toEqual({
      ok: false,
      message: 'ایمیل معتبر نیست',
    });
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

  it("stores the server's message as the profile's error and keeps the user on failure", async () => {
    const accounts = new FakeAccountRepository();
    accounts.deleteFailure = rejected('اجازه انجام این کار را ندارید', 403);
    const s = session();
    expect(await new DeleteAccount(accounts).execute('u-1', s.dispatch)).toEqual({ ok: false, message: 'اجازه انجام این کار را ندارید' });
    expect(s.context()).toEqual({ currentUser: sampleUser(), loading: false, error: 'اجازه انجام این کار را ندارید' });
  });
});
