import { useService } from '../../services/services-context';
import { PLATFORM_PORTS } from '../../../core/ports/platform/platform-port-tokens';
import { toBusinessWallClock } from '../../../core/domain/business-time';

/** Today's date (YYYY-MM-DD) on Tehran's calendar, from the clock port. */
export function useToday(): string {
  const clock = useService(PLATFORM_PORTS.Clock);
  return toBusinessWallClock(clock.now()).date;
}
