import { startTestServer, type TestServer } from './support/test-server';
import { call, type JsonAnswer } from './support/http';
import { hashSessionToken } from '../../server/auth/session-token';

const USER_KEYS = ['_id', 'bio', 'email', 'firstName', 'isAdmin', 'isProfileComplete', 'lastName'];
const PERSIAN = /[\u0600-\u06FF]/;
const PASSWORD = 'correct horse 1';

describe('accounts over HTTP', () => {
  let server: TestServer;
  const answers: JsonAnswer[] = [];
  let counter = 0;

  let address = 0;
  const api = async (method: string, path: string, options: Parameters<typeof call>[2] = {}) => {
    // every sign-up comes from an address of its own (through the proxy), unless a test names one:
    // the limit per address has tests of its own below
    if (path === '/api/auth/signup' && !options.headers?.['x-forwarded-for']) {
      options = { ...options, headers: { ...options.headers, 'x-forwarded-for': `198.18.${Math.floor(++address / 250)}.${address % 250}` } };
    }
    const answer = await call(`${server.url}${path}`, method, options);
    answers.push(answer);
    return answer;
  };
  const newEmail = () => `person${++counter}@example.com`;
  const signUp = async (email = newEmail(), password = PASSWORD) => {
    const answer = await api('POST', '/api/auth/signup', { body: { email, password } });
    expect(answer.status).toBe(201);
    return { user: answer.body, cookie: answer.cookie!, email };
  };
  const userCount = async () => Number((await server.db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    server = await startTestServer({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(async () => server.close());

  describe('sign-up', () => {
    it('creates the user, answers the spec\'s user object and signs them in', async () => {
      const answer = await api('POST', '/api/auth/signup', { body: { email: '  Sara@Example.com ', password: PASSWORD } });
      expect(answer.status).toBe(201);
      expect(Object.keys(answer.body).sort()).toEqual(USER_KEYS);
      expect(answer.body).toMatchObject({ email: 'Sara@Example.com', firstName: '', lastName: '', bio: '', isProfileComplete: false, isAdmin: false });
      const me = await api('GET', '/api/auth/me', { cookie: answer.cookie });
      expect(me.status).toBe(200);
      expect(me.body).toEqual(answer.body);
    });

    it('stores an argon2id hash, never the password, and only the hash of the session token', async () => {
      const { user, cookie } = await signUp();
      const row = await server.db.selectFrom('users').selectAll().where('id', '=', user._id).executeTakeFirstOrThrow();
      expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(row.password_hash).not.toContain(PASSWORD);
      const token = cookie.slice('sid='.length);
      const sessions = await server.db.selectFrom('sessions').selectAll().where('user_id', '=', user._id).execute();
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
      const expected = server.clock.now().getTime() + 30 * 24 * 60 * 60 * 1000;
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
      ['a 2 MB body', JSON.stringify({ email: 'big@example.com', password: 'x'.repeat(2 * 1024 * 1024) }), 413, 'حجم درخواست بیش از حد مجاز است'],
    ])('answers %s with a Persian %s', async (_case, rawBody, status, message) => {
      const before = await userCount();
      const answer = await api('POST', '/api/auth/signup', { rawBody });
      expect(answer.status).toBe(status);
      expect(answer.body).toEqual({ success: false, message });
      expect(await userCount()).toBe(before);
    });

    it('refuses a body that is not JSON with a Persian 4xx', async () => {
      const answer = await api('POST', '/api/auth/signup', { rawBody: 'email=a@b.co', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      expect(answer.status).toBe(415);
      expect(answer.body.message).toMatch(PERSIAN);
    });
  });

  describe('sign-in', () => {
    it('signs in with the right password in any email case and gives a new session token', async () => {
      const { email, cookie: first, user } = await signUp();
      const answer = await api('POST', '/api/auth/signin', { body: { email: email.toUpperCase(), password: PASSWORD } });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(user);
      expect(answer.cookie).not.toBeNull();
      expect(answer.cookie).not.toBe(first);
      expect((await api('GET', '/api/auth/me', { cookie: answer.cookie })).status).toBe(200);
    });

    it('ends the session the browser came with when it signs in again', async () => {
      const { email, cookie: old } = await signUp();
      const answer = await api('POST', '/api/auth/signin', { body: { email, password: PASSWORD }, cookie: old });
      expect(answer.status).toBe(200);
      expect((await api('GET', '/api/auth/me', { cookie: old })).status).toBe(401);
      expect((await api('GET', '/api/auth/me', { cookie: answer.cookie })).status).toBe(200);
    });

    it('answers a wrong password and an unknown email alike, with a Persian 401 and no cookie', async () => {
      const { email } = await signUp();
      for (const body of [{ email, password: 'wrong password' }, { email: 'nobody@example.com', password: PASSWORD }]) {
        const answer = await api('POST', '/api/auth/signin', { body });
        expect(answer.status).toBe(401);
        expect(answer.body).toEqual({ success: false, message: 'ایمیل یا رمز عبور نادرست است' });
        expect(answer.cookie).toBeNull();
      }
    });

    it('refuses bad sign-in bodies with a Persian 400', async () => {
      for (const body of [{ email: 'x', password: PASSWORD }, { email: 'a@b.co', password: '' }, { email: 'a@b.co', password: 5 }, { email: 'a@b.co', password: 'x'.repeat(129) }]) {
        const answer = await api('POST', '/api/auth/signin', { body });
        expect(answer.status).toBe(400);
        expect(answer.body.message).toMatch(PERSIAN);
      }
    });

    it('refuses a sixth failed sign-in for one email within 15 minutes, even with the right password', async () => {
      const { email } = await signUp();
      for (let attempt = 0; attempt < 5; attempt++) {
        expect((await api('POST', '/api/auth/signin', { body: { email, password: 'wrong password' } })).status).toBe(401);
      }
      const refused = await api('POST', '/api/auth/signin', { body: { email: email.toUpperCase(), password: PASSWORD } });
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ success: false, message: 'تعداد تلاش‌های ناموفق ورود بیش از حد مجاز است؛ ۱۵ دقیقه دیگر دوباره تلاش کنید' });
      expect(Number(refused.headers.get('retry-after'))).toBe(15 * 60);
      expect(refused.cookie).toBeNull();

      server.clock.advance(15 * 60 * 1000);
      expect((await api('POST', '/api/auth/signin', { body: { email, password: PASSWORD } })).status).toBe(200);
    });

    it('refuses an eleventh account from one address within the hour, in Persian, creating nothing, and takes them again an hour later', async () => {
      const from = { 'x-forwarded-for': '203.0.113.50' };
      for (let attempt = 0; attempt < 10; attempt++) {
        expect((await api('POST', '/api/auth/signup', { body: { email: newEmail(), password: PASSWORD }, headers: from })).status).toBe(201);
      }
      const before = await userCount();
      const refused = await api('POST', '/api/auth/signup', { body: { email: newEmail(), password: PASSWORD }, headers: from });
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ success: false, message: 'تعداد ثبت‌نام‌ها از این نشانی بیش از حد مجاز است؛ ۶۰ دقیقه دیگر دوباره تلاش کنید' });
      expect(Number(refused.headers.get('retry-after'))).toBe(60 * 60);
      expect(refused.cookie).toBeNull();
      expect(await userCount()).toBe(before);

      expect((await api('POST', '/api/auth/signup', { body: { email: newEmail(), password: PASSWORD }, headers: { 'x-forwarded-for': '203.0.113.51' } })).status).toBe(201);
      server.clock.advance(60 * 60 * 1000);
      expect((await api('POST', '/api/auth/signup', { body: { email: newEmail(), password: PASSWORD }, headers: from })).status).toBe(201);
    });

    it('counts a forged X-Forwarded-For as the connection\'s own address when no proxy is configured', async () => {
      const direct = await startTestServer();
      try {
        for (let attempt = 0; attempt < 20; attempt++) {
          const answer = await fetch(`${direct.url}/api/auth/signin`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${attempt}` },
            body: JSON.stringify({ email: `guess${attempt}@example.com`, password: 'wrong password' }),
          });
          expect(answer.status).toBe(401);
        }
        const refused = await fetch(`${direct.url}/api/auth/signin`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.99' },
          body: JSON.stringify({ email: 'someone-else@example.com', password: 'wrong password' }),
        });
        expect(refused.status).toBe(429);
      } finally {
        await direct.close();
      }
    });

    it('refuses sign-ins from one address after 20 failures across many emails (behind a proxy)', async () => {
      const address = { 'x-forwarded-for': '203.0.113.7' };
      for (let attempt = 0; attempt < 20; attempt++) {
        const answer = await api('POST', '/api/auth/signin', { body: { email: `guess${attempt}@example.com`, password: 'wrong password' }, headers: address });
        expect(answer.status).toBe(401);
      }
      const { email } = await signUp();
      const refused = await api('POST', '/api/auth/signin', { body: { email, password: PASSWORD }, headers: address });
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(/^تعداد تلاش‌های ناموفق ورود بیش از حد مجاز است/);
      const elsewhere = await api('POST', '/api/auth/signin', { body: { email, password: PASSWORD }, headers: { 'x-forwarded-for': '198.51.100.2' } });
      expect(elsewhere.status).toBe(200);
      server.clock.advance(15 * 60 * 1000);
    });
  });

  describe('the session', () => {
    it('answers /api/auth/me with a Persian 401 when signed out or with an unknown token', async () => {
      for (const cookie of [null, 'sid=made-up-token']) {
        const answer = await api('GET', '/api/auth/me', { cookie });
        expect(answer.status).toBe(401);
        expect(answer.body).toEqual({ success: false, message: 'ابتدا وارد حساب کاربری خود شوید' });
      }
    });

    it('expires after 30 days', async () => {
      const { cookie } = await signUp();
      server.clock.advance(30 * 24 * 60 * 60 * 1000 + 1000);
      expect((await api('GET', '/api/auth/me', { cookie })).status).toBe(401);
    });

    it('ends on sign-out: the row is gone, the cookie is cleared, the token no longer works', async () => {
      const { cookie, user } = await signUp();
      const answer = await api('POST', '/api/user/signout', { cookie });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ success: true, message: 'از حساب کاربری خارج شدید' });
      const cleared = answer.setCookies.find((line) => line.startsWith('sid='))!;
      expect(cleared).toMatch(/^sid=;/);
      expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
      expect(await server.db.selectFrom('sessions').select('token_hash').where('user_id', '=', user._id).execute()).toEqual([]);
      expect((await api('GET', '/api/auth/me', { cookie })).status).toBe(401);
    });

    it('lets a signed-out visitor sign out without an error', async () => {
      expect((await api('POST', '/api/user/signout')).status).toBe(200);
    });
  });

  describe('profile update', () => {
    it('changes only the fields sent and answers the updated user', async () => {
      const { user, cookie } = await signUp();
      const answer = await api('PUT', `/api/user/update/${user._id}`, { cookie, body: { firstName: ' سارا ', lastName: 'احمدی' } });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ ...user, firstName: 'سارا', lastName: 'احمدی', isProfileComplete: true });
      const bio = await api('PUT', `/api/user/update/${user._id}`, { cookie, body: { bio: 'حسابرس' } });
      expect(bio.body).toEqual({ ...answer.body, bio: 'حسابرس' });
      expect((await api('GET', '/api/auth/me', { cookie })).body).toEqual(bio.body);
    });

    it('never makes a user an admin, whatever the body says', async () => {
      const { user, cookie } = await signUp();
      const answer = await api('PUT', `/api/user/update/${user._id}`, { cookie, body: { firstName: 'علی', isAdmin: true, is_admin: true, password_hash: 'x', _id: 'other' } });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ _id: user._id, firstName: 'علی', isAdmin: false });
      const row = await server.db.selectFrom('users').selectAll().where('id', '=', user._id).executeTakeFirstOrThrow();
      expect(row.is_admin).toBe(false);
      expect(row.password_hash).toMatch(/^\$argon2id\$/);

      const only = await api('PUT', `/api/user/update/${user._id}`, { cookie, body: { isAdmin: true } });
      expect(only.status).toBe(400);
      expect(only.body).toEqual({ success: false, message: 'هیچ تغییر اعمال نشده است' });
    });

    it('refuses another user\'s id with 403 and changes nothing', async () => {
      const victim = await signUp();
      const attacker = await signUp();
      const answer = await api('PUT', `/api/user/update/${victim.user._id}`, { cookie: attacker.cookie, body: { email: 'stolen@example.com', firstName: 'x' } });
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ success: false, message: 'فقط حساب کاربری خودتان را می‌توانید تغییر دهید' });
      expect((await api('GET', '/api/auth/me', { cookie: victim.cookie })).body).toEqual(victim.user);
      expect((await api('PUT', '/api/user/update/not-a-uuid', { cookie: attacker.cookie, body: { firstName: 'x' } })).status).toBe(403);
    });

    it('asks a signed-out visitor to sign in (401)', async () => {
      const { user } = await signUp();
      const answer = await api('PUT', `/api/user/update/${user._id}`, { body: { firstName: 'x' } });
      expect(answer.status).toBe(401);
      expect(answer.body.message).toBe('ابتدا وارد حساب کاربری خود شوید');
    });

    it('refuses an email another account has, in any case, with a Persian 409 and changes nothing', async () => {
      const other = await signUp();
      const { user, cookie } = await signUp();
      const answer = await api('PUT', `/api/user/update/${user._id}`, { cookie, body: { email: other.email.toUpperCase(), firstName: 'نام' } });
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({ success: false, message: 'این ایمیل قبلاً ثبت شده است' });
      expect((await api('GET', '/api/auth/me', { cookie })).body).toEqual(user);
    });

    it('lets a user change the case of their own email', async () => {
      const { user, cookie, email } = await signUp();
      const answer = await api('PUT', `/api/user/update/${user._id}`, { cookie, body: { email: email.toUpperCase() } });
      expect(answer.status).toBe(200);
      expect(answer.body.email).toBe(email.toUpperCase());
    });

    it.each([
      ['an invalid email', { email: 'nope' }, 'ایمیل معتبر نیست'],
      ['an emptied email', { email: '' }, 'ایمیل را وارد کنید'],
      ['a number for the first name', { firstName: 42 }, 'نام باید متن باشد'],
      ['null for the bio', { bio: null }, 'حوزه فعالیت حرفه‌ای باید متن باشد'],
      ['a 101-character last name', { lastName: 'ن'.repeat(101) }, 'نام خانوادگی نباید بیش از ۱۰۰ کاراکتر باشد'],
      ['no field at all', {}, 'هیچ تغییر اعمال نشده است'],
    ])('refuses %s with a Persian 400 and changes nothing', async (_case, body, message) => {
      const { user, cookie } = await signUp();
      const answer = await api('PUT', `/api/user/update/${user._id}`, { cookie, body });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ success: false, message });
      expect((await api('GET', '/api/auth/me', { cookie })).body).toEqual(user);
    });

    it('refuses malformed JSON and a 2 MB body', async () => {
      const { user, cookie } = await signUp();
      const broken = await api('PUT', `/api/user/update/${user._id}`, { cookie, rawBody: '{"bio": ' });
      expect(broken.status).toBe(400);
      expect(broken.body.message).toBe('قالب JSON درخواست نامعتبر است');
      const huge = await api('PUT', `/api/user/update/${user._id}`, { cookie, body: { bio: 'x'.repeat(2 * 1024 * 1024) } });
      expect(huge.status).toBe(413);
      expect((await api('GET', '/api/auth/me', { cookie })).body).toEqual(user);
    });
  });

  describe('account deletion', () => {
    it('refuses another user\'s id with 403 and deletes nothing', async () => {
      const victim = await signUp();
      const attacker = await signUp();
      const answer = await api('DELETE', `/api/user/delete/${victim.user._id}`, { cookie: attacker.cookie });
      expect(answer.status).toBe(403);
      expect((await api('GET', '/api/auth/me', { cookie: victim.cookie })).status).toBe(200);
      expect((await api('GET', '/api/auth/me', { cookie: attacker.cookie })).status).toBe(200);
    });

    it('deletes the account, ends all its sessions and keeps its articles without an author', async () => {
      const { user, cookie, email } = await signUp();
      const second = await api('POST', '/api/auth/signin', { body: { email, password: PASSWORD } });
      const category = await server.db.insertInto('categories').values({ title: 'مالیات', updated_at: new Date() }).returning('id').executeTakeFirstOrThrow();
      const post = await server.db
        .insertInto('posts')
        .values({ user_id: user._id, slug: `p-${user._id}`, title: 't', category_id: category.id, content: '<p>x</p>', updated_at: new Date() })
        .returning('id')
        .executeTakeFirstOrThrow();

      const answer = await api('DELETE', `/api/user/delete/${user._id}`, { cookie });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ success: true, message: 'حساب کاربری شما حذف شد' });
      expect(answer.setCookies.some((line) => /^sid=;/.test(line))).toBe(true);
      expect(await server.db.selectFrom('users').select('id').where('id', '=', user._id).execute()).toEqual([]);
      expect(await server.db.selectFrom('sessions').select('token_hash').where('user_id', '=', user._id).execute()).toEqual([]);
      expect((await api('GET', '/api/auth/me', { cookie: second.cookie })).status).toBe(401);
      expect((await server.db.selectFrom('posts').select('user_id').where('id', '=', post.id).executeTakeFirstOrThrow()).user_id).toBeNull();
      expect((await api('POST', '/api/auth/signin', { body: { email, password: PASSWORD } })).status).toBe(401);
    });

    it('asks a signed-out visitor to sign in (401)', async () => {
      const { user } = await signUp();
      expect((await api('DELETE', `/api/user/delete/${user._id}`)).status).toBe(401);
    });
  });

  describe('requests from another site', () => {
    it.each([
      ['sign-up', 'POST', '/api/auth/signup'],
      ['sign-in', 'POST', '/api/auth/signin'],
      ['sign-out', 'POST', '/api/user/signout'],
    ])('refuses a cross-origin %s with a Persian 403', async (_name, method, path) => {
      const before = await userCount();
      const answer = await api(method, path, { body: { email: newEmail(), password: PASSWORD }, headers: { origin: 'https://evil.example' } });
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ success: false, message: 'درخواست از وب‌سایت دیگری پذیرفته نمی‌شود' });
      expect(answer.cookie).toBeNull();
      expect(await userCount()).toBe(before);
    });

    it('refuses a cross-site update or delete even with the victim\'s cookie, and changes nothing', async () => {
      const { user, cookie } = await signUp();
      const update = await api('PUT', `/api/user/update/${user._id}`, { cookie, body: { firstName: 'x' }, headers: { 'sec-fetch-site': 'cross-site' } });
      expect(update.status).toBe(403);
      const remove = await api('DELETE', `/api/user/delete/${user._id}`, { cookie, headers: { origin: 'null' } });
      expect(remove.status).toBe(403);
      const signOut = await api('POST', '/api/user/signout', { cookie, headers: { origin: 'https://evil.example' } });
      expect(signOut.status).toBe(403);
      expect((await api('GET', '/api/auth/me', { cookie })).body).toEqual(user);
    });

    it('accepts the same request from the site itself', async () => {
      const origin = server.url;
      const answer = await api('POST', '/api/auth/signup', { body: { email: newEmail(), password: PASSWORD }, headers: { origin, 'sec-fetch-site': 'same-origin' } });
      expect(answer.status).toBe(201);
    });
  });

  it('never sends a password hash or a password in any answer', () => {
    expect(answers.length).toBeGreaterThan(50);
    for (const answer of answers) {
      expect(answer.text).not.toMatch(/argon2|password|hash/i);
    }
  });
});

describe('the session cookie over https', () => {
  it('is marked Secure when COOKIE_SECURE is on', async () => {
    const server = await startTestServer({ env: { COOKIE_SECURE: 'true' } });
    try {
      const answer = await call(`${server.url}/api/auth/signup`, 'POST', { body: { email: 'secure@example.com', password: PASSWORD } });
      const line = answer.setCookies.find((cookie) => cookie.startsWith('sid='))!;
      expect(line.split(';').map((part) => part.trim().toLowerCase())).toEqual(expect.arrayContaining(['secure', 'httponly', 'samesite=lax']));
    } finally {
      await server.close();
    }
  });
});
