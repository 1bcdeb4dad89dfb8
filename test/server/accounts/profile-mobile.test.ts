import { sql } from 'kysely';
import { accountClient } from './account-client';

const INVALID = 'شماره موبایل معتبر نیست؛ آن را مانند ۰۹۱۲۳۴۵۶۷۸۹ وارد کنید';

describe('accounts over HTTP: the mobile number', () => {
  const client = accountClient();
  const { api, signUp } = client;
  const storedMobile = async (id: string) =>
    (await client.server.db.selectFrom('users').select('mobile').where('id', '=', id).executeTakeFirstOrThrow()).mobile;

  it('signs up without one: the profile is not yet complete enough to book', async () => {
    const { user } = await signUp();
    expect(user).toMatchObject({ mobile: '', isProfileComplete: false });
    expect(await storedMobile(user._id)).toBeNull();
  });

  it.each([
    ['Persian digits with spaces', '۰۹۱۲ ۳۴۵ ۶۷۸۹'],
    ['+98 with dashes', '+98-912-345-6789'],
    ['0098 in parentheses', '(0098) 912 3456789'],
    ['without the 0', '9123456789'],
  ])('stores %s as 09xxxxxxxxx and completes the profile', async (_case, typed) => {
    const { user, cookie } = await signUp();
    const answer = await api('PUT', `/api/user/update/${user._id}`, {
      cookie,
      body: { firstName: 'سارا', lastName: 'احمدی', mobile: typed },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ mobile: '09123456789', isProfileComplete: true });
    expect(await storedMobile(user._id)).toBe('09123456789');
    expect((await api('GET', '/api/auth/me', { cookie })).body).toEqual(answer.body);
  });

  it('takes the number away when it is emptied', async () => {
    const { user, cookie } = await signUp();
    await api('PUT', `/api/user/update/${user._id}`, { cookie, body: { mobile: '09123456789' } });
    const answer = await api('PUT', `/api/user/update/${user._id}`, { cookie, body: { mobile: '  ' } });
    expect(answer.status).toBe(200);
    expect(answer.body.mobile).toBe('');
    expect(await storedMobile(user._id)).toBeNull();
  });

  it.each([
    ['a short number', { mobile: '0912345' }, INVALID],
    ['a landline', { mobile: '02188776655' }, INVALID],
    ['letters', { mobile: '0912abc6789', firstName: 'سارا' }, INVALID],
    ['a number, not text', { mobile: 9123456789 }, 'شماره موبایل باید متن باشد'],
  ])('refuses %s with a Persian 400 and changes nothing', async (_case, body, message) => {
    const { user, cookie } = await signUp();
    const answer = await api('PUT', `/api/user/update/${user._id}`, { cookie, body });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ success: false, message });
    expect((await api('GET', '/api/auth/me', { cookie })).body).toEqual(user);
  });

  it('keeps anything but 09xxxxxxxxx out of the column, whoever writes it', async () => {
    const { user } = await signUp();
    await expect(sql`UPDATE users SET mobile = '+989123456789' WHERE id = ${user._id}`.execute(client.server.db)).rejects.toThrow();
    expect(await storedMobile(user._id)).toBeNull();
  });
});
