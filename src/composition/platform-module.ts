import { ContainerModule } from 'inversify';
import { PLATFORM_PORTS } from '../core/ports/platform/platform-port-tokens';
import { PLATFORM_USE_CASES } from '../core/use-cases/platform/platform-tokens';
import { RestorePersistedState } from '../core/use-cases/platform/restore-persisted-state';
import { typedBinder } from './typed-binder';

/** The use cases of the state kept in the browser, restored at start, built from the ports' tokens. */
export const platformModule = new ContainerModule(({ bind: bindOf }) => {
  const bind = typedBinder(bindOf);
  bind.instance(PLATFORM_USE_CASES.RestorePersistedState, RestorePersistedState, PLATFORM_PORTS.PersistedStateStore, PLATFORM_PORTS.Wait);
});
