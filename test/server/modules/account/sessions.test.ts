import { accountKit, type AccountKit } from '../../../fakes/server/account/account-kit';

describe('sessions', () => {
  let kit: AccountKit;
  beforeEach(() => {
    kit = accountKit();
  });
  const userOf = (token: string | null) => kit.useCases.verifySession.execute(token);

  it('knows nobody without a token or with one it never gave', async () => {
    expect(await userOf(null)).toBeNull();
    expect(await userOf('made-up-token')).toBeNull();
  });

  it('lasts 30 days and not a moment longer', async () => {
    const { user, token } = await kit.signUp('sara@example.com');
    kit.clock.advance(30 * 24 * 60 * 60 * 1000 - 1000);
    expect(await userOf(token)).toEqual(user);
    kit.clock.advance(1000);
    expect(await userOf(token)).toBeNull();
  });

  it("ends on sign-out, leaving the user's other sessions alone", async () => {
    const { user, token } = await kit.signUp('sara@example.com');
    const other = await kit.useCases.signIn.execute({
      email: 'sara@example.com',
      password: 'correct horse 1',
      address: kit.newAddress(),
      previousToken: null,
    });
    await kit.useCases.signOut.execute(token);
    expect(await userOf(token)).toBeNull();
    expect(await userOf(other.session.token)).toEqual(user);
    expect(kit.sessions.of(user.id)).toHaveLength(1);
  });

  it('lets a signed-out visitor sign out without an error', async () => {
    await expect(kit.useCases.signOut.execute(null)).resolves.toBeUndefined();
  });

  it("sweeps a user's expired sessions when they sign in again", async () => {
    const { user } = await kit.signUp('sara@example.com');
    kit.clock.advance(31 * 24 * 60 * 60 * 1000);
    await kit.useCases.signIn.execute({
      email: 'sara@example.com',
      password: 'correct horse 1',
      address: kit.newAddress(),
      previousToken: null,
    });
    expect(kit.sessions.of(user.id)).toHaveLength(1);
  });
});
