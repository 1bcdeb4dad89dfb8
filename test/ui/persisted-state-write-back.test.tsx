import { render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { App } from '../../src/ui/app';
import { PLATFORM_PORTS } from '../../src/core/ports/platform/platform-port-tokens';
import { INITIAL_STATE, type PersistedState } from '../../src/core/domain/persisted-state';
import { LocalStoragePersistedStateStore } from '../../src/adapters/storage/local-storage-persisted-state-store';
import { MemoryStorage } from '../../src/adapters/storage/memory-storage';
import { fakeContainer } from './support/render-app';
import { sampleUser } from '../fakes/sample-data';

jest.setTimeout(30000);

describe('the state kept in local storage', () => {
  it('holds the state a server-rendered page started from once the app takes the page over, under root version 1', async () => {
    const storage = new MemoryStorage();
    // what an earlier visit left: signed out, dark
    storage.setItem('root', JSON.stringify({ version: 1, state: { ...INITIAL_STATE, theme: 'dark' } }));
    const { container } = fakeContainer();
    container.unbind(PLATFORM_PORTS.PersistedStateStore);
    container.bind(PLATFORM_PORTS.PersistedStateStore).toConstantValue(new LocalStoragePersistedStateStore(storage));
    const fromServer: PersistedState = { ...INITIAL_STATE, user: { currentUser: sampleUser(), loading: false, error: null } };
    render(
      <App
        container={container}
        restored={fromServer}
        sessionFromServer
        router={(children) => <MemoryRouter initialEntries={['/about-me']}>{children}</MemoryRouter>}
      />,
    );
    await waitFor(() => expect(JSON.parse(storage.getItem('root')!)).toEqual({ version: 1, state: fromServer }));
  });
});
