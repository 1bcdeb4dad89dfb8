import { RESET_LINK_TTL_MS } from '../../../../server/modules/account';
import { Refusal } from '../../../../server/modules/refusal';
import { resetKit, PUBLIC_URL, type ResetKit } from '../../../fakes/server/account/reset-kit';

const NEW_PASSWORD = 'a brand new passphrase';

describe('password reset by an e-mailed link', () => {
  let kit: ResetKit;
  beforeEach(() => {
    kit = resetKit();
  });
  const ask = (email: string) => kit.reset.requestPasswordReset.execute({ email, address: kit.newAddress() });
  const signIn = (email: string, password: string) =>
    kit.useCases.signIn.execute({ email, password, address: kit.newAddress(), previousToken: null });

  it("e-mails a link to the site's reset page; it sets the new password, ends every session and works once", async () => {
    const { user, token: session } = await kit.signUp('sara@example.com');
    await ask('  SARA@example.com ');
    const email = kit.messages.lastTo('sara@example.com');
    expect(email).toMatchObject({ channel: 'email', subject: expect.stringContaining('بازیابی رمز عبور') });
    expect(email!.body).toContain(`${PUBLIC_URL}/reset-password?token=`);
    const token = kit.linkTokenSentTo('sara@example.com');

    await kit.reset.resetPassword.execute({ token, password: NEW_PASSWORD });
    expect((await signIn('sara@example.com', NEW_PASSWORD)).user.id).toBe(user.id);
    await expect(signIn('sara@example.com', 'correct horse 1')).rejects.toMatchObject({ kind: 'wrong-credentials' });
    expect(await kit.useCases.verifySession.execute(session)).toBeNull();

    await expect(kit.reset.resetPassword.execute({ token, password: 'yet another passphrase' })).rejects.toMatchObject({
      kind: 'bad-code',
    });
    expect((await signIn('sara@example.com', NEW_PASSWORD)).user.id).toBe(user.id);
  });

  it("keeps only the token's sha-256, never the token", async () => {
    await kit.signUp('sara@example.com');
    await ask('sara@example.com');
    const token = kit.linkTokenSentTo('sara@example.com');
    expect(token.length).toBeGreaterThanOrEqual(43);
    expect(kit.codes.rows).toHaveLength(1);
    expect(kit.codes.rows[0].secretHash).toBe(kit.hashLinkToken(token));
    expect(JSON.stringify(kit.codes.rows)).not.toContain(token);
  });

  it('refuses a link after 30 minutes', async () => {
    await kit.signUp('sara@example.com');
    await ask('sara@example.com');
    const token = kit.linkTokenSentTo('sara@example.com');
    kit.clock.advance(RESET_LINK_TTL_MS);
    await expect(kit.reset.resetPassword.execute({ token, password: NEW_PASSWORD })).rejects.toEqual(expect.any(Refusal));
  });

  it('kills the older link when a new one is asked for', async () => {
    await kit.signUp('sara@example.com');
    await ask('sara@example.com');
    const older = kit.linkTokenSentTo('sara@example.com');
    await ask('sara@example.com');
    await expect(kit.reset.resetPassword.execute({ token: older, password: NEW_PASSWORD })).rejects.toMatchObject({ kind: 'bad-code' });
    await kit.reset.resetPassword.execute({ token: kit.linkTokenSentTo('sara@example.com'), password: NEW_PASSWORD });
  });

  it('answers an unknown e-mail as it answers a known one, sending nothing', async () => {
    await expect(ask('nobody@example.com')).resolves.toBeUndefined();
    expect(kit.messages.sent).toEqual([]);
  });

  it('limits the requests for one e-mail, known or not, alike', async () => {
    await kit.signUp('sara@example.com');
    for (const email of ['sara@example.com', 'nobody@example.com']) {
      for (let request = 0; request < 5; request += 1) await ask(email);
      await expect(ask(email)).rejects.toMatchObject({ kind: 'too-many' });
    }
    expect(kit.messages.sent).toHaveLength(5);
  });
});

