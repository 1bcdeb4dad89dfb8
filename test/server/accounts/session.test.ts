import { accountClient, itSendsNoSecret, PASSWORD } from './account-client';

describe('accounts over HTTP: the session', () => {
  const client = accountClient();
  const { api, signUp, newEmail, userCount } = client;

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
      client.server.clock.advance(30 * 24 * 60 * 60 * 1000 + 1000);
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
      expect(await client.server.db.selectFrom('sessions').select('token_hash').where('user_id', '=', user._id).execute()).toEqual([]);
      expect((await api('GET', '/api/auth/me', { cookie })).status).toBe(401);
    });

    it('lets a signed-out visitor sign out without an error', async () => {
      expect((await api('POST', '/api/user/signout')).status).toBe(200);
    });
  });

  describe('requests from another site', () => {
    it.each([
      ['sign-up', 'POST', '/api/auth/signup'],
      ['sign-in', 'POST', '/api/auth/signin'],
      ['sign-out', 'POST', '/api/user/signout'],
    ])('refuses a cross-origin %s with a Persian 403', async (_name, method, path) => {
      const before = await userCount();
      const answer = await api(method, path, {
        body: { email: newEmail(), password: PASSWORD },
        headers: { origin: 'https://evil.example' },
      });
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ success: false, message: 'درخواست از وب‌سایت دیگری پذیرفته نمی‌شود' });
      expect(answer.cookie).toBeNull();
      expect(await userCount()).toBe(before);
    });

    it("refuses a cross-site update or delete even with the victim's cookie, and changes nothing", async () => {
      const { user, cookie } = await signUp();
      const update = await api('PUT', `/api/user/update/${user._id}`, {
        cookie,
        body: { firstName: 'x' },
        headers: { 'sec-fetch-site': 'cross-site' },
      });
      expect(update.status).toBe(403);
      const remove = await api('DELETE', `/api/user/delete/${user._id}`, { cookie, headers: { origin: 'null' } });
      expect(remove.status).toBe(403);
      const signOut = await api('POST', '/api/user/signout', { cookie, headers: { origin: 'https://evil.example' } });
      expect(signOut.status).toBe(403);
      expect((await api('GET', '/api/auth/me', { cookie })).body).toEqual(user);
    });

    it('accepts the same request from the site itself', async () => {
      const origin = client.server.url;
      const answer = await api('POST', '/api/auth/signup', {
        body: { email: newEmail(), password: PASSWORD },
        headers: { origin, 'sec-fetch-site': 'same-origin' },
      });
      expect(answer.status).toBe(201);
    });
  });

  itSendsNoSecret(client, 10);
});
