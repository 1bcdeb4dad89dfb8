import { accountKit, type AccountKit } from '../../../fakes/server/account/account-kit';

describe("making an admin (the operator's create-admin)", () => {
  let kit: AccountKit;
  beforeEach(() => {
    kit = accountKit();
  });
  const signIn = (email: string, password: string) =>
    kit.useCases.signIn.execute({ email, password, address: kit.newAddress(), previousToken: null });

  it('creates an admin who can then sign in, and gives them the articles without an author', async () => {
    kit.admins.authorlessArticles = 10;
    const enrolled = await kit.useCases.createAdmin.execute({ email: ' Owner@Example.com ', password: 'a long admin pass' });
    expect(enrolled).toEqual({ id: expect.any(String), created: true, articles: 10 });
    const { user } = await signIn('owner@example.com', 'a long admin pass');
    expect(user).toMatchObject({ id: enrolled.id, email: 'Owner@Example.com', is_admin: true });
  });

  it('promotes an existing account, whose new password replaces the old', async () => {
    const { user } = await kit.signUp('member@example.com', 'the old password');
    const enrolled = await kit.useCases.createAdmin.execute({ email: 'MEMBER@example.com', password: 'the new password' });
    expect(enrolled).toEqual({ id: user.id, created: false, articles: 0 });
    expect((await signIn('member@example.com', 'the new password')).user.is_admin).toBe(true);
    await expect(signIn('member@example.com', 'the old password')).rejects.toMatchObject({ kind: 'wrong-credentials' });
  });
});
