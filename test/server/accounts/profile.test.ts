import { accountClient, itSendsNoSecret, PASSWORD } from './account-client';

describe('accounts over HTTP: the profile', () => {
  const client = accountClient();
  const { api, signUp } = client;

  describe('profile update', () => {
    it('changes only the fields sent and answers the updated user', async () => {
      const { user, cookie } = await signUp();
      const answer = await api('PUT', `/api/user/update/${user._id}`, {
        cookie,
        body: { firstName: ' سارا ', lastName: 'احمدی', mobile: '09123456789' },
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ ...user, firstName: 'سارا', lastName: 'احمدی', mobile: '09123456789', isProfileComplete: true });
      const bio = await api('PUT', `/api/user/update/${user._id}`, { cookie, body: { bio: 'حسابرس' } });
      expect(bio.body).toEqual({ ...answer.body, bio: 'حسابرس' });
      expect((await api('GET', '/api/auth/me', { cookie })).body).toEqual(bio.body);
    });

    it('never makes a user an admin, whatever the body says', async () => {
      const { user, cookie } = await signUp();
      const answer = await api('PUT', `/api/user/update/${user._id}`, {
        cookie,
        body: { firstName: 'علی', isAdmin: true, is_admin: true, password_hash: 'x', _id: 'other' },
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ _id: user._id, firstName: 'علی', isAdmin: false });
      const row = await client.server.db.selectFrom('users').selectAll().where('id', '=', user._id).executeTakeFirstOrThrow();
      expect(row.is_admin).toBe(false);
      expect(row.password_hash).toMatch(/^\$argon2id\$/);

      const only = await api('PUT', `/api/user/update/${user._id}`, { cookie, body: { isAdmin: true } });
      expect(only.status).toBe(400);
      expect(only.body).toEqual({ success: false, message: 'هیچ تغییر اعمال نشده است' });
    });

    it("refuses another user's id with 403 and changes nothing", async () => {
      const victim = await signUp();
      const attacker = await signUp();
      const answer = await api('PUT', `/api/user/update/${victim.user._id}`, {
        cookie: attacker.cookie,
        body: { email: 'stolen@example.com', firstName: 'x' },
      });
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
      const answer = await api('PUT', `/api/user/update/${user._id}`, {
        cookie,
        body: { email: other.email.toUpperCase(), firstName: 'نام' },
      });
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
    it("refuses another user's id with 403 and deletes nothing", async () => {
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
      const category = await client.server.db
        .insertInto('categories')
        .values({ title: 'مالیات', updated_at: new Date() })
        .returning('id')
        .executeTakeFirstOrThrow();
      const post = await client.server.db
        .insertInto('posts')
        .values({
          user_id: user._id,
          slug: `p-${user._id}`,
          title: 't',
          category_id: category.id,
          content: '<p>x</p>',
          updated_at: new Date(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();

      const answer = await api('DELETE', `/api/user/delete/${user._id}`, { cookie });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ success: true, message: 'حساب کاربری شما حذف شد' });
      expect(answer.setCookies.some((line) => /^sid=;/.test(line))).toBe(true);
      expect(await client.server.db.selectFrom('users').select('id').where('id', '=', user._id).execute()).toEqual([]);
      expect(await client.server.db.selectFrom('sessions').select('token_hash').where('user_id', '=', user._id).execute()).toEqual([]);
      expect((await api('GET', '/api/auth/me', { cookie: second.cookie })).status).toBe(401);
      expect(
        (await client.server.db.selectFrom('posts').select('user_id').where('id', '=', post.id).executeTakeFirstOrThrow()).user_id,
      ).toBeNull();
      expect((await api('POST', '/api/auth/signin', { body: { email, password: PASSWORD } })).status).toBe(401);
    });

    it('asks a signed-out visitor to sign in (401)', async () => {
      const { user } = await signUp();
      expect((await api('DELETE', `/api/user/delete/${user._id}`)).status).toBe(401);
    });
  });

  itSendsNoSecret(client, 20);
});
