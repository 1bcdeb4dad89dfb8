import { useCallback, useId, useState } from 'react';
import { toBusinessWallClock } from '../../../core/domain/business-time';
import type { DayOffInput } from '../../../core/domain/day-off';
import { PLATFORM_PORTS } from '../../../core/ports/platform/platform-port-tokens';
import { SCHEDULE_USE_CASES } from '../../../core/use-cases/schedule/schedule-tokens';
import type { Outcome } from '../../../core/domain/outcome';
import { Alert, type AlertKind } from '../../components/alert';
import { SectionTitle, TabTitle } from '../../components/form-styles';
import { Spinner } from '../../components/spinner';
import { useService } from '../../services/services-context';
import { useLoaded } from '../../services/use-loaded';
import { CloseTimeForm } from './close-time-form';
import { DayOffList } from './day-off-list';
import { DAYS_OFF_TEXTS as T } from './days-off-texts';
import { HolidayOffers } from './holiday-offers';

/**
 * «روزهای تعطیل»: the consultant closes a day, a range or some hours for every type, sees the
 * bookings already inside each closed time, and accepts or skips the official holidays.
 */
export default function DaysOffTab() {
  const load = useService(SCHEDULE_USE_CASES.LoadDaysOff);
  const closeTime = useService(SCHEDULE_USE_CASES.CloseTime);
  const reopenTime = useService(SCHEDULE_USE_CASES.ReopenTime);
  const answerHolidays = useService(SCHEDULE_USE_CASES.AnswerHolidays);
  const today = toBusinessWallClock(useService(PLATFORM_PORTS.Clock).now()).date;
  const titleId = useId();
  const { value: shown, error: loadError, afterWrite } = useLoaded(useCallback(() => load.execute(), [load]));
  const [feedback, setFeedback] = useState<{ kind: AlertKind; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<Outcome<unknown>>) => {
    setBusy(true);
    await afterWrite(async () => {
      const written = await work();
      setFeedback({ kind: written.ok ? 'success' : 'error', text: written.message });
      return written;
    });
    setBusy(false);
  };

  return (
    <section aria-labelledby={titleId}>
      <TabTitle id={titleId}>{T.title}</TabTitle>
      <p>{T.intro}</p>
      {loadError && <Alert kind="error">{loadError}</Alert>}
      {feedback && <Alert kind={feedback.kind}>{feedback.text}</Alert>}
      <CloseTimeForm
        today={today}
        busy={busy}
        onInvalid={(text) => setFeedback({ kind: 'error', text })}
        onSubmit={(input: DayOffInput) => void run(() => closeTime.execute(input))}
      />
      {!shown ? (
        <Spinner />
      ) : (
        <>
          <SectionTitle>{T.listTitle}</SectionTitle>
          <DayOffList daysOff={shown.daysOff} busy={busy} onReopen={(id) => void run(() => reopenTime.execute(id))} />
          <SectionTitle>{T.holidaysTitle}</SectionTitle>
          <HolidayOffers
            holidays={shown.holidays}
            busy={busy}
            onAnswer={(answer, dates) => void run(() => answerHolidays.execute(answer, dates))}
          />
        </>
      )}
    </section>
  );
}
