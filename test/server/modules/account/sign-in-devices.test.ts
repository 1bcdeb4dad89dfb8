import { accountKit, type AccountKit } from '../../../fakes/server/account/account-kit';
import { refusalOf } from './refusal-of';

const PASSWORD = 'correct horse 1';
const SHUT = /^ورود به این حساب از دستگاه‌های تازه به‌خاطر تلاش‌های ناموفق بسیار بسته شد/;
const TOO_MANY = /^تعداد تلاش‌های ناموفق ورود بیش از حد مجاز است/;

describe('signing in: known devices (OWASP device cookies)', () => {
  let kit: AccountKit;
  let addresses = 0;
  beforeEach(() => {
    kit = accountKit();
  });
  const signIn = (email: string, password: string, deviceCookie: string | null = null, address = `203.0.113.${++addresses % 250}`) =>
    kit.useCases.signIn.execute({ email, password, address, previousToken: null, deviceCookie });

  it('gives every sign-in a device cookie naming the account', async () => {
    await kit.signUp('owner@example.com');
    const { deviceCookie } = await signIn('owner@example.com', PASSWORD);
    expect(deviceCookie.split('.')).toHaveLength(3);
    expect(Buffer.from(deviceCookie.split('.')[0], 'base64url').toString()).toBe('owner@example.com');
  });

  it('lets the known device in with the right password while a flood of guesses from 50 addresses shuts unknown devices out', async () => {
    await kit.signUp('owner@example.com');
    const { deviceCookie } = await signIn('owner@example.com', PASSWORD);
    for (let address = 0; address < 50; address++) await refusalOf(signIn('owner@example.com', 'guess', null, `198.18.1.${address}`));

    expect(await refusalOf(signIn('owner@example.com', PASSWORD))).toMatchObject({
      kind: 'too-many',
      message: expect.stringMatching(SHUT),
    });
    const known = await signIn('OWNER@example.com', PASSWORD, deviceCookie);
    expect(known.user.email).toBe('owner@example.com');
  });

  it("limits a known device's own failures apart from the unknown devices'", async () => {
    await kit.signUp('owner@example.com');
    const { deviceCookie } = await signIn('owner@example.com', PASSWORD);
    for (let attempt = 0; attempt < 5; attempt++)
      expect(await refusalOf(signIn('owner@example.com', 'typo', deviceCookie))).toMatchObject({ kind: 'wrong-credentials' });
    expect(await refusalOf(signIn('owner@example.com', PASSWORD, deviceCookie))).toMatchObject({
      kind: 'too-many',
      message: expect.stringMatching(TOO_MANY),
    });
    // the unknown devices' count was not touched
    await signIn('owner@example.com', PASSWORD);
  });

  it("treats a forged, altered or other account's cookie as an unknown device", async () => {
    await kit.signUp('owner@example.com');
    await kit.signUp('other@example.com');
    const { deviceCookie: others } = await signIn('other@example.com', PASSWORD);
    const { deviceCookie: own } = await signIn('owner@example.com', PASSWORD);
    for (let address = 0; address < 5; address++) await refusalOf(signIn('owner@example.com', 'guess', null));
    const [account, device] = own.split('.');
    const forged = `${account}.${device}.${'A'.repeat(43)}`;
    const renamed = `${Buffer.from('owner@example.com').toString('base64url')}.${others.split('.')[1]}.${others.split('.')[2]}`;
    for (const cookie of [others, forged, renamed, 'garbage'])
      expect(await refusalOf(signIn('owner@example.com', PASSWORD, cookie))).toMatchObject({
        kind: 'too-many',
        message: expect.stringMatching(SHUT),
      });
    await signIn('owner@example.com', PASSWORD, own);
  });
});
