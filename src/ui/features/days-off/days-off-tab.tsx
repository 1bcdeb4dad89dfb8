import { useCallback, useEffect, useId, useState } from 'react';
import type { DayOffView } from '../../../core/contracts/api/days-off-api';
import { toBusinessWallClock } from '../../../core/domain/business-time';
import type { DayOffInput, HolidayOffer } from '../../../core/domain/day-off';
import { PLATFORM_PORTS } from '../../../core/ports/platform/platform-port-tokens';
import { SCHEDULE_USE_CASES } from '../../../core/use-cases/schedule/schedule-tokens';
import type { Outcome } from '../../../core/domain/outcome';
import { Alert, type AlertKind } from '../../components/alert';
import { SectionTitle, TabTitle } from '../../components/form-styles';
import { Spinner } from '../../components/spinner';
import { useService } from '../../services/services-context';
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
  const [shown, setShown] = useState<{ daysOff: DayOffView[]; holidays: HolidayOffer[] } | null>(null);
  const [feedback, setFeedback] = useState<{ kind: AlertKind; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const refresh = useCallback(async () => {
    const result = await load.execute();
    if (result.ok) setShown(result.value);
    else setFeedback({ kind: 'error', text: result.message });
  }, [load]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const run = async (work: () => Promise<Outcome<unknown>>) => {
    setBusy(true);
    const outcome = await work();
    setFeedback({ kind: outcome.ok ? 'success' : 'error', text: outcome.message });
    if (outcome.ok) await refresh();
    setBusy(false);
  };

  return (
    <section aria-labelledby={titleId}>
      <TabTitle id={titleId}>{T.title}</TabTitle>
      <p>{T.intro}</p>
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
