import { configure, screen, waitFor } from '@testing-library/react';
import { renderApp } from '../support/render-app';
import { signedIn } from '../support/signed-in';
import { sampleUser } from '../../fakes/sample-data';
import { FakeAccountRepository } from '../../fakes/fake-account-repository';

// The first lazily loaded page of a run is compiled on demand, which can take a few seconds.
configure({ asyncUtilTimeout: 10000 });
jest.setTimeout(30000);

describe('the remembered session', () => {
  it('signs the client out at start when the server no longer knows the session', async () => {
    const accounts = new FakeAccountRepository();
    accounts.meAnswer = null;
    const { services } = renderApp('/', { state: signedIn(), services: { accounts } });
    expect(await screen.findByRole('link', { name: 'ورود - ثبت نام' })).toBeInTheDocument();
    expect(services.store.saved?.user.currentUser).toBeNull();
  });

  it('keeps the user signed in when the server confirms the session', async () => {
    const accounts = new FakeAccountRepository();
    accounts.meAnswer = sampleUser();
    renderApp('/', { state: signedIn(), services: { accounts } });
    await waitFor(() => expect(accounts.meCalls).toBe(1));
    expect(await screen.findByRole('button', { name: 'منوی حساب کاربری' })).toBeInTheDocument();
  });
});
