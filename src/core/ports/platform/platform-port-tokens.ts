import { serviceToken as token } from '../service-token';
import type { Clock } from './clock';
import type { Wait } from './wait';
import type { Log } from './log';
import type { Notifier } from './notifier';
import type { Navigation, RouterBinding } from './navigation';
import type { PersistedStateStore } from './persisted-state-store';
import type { VisitorTimeZone } from './visitor-time-zone';

/** The ports of what every part of the client leans on: time, waiting, logging, toasts, navigation and the state kept in the browser. */
export const PLATFORM_PORTS = {
  ApiHost: token<string>('ApiHost'),
  Clock: token<Clock>('Clock'),
  Wait: token<Wait>('Wait'),
  Log: token<Log>('Log'),
  Notifier: token<Notifier>('Notifier'),
  Navigation: token<Navigation>('Navigation'),
  RouterBinding: token<RouterBinding>('RouterBinding'),
  PersistedStateStore: token<PersistedStateStore>('PersistedStateStore'),
  VisitorTimeZone: token<VisitorTimeZone>('VisitorTimeZone'),
} as const;
