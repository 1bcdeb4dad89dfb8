import { createHash } from 'node:crypto';
import { firstRunUseCases, MAX_FAILURES_PER_ADDRESS, type FirstRunUseCases } from '../../../../server/modules/account';
import { accountKit, type AccountKit } from '../../../fakes/server/account/account-kit';
import { refusalOf } from './refusal-of';

const WRONG = { kind: 'bad-code', message: 'نشانی راه‌اندازی درست نیست؛ نشانی را کامل از گزارش سرور کپی کنید' };
const USED = { kind: 'bad-code', message: 'این نشانی راه‌اندازی قبلاً به کار رفته است' };
const EXPIRED = {
  kind: 'bad-code',
  message: 'مهلت ۲۴ ساعتهٔ این نشانی راه‌اندازی گذشته است؛ سرور را دوباره راه‌اندازی کنید تا نشانی تازه‌ای در گزارش آن چاپ شود',
};
const DONE = { kind: 'conflict', message: 'راه‌اندازی سایت قبلاً انجام شده و حساب مدیر ساخته شده است؛ از صفحهٔ ورود وارد شوید' };

describe('the first run: setting the site up with the printed code', () => {
  let kit: AccountKit;
  let firstRun: FirstRunUseCases;
  beforeEach(() => {
    kit = accountKit();
    firstRun = firstRunUseCases(kit.ports, kit.clock);
  });

  const setUp = (code: string, email = 'owner@example.com', address = '198.51.100.1') =>
    firstRun.completeSetup.execute({
      code,
      email,
      password: 'a long passphrase',
      firstName: 'نگار',
      lastName: 'احمدی',
      address,
      previousToken: null,
    });
  const admins = () => kit.users.rows.filter((row) => row.user.is_admin);

  it('prints a code of at least 128 random bits, kept only as its hash, and none once an admin exists', async () => {
    const code = (await firstRun.issueSetupCode.execute())!;
    expect(Buffer.from(code, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect([...kit.firstRun.codes.keys()]).toEqual([createHash('sha256').update(code).digest('hex')]);
    expect(await firstRun.issueSetupCode.execute()).not.toBe(code);

    await kit.useCases.createAdmin.execute({ email: 'cli@example.com', password: 'a long passphrase' });
    expect(await firstRun.issueSetupCode.execute()).toBeNull();
  });

  it('makes exactly one admin with the code, named as typed, and signs them in', async () => {
    const code = (await firstRun.issueSetupCode.execute())!;
    const entered = await setUp(code);
    expect(entered.user).toMatchObject({ email: 'owner@example.com', first_name: 'نگار', last_name: 'احمدی', is_admin: true });
    expect(admins()).toHaveLength(1);
    expect(await kit.useCases.verifySession.execute(entered.session.token)).toMatchObject({ id: entered.user.id, is_admin: true });
    expect(
      await kit.useCases.signIn.execute({
        email: 'owner@example.com',
        password: 'a long passphrase',
        address: '198.51.100.9',
        previousToken: null,
      }),
    ).toBeTruthy();
  });

  it('refuses a wrong code and makes nobody', async () => {
    await firstRun.issueSetupCode.execute();
    expect(await refusalOf(setUp('not-the-printed-code'))).toEqual(WRONG);
    expect(kit.users.rows).toHaveLength(0);
  });

  it('refuses a reused code', async () => {
    const code = (await firstRun.issueSetupCode.execute())!;
    await setUp(code);
    // the admin is gone again (deleted): the used code still does not work
    kit.users.rows.splice(0);
    expect(await refusalOf(setUp(code, 'second@example.com'))).toEqual(USED);
    expect(kit.users.rows).toHaveLength(0);
  });

  it('refuses a code after its 24 hours, and takes it a moment before', async () => {
    const code = (await firstRun.issueSetupCode.execute())!;
    kit.clock.advance(24 * 60 * 60 * 1000);
    expect(await refusalOf(setUp(code))).toEqual(EXPIRED);
    expect(kit.users.rows).toHaveLength(0);

    const fresh = (await firstRun.issueSetupCode.execute())!;
    kit.clock.advance(24 * 60 * 60 * 1000 - 1000);
    await setUp(fresh);
    expect(admins()).toHaveLength(1);
  });

  it('refuses any set-up once an admin exists, even with a code that was live until then', async () => {
    const first = (await firstRun.issueSetupCode.execute())!;
    const second = (await firstRun.issueSetupCode.execute())!;
    await setUp(first);
    expect(await refusalOf(setUp(second, 'intruder@example.com'))).toEqual(DONE);

    const other = accountKit();
    const otherRun = firstRunUseCases(other.ports, other.clock);
    const code = (await otherRun.issueSetupCode.execute())!;
    await other.useCases.createAdmin.execute({ email: 'cli@example.com', password: 'a long passphrase' });
    const refused = otherRun.completeSetup.execute({
      code,
      email: 'late@example.com',
      password: 'a long passphrase',
      firstName: 'a',
      lastName: 'b',
      address: '198.51.100.1',
      previousToken: null,
    });
    expect(await refusalOf(refused)).toEqual(DONE);
    expect(other.users.rows.map((row) => row.user.email)).toEqual(['cli@example.com']);
    expect(admins()).toHaveLength(1);
  });

  it("makes one admin when two processes' codes are used at the same moment", async () => {
    const [a, b] = [(await firstRun.issueSetupCode.execute())!, (await firstRun.issueSetupCode.execute())!];
    const outcomes = await Promise.all([refusalOf(setUp(a, 'a@example.com')), refusalOf(setUp(b, 'b@example.com'))]);
    expect(outcomes).toEqual([null, DONE]);
    expect(admins().map((row) => row.user.email)).toEqual(['a@example.com']);
  });

  it("counts refused set-ups against the address's sign-in limit, so a flood of guesses shuts that address out of set-up and sign-in alike", async () => {
    const code = (await firstRun.issueSetupCode.execute())!;
    const address = '203.0.113.50';
    for (let attempt = 0; attempt < MAX_FAILURES_PER_ADDRESS; attempt++)
      expect(await refusalOf(setUp(`guess-${attempt}`, 'owner@example.com', address))).toEqual(WRONG);
    expect(await refusalOf(setUp(code, 'owner@example.com', address))).toMatchObject({ kind: 'too-many', retryAfterSeconds: 15 * 60 });
    const signIn = kit.useCases.signIn.execute({ email: 'someone@example.com', password: 'whatever it is', address, previousToken: null });
    expect(await refusalOf(signIn)).toMatchObject({ kind: 'too-many' });
    expect(kit.users.rows).toHaveLength(0);
    // another address still sets the site up with the code
    await setUp(code, 'owner@example.com', '198.51.100.2');
    expect(admins()).toHaveLength(1);
  });

  it('asks whether an admin exists until one does, then never again in the process', async () => {
    expect(await firstRun.siteSetUp.isDone()).toBe(false);
    expect(await firstRun.siteSetUp.isDone()).toBe(false);
    expect(kit.firstRun.adminQuestions).toBe(2);
    await kit.useCases.createAdmin.execute({ email: 'cli@example.com', password: 'a long passphrase' });
    expect(await firstRun.siteSetUp.isDone()).toBe(true);
    for (let visit = 0; visit < 5; visit++) expect(await firstRun.siteSetUp.isDone()).toBe(true);
    expect(kit.firstRun.adminQuestions).toBe(3);
  });

  it('knows at once that set-up is done in the process that did it', async () => {
    const code = (await firstRun.issueSetupCode.execute())!;
    const asked = kit.firstRun.adminQuestions;
    await setUp(code);
    expect(await firstRun.siteSetUp.isDone()).toBe(true);
    expect(kit.firstRun.adminQuestions).toBe(asked);
  });
});
