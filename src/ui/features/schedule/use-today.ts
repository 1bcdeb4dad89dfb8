import { useService } from '../../services/services-context';
import { TOKENS } from '../../../core/ports/tokens';
import { toBusinessWallClock } from '../../../core/domain/business-time';

/** Today's date (YYYY-MM-DD) on Tehran's calendar, from the clock port. */
export function useToday(): string {
  const clock = useService(TOKENS.Clock);
  return toBusinessWallClock(clock.now()).date;
}
