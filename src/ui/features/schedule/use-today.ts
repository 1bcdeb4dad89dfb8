import { useService } from '../../services/services-context';
import { TOKENS } from '../../../core/ports/tokens';
import type { Clock } from '../../../core/ports/clock';
import { toBusinessWallClock } from '../../../core/domain/business-time';

/** Today's date (YYYY-MM-DD) on Tehran's calendar, from the clock port. */
export function useToday(): string {
  const clock = useService<Clock>(TOKENS.Clock);
  return toBusinessWallClock(clock.now()).date;
}
