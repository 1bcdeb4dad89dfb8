import { Secret, TOTP } from 'otpauth';
import { CodeNeeded } from '../../../../server/modules/account/use-cases/sign-in';
import { accountKit, type AccountKit } from '../../../fakes/server/account/account-kit';
import { refusalOf } from './refusal-of';

const PASSWORD = 'a long admin pass';
const WRONG_CODE = {
  kind: 'wrong-credentials',
  message: 'کد ورود دومرحله‌ای درست نیست یا پیش‌تر به کار رفته است؛ کد تازهٔ برنامهٔ احراز هویت را وارد کنید',
};

describe("the admin's second factor (TOTP)", () => {
  let kit: AccountKit;
  beforeEach(() => {
    kit = accountKit();
  });
  const codeAt = (secret: string, offsetSteps = 0) =>
    new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: kit.clock.now().getTime() + offsetSteps * 30_000 });
  const admin = async () => {
    await kit.useCases.createAdmin.execute({ email: 'owner@example.com', password: PASSWORD });
    return (await kit.users.findByEmail('owner@example.com'))!.user;
  };
  const ticketOf = async (address = kit.newAddress()) => {
    const thrown = await kit.useCases.signIn
      .execute({ email: 'owner@example.com', password: PASSWORD, address, previousToken: null })
      .catch((error: unknown) => error);
    if (!(thrown instanceof CodeNeeded)) throw thrown;
    return (thrown as CodeNeeded).ticket;
  };
  const enterCode = (ticket: string, code: string) =>
    kit.useCases.enterCode.execute({ ticket, code, address: kit.newAddress(), previousToken: null });
  const turnOn = async () => {
    const user = await admin();
    const { secret, uri, qrSvg } = await kit.useCases.secondFactor.begin(user);
    expect(uri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(kit.secondFactorStore().factors.get(user.id)!.sealedSecret).not.toContain(secret);
    await kit.useCases.secondFactor.confirm(user, codeAt(secret));
    // later steps than the one the first code used
    kit.clock.advance(3 * 30_000);
    return { user, secret };
  };

  it('is on only after a first code proves the app kept the secret; a wrong first code leaves it off', async () => {
    const user = await admin();
    const { secret } = await kit.useCases.secondFactor.begin(user);
    expect(await refusalOf(kit.useCases.secondFactor.confirm(user, '000000'))).toMatchObject({ kind: 'bad-code' });
    expect(await kit.useCases.secondFactor.isOn(user)).toBe(false);
    await kit.useCases.secondFactor.confirm(user, codeAt(secret));
    expect(await kit.useCases.secondFactor.isOn(user)).toBe(true);
    expect(await refusalOf(kit.useCases.secondFactor.begin(user))).toMatchObject({ kind: 'conflict' });
  });

  it('is for the admin alone', async () => {
    const { user } = await kit.signUp('customer@example.com');
    expect(await refusalOf(kit.useCases.secondFactor.begin(user))).toEqual({
      kind: 'forbidden',
      message: 'ورود دومرحله‌ای فقط برای حساب مدیر است',
    });
  });

  it('asks for the code after the right password, lets the right code in once, and refuses a wrong or replayed one', async () => {
    const { secret } = await turnOn();
    const ticket = await ticketOf();
    expect(await refusalOf(enterCode(ticket, '123456'))).toEqual(WRONG_CODE);
    const code = codeAt(secret);
    const entered = await enterCode(ticket, code);
    expect(entered.user.email).toBe('owner@example.com');
    expect(await kit.useCases.verifySession.execute(entered.session.token)).not.toBeNull();
    // the same code again (even with a new ticket) is a replay
    expect(await refusalOf(enterCode(await ticketOf(), code))).toEqual(WRONG_CODE);
  });

  it('takes a code one step early or late, not two', async () => {
    const { secret } = await turnOn();
    expect(await refusalOf(enterCode(await ticketOf(), codeAt(secret, -2)))).toEqual(WRONG_CODE);
    await enterCode(await ticketOf(), codeAt(secret, -1));
    kit.clock.advance(60_000);
    await enterCode(await ticketOf(), codeAt(secret, 1));
  });

  it('counts wrong codes like wrong passwords: five from unknown devices shut them out', async () => {
    const { secret } = await turnOn();
    for (let attempt = 0; attempt < 5; attempt++) await refusalOf(enterCode(await ticketOf(), '111111'));
    expect(await refusalOf(enterCode('x', codeAt(secret)))).toMatchObject({ kind: 'wrong-credentials' });
    expect(await refusalOf(ticketOf())).toMatchObject({ kind: 'too-many' });
  });

  it('refuses a forged or expired ticket', async () => {
    const { secret } = await turnOn();
    const ticket = await ticketOf();
    const [body] = ticket.split('.');
    expect(await refusalOf(enterCode(`${body}.forged`, codeAt(secret)))).toMatchObject({
      kind: 'wrong-credentials',
      message: expect.stringMatching(/^مهلت وارد کردن کد/),
    });
    kit.clock.advance(5 * 60 * 1000);
    expect(await refusalOf(enterCode(ticket, codeAt(secret)))).toMatchObject({ message: expect.stringMatching(/^مهلت وارد کردن کد/) });
  });

  it('turns off only with a current code, and then the password alone lets the admin in', async () => {
    const { user, secret } = await turnOn();
    expect(await refusalOf(kit.useCases.secondFactor.turnOff(user, '000000'))).toMatchObject({ kind: 'bad-code' });
    expect(await kit.useCases.secondFactor.isOn(user)).toBe(true);
    await kit.useCases.secondFactor.turnOff(user, codeAt(secret));
    const entered = await kit.useCases.signIn.execute({
      email: 'owner@example.com',
      password: PASSWORD,
      address: kit.newAddress(),
      previousToken: null,
    });
    expect(entered.user.is_admin).toBe(true);
  });
});
