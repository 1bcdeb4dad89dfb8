import { useEffect, useState } from 'react';
import type { Clock } from '../../../core/ports/platform/clock';

/** The clock's time, refreshed every `everyMs` while `running` (the countdowns tick each second). */
export function useNow(clock: Clock, everyMs: number, running: boolean): number {
  const [now, setNow] = useState(() => clock.now());
  useEffect(() => {
    if (!running) return undefined;
    setNow(clock.now());
    const timer = setInterval(() => setNow(clock.now()), everyMs);
    return () => clearInterval(timer);
  }, [clock, everyMs, running]);
  return now;
}
