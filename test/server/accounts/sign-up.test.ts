import { call } from '../support/http';
import { startTestServer } from '../support/test-server';
import { hashSessionToken } from '../../../server/modules/account';
import { accountClient, itSendsNoSecret, USER_KEYS, PERSIAN, PASSWORD } from './account-client';

describe('accounts over HTTP: signing up', () => {
  const client = accountClient();
  const { api, signUp, newEmail, userCount } = client;

  describe('sign-up', () => {
    it("creates the user, answers the spec's user object and signs them in", async () => {
      const answer = await api('POST', '/api/auth/signup', { body: { email: '  Sara@Example.com ', password: PASSWORD } });
      expect(answer.status).toBe(201);
      expect(Object.keys(answer.body).sort()).toEqual(USER_KEYS);
      expect(answer.body).toMatchObject({
        email: 'Sara@Example.com',
        firstName: '',
        lastName: '',
        bio: '',
        mobile: '',
        isProfileComplete: false,
        isAdmin: false,
      });
      const me = await api('GET', '/api/auth/me', { cookie: answer.cookie });
      expect(me.status).toBe(200);
      expect(me.body).toEqual(answer.body);
    });

    it('stores an argon2id hash, never the password, and only the hash of the session token', async () => {
      const { user, cookie } = await signUp();
      const row = await client.server.db.selectFrom('users').selectAll().where('id', '=', user._id).executeTakeFirstOrThrow();
      expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(row.password_hash).not.toContain(PASSWORD);
      const token = cookie.slice('sid='.length);
      const sessions = await client.server.db.selectFrom('sessions').selectAll().where('user_id', '=', user._id).execute();
      expect(sessions.map((session) => session.token_hash)).toEqual([hashSessionToken(token)]);
      expect(sessions[0].token_hash).not.toBe(token);
    });

    it('sets the session cookie httpOnly, SameSite=Lax, for the whole site, for 30 days, not Secure over plain http', async () => {
      const answer = await api('POST', '/api/auth/signup', { body: { email: newEmail(), password: PASSWORD } });
      const line = answer.setCookies.find((cookie) => cookie.startsWith('sid='))!;
      const attributes = line.split(';').map((part) => part.trim().toLowerCase());
      expect(attributes).toContain('httponly');
      expect(attributes).toContain('samesite=lax');
      expect(attributes).toContain('path=/');
      expect(attributes).not.toContain('secure');
      const expires = Date.parse(line.match(/Expires=([^;]+)/i)![1]);
      const expected = client.server.clock.now().getTime() + 30 * 24 * 60 * 60 * 1000;
      expect(Math.abs(expires - expected)).toBeLessThan(2000);
    });

    it('refuses an email already registered in another case with a Persian 409 and adds nobody', async () => {
      const { email } = await signUp();
      const before = await userCount();
      const answer = await api('POST', '/api/auth/signup', { body: { email: email.toUpperCase(), password: PASSWORD } });
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({ success: false, message: 'این ایمیل قبلاً ثبت شده است' });
      expect(answer.cookie).toBeNull();
      expect(await userCount()).toBe(before);
    });

    it.each([
      ['an invalid email', { email: 'not-an-email', password: PASSWORD }, 'ایمیل معتبر نیست'],
      ['an empty email', { email: '  ', password: PASSWORD }, 'ایمیل را وارد کنید'],
      ['a 7-character password', { email: 'short@example.com', password: '1234567' }, 'رمز عبور باید حداقل ۸ کاراکتر باشد'],
      ['a 129-character password', { email: 'long@example.com', password: 'x'.repeat(129) }, 'رمز عبور نباید بیش از ۱۲۸ کاراکتر باشد'],
      ['a number for the password', { email: 'type@example.com', password: 12345678 }, 'ایمیل و رمز عبور باید متن باشند'],
      ['an object for the email', { email: { $ne: '' }, password: PASSWORD }, 'ایمیل و رمز عبور باید متن باشند'],
      ['a missing password', { email: 'missing@example.com' }, 'ایمیل و رمز عبور باید متن باشند'],
    ])('refuses %s with a Persian 400 and creates nothing', async (_case, body, message) => {
      const before = await userCount();
      const answer = await api('POST', '/api/auth/signup', { body });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ success: false, message });
      expect(await userCount()).toBe(before);
    });

    it('accepts a password of exactly 8 and of exactly 128 characters', async () => {
      await signUp(newEmail(), '12345678');
      await signUp(newEmail(), 'پ'.repeat(128));
    });

    it.each([
      ['a JSON array', '[1,2]', 400, 'اطلاعات ارسال‌شده باید یک شیء JSON باشد'],
      ['JSON null', 'null', 400, 'اطلاعات ارسال‌شده باید یک شیء JSON باشد'],
      ['malformed JSON', '{"email": "a@b.co", ', 400, 'قالب JSON درخواست نامعتبر است'],
      [
        'a 2 MB body',
        JSON.stringify({ email: 'big@example.com', password: 'x'.repeat(2 * 1024 * 1024) }),
        413,
        'حجم درخواست بیش از حد مجاز است',
      ],
    ])('answers %s with a Persian %s', async (_case, rawBody, status, message) => {
      const before = await userCount();
      const answer = await api('POST', '/api/auth/signup', { rawBody });
      expect(answer.status).toBe(status);
      expect(answer.body).toEqual({ success: false, message });
      expect(await userCount()).toBe(before);
    });

    it('refuses a body that is not JSON with a Persian 4xx', async () => {
      const answer = await api('POST', '/api/auth/signup', {
        rawBody: 'email=a@b.co',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(answer.status).toBe(415);
      expect(answer.body.message).toMatch(PERSIAN);
    });
  });

  itSendsNoSecret(client, 20);
});

describe('the session cookie over https', () => {
  it('is marked Secure when COOKIE_SECURE is on', async () => {
    const server = await startTestServer({ env: { COOKIE_SECURE: 'true' } });
    try {
      const answer = await call(`${server.url}/api/auth/signup`, 'POST', { body: { email: 'secure@example.com', password: PASSWORD } });
      const line = answer.setCookies.find((cookie) => cookie.startsWith('sid='))!;
      expect(line.split(';').map((part) => part.trim().toLowerCase())).toEqual(
        expect.arrayContaining(['secure', 'httponly', 'samesite=lax']),
      );
    } finally {
      await server.close();
    }
  });
});
