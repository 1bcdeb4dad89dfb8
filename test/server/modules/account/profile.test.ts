import { accountKit, type AccountKit } from '../../../fakes/server/account/account-kit';
import { refusalOf } from './refusal-of';

describe('the profile and deleting the account', () => {
  let kit: AccountKit;
  beforeEach(() => {
    kit = accountKit();
  });
  const update = (userId: string, changes: Record<string, string>) => kit.useCases.updateProfile.execute({ userId, changes });

  it('changes only the fields given, dated by the clock', async () => {
    const { user, token } = await kit.signUp('sara@example.com');
    kit.clock.advance(60_000);
    const named = await update(user.id, { firstName: 'سارا', lastName: 'احمدی' });
    expect(named).toEqual({ ...user, first_name: 'سارا', last_name: 'احمدی' });
    expect(await update(user.id, { bio: 'حسابرس' })).toEqual({ ...named, bio: 'حسابرس' });
    expect(kit.users.rows[0].updatedAt).toEqual(kit.clock.now());
    expect(await kit.useCases.verifySession.execute(token)).toEqual({ ...named, bio: 'حسابرس' });
  });

  it('refuses an email another account has, in any case, with the sign-up words, and changes nothing', async () => {
    await kit.signUp('other@example.com');
    const { user } = await kit.signUp('sara@example.com');
    expect(await refusalOf(update(user.id, { email: 'OTHER@example.com', firstName: 'نام' }))).toEqual({
      kind: 'conflict',
      message: 'این ایمیل قبلاً ثبت شده است',
    });
    expect(kit.users.byId(user.id)).toEqual(user);
  });

  it('lets a user change the case of their own email', async () => {
    const { user } = await kit.signUp('sara@example.com');
    expect((await update(user.id, { email: 'Sara@Example.com' })).email).toBe('Sara@Example.com');
  });

  it('answers as signed out when the account went meanwhile', async () => {
    const { user } = await kit.signUp('sara@example.com');
    await kit.useCases.deleteAccount.execute({ userId: user.id });
    expect(await refusalOf(update(user.id, { bio: 'x' }))).toMatchObject({ kind: 'signed-out' });
  });

  it('deletes the account with every session of it, and its password no longer lets anyone in', async () => {
    const { user, token } = await kit.signUp('sara@example.com');
    const second = await kit.useCases.signIn.execute({
      email: 'sara@example.com',
      password: 'correct horse 1',
      address: kit.newAddress(),
      previousToken: null,
    });
    const other = await kit.signUp('other@example.com');

    await kit.useCases.deleteAccount.execute({ userId: user.id });
    expect(kit.users.byId(user.id)).toBeNull();
    expect(kit.sessions.of(user.id)).toEqual([]);
    expect(await kit.useCases.verifySession.execute(token)).toBeNull();
    expect(await kit.useCases.verifySession.execute(second.session.token)).toBeNull();
    expect(await kit.useCases.verifySession.execute(other.token)).toEqual(other.user);
    expect(
      await refusalOf(
        kit.useCases.signIn.execute({
          email: 'sara@example.com',
          password: 'correct horse 1',
          address: kit.newAddress(),
          previousToken: null,
        }),
      ),
    ).toMatchObject({ kind: 'wrong-credentials' });
  });
});