describe('password reset by a code texted to the proven mobile', () => {
  let kit: ResetKit;
  beforeEach(() => {
    kit = resetKit();
  });
  const ask = (mobile: string) => kit.reset.requestPasswordReset.execute({ mobile, address: kit.newAddress() });
  const resetWith = (code: string) => kit.reset.resetPassword.execute({ mobile: '09121234567', code, password: NEW_PASSWORD });

  it('texts a 6-digit code that sets the new password and ends the sessions', async () => {
    const { token: session } = await kit.userWithProvenMobile('sara@example.com', '09121234567');
    await ask('09121234567');
    const code = kit.codeSentTo('09121234567');
    expect(code).toMatch(/^[0-9]{6}$/);
    expect(JSON.stringify(kit.codes.rows)).not.toContain(code);
    await resetWith(code);
    expect(await kit.useCases.verifySession.execute(session)).toBeNull();
    await expect(resetWith(code)).rejects.toMatchObject({ kind: 'bad-code' });
  });

  it('kills the code at the fifth wrong try, even for the right code after', async () => {
    await kit.userWithProvenMobile('sara@example.com', '09121234567');
    await ask('09121234567');
    const code = kit.codeSentTo('09121234567');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) await expect(resetWith(wrong)).rejects.toMatchObject({ kind: 'bad-code' });
    await expect(resetWith(code)).rejects.toMatchObject({ kind: 'bad-code' });
  });

  it('refuses a code after 10 minutes', async () => {
    await kit.userWithProvenMobile('sara@example.com', '09121234567');
    await ask('09121234567');
    kit.clock.advance(kit.codeTtlMs);
    await expect(resetWith(kit.codeSentTo('09121234567'))).rejects.toMatchObject({ kind: 'bad-code' });
  });

  it('sends nothing to a mobile never proven, and answers as for a proven one', async () => {
    const { user } = await kit.signUp('sara@example.com');
    await kit.useCases.updateProfile.execute({ userId: user.id, changes: { mobile: '09121234567' } });
    await expect(ask('09121234567')).resolves.toBeUndefined();
    await expect(ask('09351234567')).resolves.toBeUndefined();
    expect(kit.messages.sent).toEqual([]);
  });
});

describe('proving the mobile', () => {
  let kit: ResetKit;
  beforeEach(() => {
    kit = resetKit();
  });

  it('proves it with the texted code, and a new number is unproven again', async () => {
    const { user } = await kit.userWithProvenMobile('sara@example.com', '09121234567');
    expect(user.mobile_verified).toBe(true);
    const changed = await kit.useCases.updateProfile.execute({ userId: user.id, changes: { mobile: '09351234567' } });
    expect(changed.mobile_verified).toBe(false);
    expect(await kit.users.findByVerifiedMobile('09121234567')).toBeNull();
  });

  it('refuses a wrong code and sends nothing without a mobile', async () => {
    const { user } = await kit.signUp('sara@example.com');
    await expect(kit.reset.sendMobileCode.execute({ user, address: kit.newAddress() })).rejects.toMatchObject({ kind: 'conflict' });
    const withMobile = await kit.useCases.updateProfile.execute({ userId: user.id, changes: { mobile: '09121234567' } });
    await kit.reset.sendMobileCode.execute({ user: withMobile, address: kit.newAddress() });
    const code = kit.codeSentTo('09121234567');
    await expect(
      kit.reset.confirmMobile.execute({ user: withMobile, code: code === '000000' ? '111111' : '000000' }),
    ).rejects.toMatchObject({ kind: 'bad-code' });
    expect((await kit.reset.confirmMobile.execute({ user: withMobile, code })).mobile_verified).toBe(true);
  });

  it('leaves one proven owner per number', async () => {
    await kit.userWithProvenMobile('first@example.com', '09121234567');
    const { user: second } = await kit.userWithProvenMobile('second@example.com', '09121234567');
    expect((await kit.users.findByVerifiedMobile('09121234567'))?.id).toBe(second.id);
  });
});
