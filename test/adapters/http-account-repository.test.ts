import { createApiClient } from '../../src/adapters/http/api-client';
import { HttpAccountRepository } from '../../src/adapters/http/http-account-repository';
import { AccountRequestError } from '../../src/core/ports/account/account-repository';
import { startTestServer, type TestServer } from '../server/support/test-server';

jest.setTimeout(60000);

/** The adapter against the real API (node's axios keeps no cookies, so every call is signed out). */
describe('the HTTP account repository', () => {
  let server: TestServer;
  let accounts: HttpAccountRepository;

  beforeAll(async () => {
    server = await startTestServer();
    accounts = new HttpAccountRepository(createApiClient(server.url));
  });
  afterAll(async () => server.close());

  it('answers the user from sign-up and sign-in', async () => {
    const user = await accounts.signUp({ email: 'adapter@example.com', password: '12345678' });
    expect(user).toMatchObject({ email: 'adapter@example.com', isAdmin: false });
    expect(await accounts.signIn({ email: 'adapter@example.com', password: '12345678' })).toEqual(user);
  });

  it("turns a refusal into the port's error with the server's message and status", async () => {
    const failure = await accounts.signIn({ email: 'adapter@example.com', password: 'wrong one' }).catch((error) => error);
    expect(failure).toBeInstanceOf(AccountRequestError);
    expect(failure).toMatchObject({ reason: 'rejected', serverMessage: 'ایمیل یا رمز عبور نادرست است', status: 401 });
    expect(await accounts.updateProfile('someone', { bio: 'x' }).catch((error) => error)).toMatchObject({
      reason: 'rejected',
      status: 401,
    });
  });

  it('reads a 401 from /api/auth/me as "nobody is signed in"', async () => {
    expect(await accounts.me()).toBeNull();
  });

  it('reports an unreachable server as a network failure', async () => {
    const offline = new HttpAccountRepository(createApiClient('http://127.0.0.1:9'));
    expect(await offline.me().catch((error) => error)).toMatchObject({ reason: 'network', serverMessage: '' });
    expect(await offline.deleteAccount('u-1').catch((error) => error)).toMatchObject({ reason: 'network' });
  });
});
