import { PLATFORM_PORTS } from '../../../../src/core/ports/platform/platform-port-tokens';
import { toastNotifier } from '../../../../src/adapters/notifications/toast-notifier';
import { FakeClock } from '../../../fakes/fake-clock';
import { FakeNavigation } from '../../../fakes/fake-navigation';
import { InMemoryPersistedStateStore } from '../../../fakes/in-memory-persisted-state-store';
import { FixedVisitorTimeZone } from '../../../fakes/fixed-visitor-time-zone';
import { testKit } from './test-kit';

export interface PlatformFakes {
  clock: FakeClock;
  navigation: FakeNavigation;
  store: InMemoryPersistedStateStore;
  /** Tehran unless a test places the visitor elsewhere */
  timeZone: FixedVisitorTimeZone;
}

/** The fakes behind the ports of the clock, navigation, kept state and visitor time zone (toasts are the real ones). */
export const platformKit = testKit<PlatformFakes>(
  () => ({
    clock: new FakeClock(),
    navigation: new FakeNavigation(),
    store: new InMemoryPersistedStateStore(),
    timeZone: new FixedVisitorTimeZone(),
  }),
  (bind, fakes) => {
    bind.value(PLATFORM_PORTS.ApiHost, 'http://api.test');
    bind.value(PLATFORM_PORTS.Clock, fakes.clock);
    bind.value(PLATFORM_PORTS.Wait, () => Promise.resolve());
    bind.value(PLATFORM_PORTS.Log, (message) => console.warn(message));
    // the real toasts: the views' tests read them on the page
    bind.value(PLATFORM_PORTS.Notifier, toastNotifier);
    bind.value(PLATFORM_PORTS.Navigation, fakes.navigation);
    bind.value(PLATFORM_PORTS.RouterBinding, fakes.navigation);
    bind.value(PLATFORM_PORTS.PersistedStateStore, fakes.store);
    bind.value(PLATFORM_PORTS.VisitorTimeZone, fakes.timeZone);
  },
);
