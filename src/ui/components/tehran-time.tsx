import { useMemo } from 'react';
import styled from 'styled-components';
import type { WallClock } from '../../core/domain/business-time';
import { TEHRAN_TIME_LABEL, visitorTimeText, visitorWallClock } from '../../core/domain/tehran-time';
import { toPersianDigits } from '../../core/domain/persian-digits';
import { PLATFORM_PORTS } from '../../core/ports/platform/platform-port-tokens';
import { useService } from '../services/services-context';
import { useTakenOver } from './use-taken-over';

/** The visitor's own time, kept on one line. */
const VisitorTime = styled.small`
  display: inline-block;
  white-space: nowrap;
`;

/**
 * A time on Tehran's clock. For a visitor whose clock reads otherwise at that moment it says
 * «۱۰:۰۰ به وقت تهران (۰۷:۳۰ به وقت شما)»; in Tehran just «۱۰:۰۰». The server does not know
 * the visitor's zone, so its HTML (and the first render that takes it over) shows Tehran's time
 * alone, as bare text, and the visitor's is added once the app runs.
 */
export function TehranTime({ date, time }: WallClock) {
  const zones = useService(PLATFORM_PORTS.VisitorTimeZone);
  const running = useTakenOver();
  const visitor = useMemo(
    () => (running ? visitorWallClock({ date, time }, (instant) => zones.wallClockAt(instant)) : null),
    [running, date, time, zones],
  );
  const tehran = toPersianDigits(time);
  if (!visitor) return <>{tehran}</>;
  return (
    <span data-testid="tehran-time">
      {`${tehran} ${TEHRAN_TIME_LABEL} `}
      <VisitorTime>{visitorTimeText({ date, time }, visitor)}</VisitorTime>
    </span>
  );
}
