import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, type InitialEntry } from 'react-router-dom';
import { Container } from 'inversify';
import rtlPlugin from 'stylis-plugin-rtl';
import { App } from '../../../src/ui/app';
import { USE_CASE_MODULES } from '../../../src/composition/client-modules';
import { ALL_KITS, allFakes, type TestServices } from './kits/all-kits';
import { INITIAL_STATE, type PersistedState } from '../../../src/core/domain/persisted-state';
import type { SiteProfile } from '../../../src/core/domain/site-profile';
import type { FirstData } from '../../../src/ui/first-data/first-data-context';

export type { TestServices };

/** A container like the composition root's, every port bound to a fake by its capability's kit and the same use cases built on them. */
export function fakeContainer(overrides: Partial<TestServices> = {}): { container: Container; services: TestServices } {
  const services: TestServices = { ...allFakes(), ...overrides };
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(...ALL_KITS.map((kit) => kit.module(services)), ...USE_CASE_MODULES);
  return { container, services };
}

/** Renders the whole app at a path, with fakes behind every port. */
export function renderApp(
  path: InitialEntry,
  options: {
    state?: Partial<PersistedState>;
    services?: Partial<TestServices>;
    site?: SiteProfile;
    /** `state` is what the server rendered this very page in, as when the browser takes its HTML over */
    fromServer?: boolean;
    /** what the server read for the page it drew (src/ui/first-data) */
    firstData?: FirstData;
  } = {},
) {
  const { container, services } = fakeContainer(options.services);
  const restored: PersistedState = { ...INITIAL_STATE, ...options.state };
  const router = (children: ReactNode) => <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>;
  const view = render(
    <App
      container={container}
      restored={restored}
      site={options.site}
      router={router}
      rtl={rtlPlugin}
      sessionFromServer={options.fromServer}
      firstData={options.firstData}
    />,
  );
  return { ...view, di: container, services };
}
