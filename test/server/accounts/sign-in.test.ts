import { startTestServer } from '../support/test-server';
import { accountClient, itSendsNoSecret, PERSIAN, PASSWORD } from './account-client';

describe('accounts over HTTP: signing in', () => {
  const client = accountClient();
  const { api, signUp, newEmail, userCount } = client;

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
      for (const body of [
        { email, password: 'wrong password' },
        { email: 'nobody@example.com', password: PASSWORD },
      ]) {
        const answer = await api('POST', '/api/auth/signin', { body });
        expect(answer.status).toBe(401);
        expect(answer.body).toEqual({ success: false, message: 'ایمیل یا رمز عبور نادرست است' });
        expect(answer.cookie).toBeNull();
      }
    });

    it('refuses bad sign-in bodies with a Persian 400', async () => {
      for (const body of [
        { email: 'x', password: PASSWORD },
        { email: 'a@b.co', password: '' },
        { email: 'a@b.co', password: 5 },
        { email: 'a@b.co', password: 'x'.repeat(129) },
      ]) {
        const answer = await api('POST', '/api/auth/signin', { body });
        expect(answer.status).toBe(400);
        expect(answer.body.message).toMatch(PERSIAN);
      }
    });

    it('refuses a sixth failed sign-in for one email from unknown devices within 15 minutes, even with the right password', async () => {
      const { email } = await signUp();
      for (let attempt = 0; attempt < 5; attempt++) {
        expect((await api('POST', '/api/auth/signin', { body: { email, password: 'wrong password' } })).status).toBe(401);
      }
      const refused = await api('POST', '/api/auth/signin', { body: { email: email.toUpperCase(), password: PASSWORD } });
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({
        success: false,
        message:
          'ورود به این حساب از دستگاه‌های تازه به‌خاطر تلاش‌های ناموفق بسیار بسته شد؛ از دستگاهی که پیش‌تر با آن وارد شده‌اید وارد شوید یا ۱۵ دقیقه دیگر دوباره تلاش کنید',
      });
      expect(Number(refused.headers.get('retry-after'))).toBe(15 * 60);
      expect(refused.cookie).toBeNull();

      client.server.clock.advance(15 * 60 * 1000);
      expect((await api('POST', '/api/auth/signin', { body: { email, password: PASSWORD } })).status).toBe(200);
    });

    it('refuses an eleventh account from one address within the hour, in Persian, creating nothing, and takes them again an hour later', async () => {
      const from = { 'x-forwarded-for': '203.0.113.50' };
      for (let attempt = 0; attempt < 10; attempt++) {
        expect((await api('POST', '/api/auth/signup', { body: { email: newEmail(), password: PASSWORD }, headers: from })).status).toBe(
          201,
        );
      }
      const before = await userCount();
      const refused = await api('POST', '/api/auth/signup', { body: { email: newEmail(), password: PASSWORD }, headers: from });
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({
        success: false,
        message: 'تعداد ثبت‌نام‌ها از این نشانی بیش از حد مجاز است؛ ۶۰ دقیقه دیگر دوباره تلاش کنید',
      });
      expect(Number(refused.headers.get('retry-after'))).toBe(60 * 60);
      expect(refused.cookie).toBeNull();
      expect(await userCount()).toBe(before);

      expect(
        (
          await api('POST', '/api/auth/signup', {
            body: { email: newEmail(), password: PASSWORD },
            headers: { 'x-forwarded-for': '203.0.113.51' },
          })
        ).status,
      ).toBe(201);
      client.server.clock.advance(60 * 60 * 1000);
      expect((await api('POST', '/api/auth/signup', { body: { email: newEmail(), password: PASSWORD }, headers: from })).status).toBe(201);
    });

    it("counts a forged X-Forwarded-For as the connection's own address when no proxy is configured", async () => {
      const direct = await startTestServer();
      try {
        for (let attempt = 0; attempt < 100; attempt++) {
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

    it('refuses sign-ins from one address after 100 failures across many emails (behind a proxy)', async () => {
      const address = { 'x-forwarded-for': '203.0.113.7' };
      for (let attempt = 0; attempt < 100; attempt++) {
        const answer = await api('POST', '/api/auth/signin', {
          body: { email: `guess${attempt}@example.com`, password: 'wrong password' },
          headers: address,
        });
        expect(answer.status).toBe(401);
      }
      const { email } = await signUp();
      const refused = await api('POST', '/api/auth/signin', { body: { email, password: PASSWORD }, headers: address });
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(/^تعداد تلاش‌های ناموفق ورود بیش از حد مجاز است/);
      const elsewhere = await api('POST', '/api/auth/signin', {
        body: { email, password: PASSWORD },
        headers: { 'x-forwarded-for': '198.51.100.2' },
      });
      expect(elsewhere.status).toBe(200);
      client.server.clock.advance(15 * 60 * 1000);
    });
  });

  itSendsNoSecret(client, 20);
});
