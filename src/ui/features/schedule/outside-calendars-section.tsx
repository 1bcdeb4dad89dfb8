import { useCallback, useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { formatJalaliDateTime, formatJalaliLong } from '../../../core/domain/jalali-date';
import type { BusyMark, OutsideCalendarView } from '../../../core/domain/outside-calendar';
import { toPersianDigits } from '../../../core/domain/persian-digits';
import { SCHEDULE_USE_CASES } from '../../../core/use-cases/schedule/schedule-tokens';
import { useService } from '../../services/services-context';
import { useLoaded } from '../../services/use-loaded';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Input } from '../../components/form-styles';

export const OUTSIDE_CALENDARS_TEXT = {
  title: 'تقویم‌های شما (زمان‌های پر)',
  about:
    'نشانی iCal تقویم گوگل (نشانی مخفی)، تقویم عمومی iCloud، تقویم منتشرشدهٔ اوت‌لوک یا هر نشانی .ics را بیفزایید. زمان‌هایی که در این تقویم‌ها رویداد دارید به مشتریان پیشنهاد نمی‌شود و رزرو نمی‌شود. نشانی‌ها محرمانه نگه داشته می‌شوند و پس از افزودن نمایش داده نمی‌شوند.',
  none: 'هنوز تقویمی نیفزوده‌اید.',
  address: 'نشانی تقویم (https یا webcal)',
  label: 'نام تقویم (اختیاری)',
  add: 'افزودن تقویم',
  remove: 'برداشتن',
  removeLabel: (label: string) => `برداشتن تقویم ${label}`,
  notReadYet: 'هنوز خوانده نشده؛ تا چند دقیقهٔ دیگر خوانده می‌شود',
  lastRead: (when: string, count: number) => `آخرین خواندن: ${when} — ${toPersianDigits(count)} زمان پر`,
  failing: (since: string, why: string) => `از ${since} خوانده نمی‌شود: ${why}. آخرین نسخهٔ سالم همچنان زمان‌ها را می‌بندد.`,
  blockedTitle: 'زمان‌هایی که رویدادهای تقویم شما می‌بندد',
  collisionsTitle: 'رزروهایی که با رویدادی از تقویم شما هم‌زمان شده‌اند (خودکار لغو نمی‌شوند)',
} as const;

const Section = styled.section`
  margin: 0 0 1.5rem;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 12px;
  h3,
  h4 {
    margin: 0 0 0.5rem;
    font-size: 1.05rem;
  }
  p {
    margin: 0 0 0.75rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  ul {
    margin: 0 0 0.75rem;
    padding-inline-start: 1.25rem;
  }
`;

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0.5rem;
  margin-bottom: 0.75rem;
  label {
    display: flex;
    flex-direction: column;
    gap: 0.3rem;
    flex: 1 1 16rem;
    font-weight: 600;
    font-size: 0.95rem;
  }
`;

type Feedback = { kind: 'success' | 'error'; text: string } | null;

const markText = (mark: BusyMark) =>
  `${formatJalaliLong(mark.date)}، ساعت ${toPersianDigits(mark.time)} — ${mark.typeTitle}${mark.customerName ? ` — ${mark.customerName}` : ''}`;

function CalendarItem({ calendar, onRemove, busy }: { calendar: OutsideCalendarView; onRemove: () => void; busy: boolean }) {
  return (
    <li>
      <strong>{calendar.label}</strong> <span dir="ltr">({calendar.host})</span>
      <div>
        {calendar.lastReadAt
          ? OUTSIDE_CALENDARS_TEXT.lastRead(formatJalaliDateTime(calendar.lastReadAt), calendar.busyCount)
          : OUTSIDE_CALENDARS_TEXT.notReadYet}
      </div>
      {calendar.failingSince && calendar.failure && (
        <Alert kind="error">{OUTSIDE_CALENDARS_TEXT.failing(formatJalaliDateTime(calendar.failingSince), calendar.failure)}</Alert>
      )}
      <Button
        type="button"
        $variant="outline"
        disabled={busy}
        aria-label={OUTSIDE_CALENDARS_TEXT.removeLabel(calendar.label)}
        onClick={onRemove}
      >
        {OUTSIDE_CALENDARS_TEXT.remove}
      </Button>
    </li>
  );
}

function MarkList({ title, marks }: { title: string; marks: BusyMark[] }) {
  const id = useId();
  if (marks.length === 0) return null;
  return (
    <div role="group" aria-labelledby={id}>
      <h4 id={id}>{title}</h4>
      <ul>
        {marks.map((mark) => (
          <li key={`${mark.reservationId ?? mark.typeTitle}-${mark.date}-${mark.time}`}>{markText(mark)}</li>
        ))}
      </ul>
    </div>
  );
}

/** The consultant's own calendars on the schedule tab: add and remove them, see how their readings go and what their events block. */
export function OutsideCalendarsSection() {
  const load = useService(SCHEDULE_USE_CASES.LoadOutsideCalendars);
  const add = useService(SCHEDULE_USE_CASES.AddOutsideCalendar);
  const remove = useService(SCHEDULE_USE_CASES.RemoveOutsideCalendar);
  const headingId = useId();
  const addressId = useId();
  const labelId = useId();
  const { value: list, error: loadError, afterWrite } = useLoaded(useCallback(() => load.execute(), [load]));
  const [address, setAddress] = useState('');
  const [label, setLabel] = useState('');
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    await afterWrite(async () => {
      const outcome = await add.execute({ address, label });
      setBusy(false);
      setFeedback({ kind: outcome.ok ? 'success' : 'error', text: outcome.message });
      if (outcome.ok) {
        setAddress('');
        setLabel('');
      }
      return outcome;
    });
  };

  const removeOne = async (id: string) => {
    setBusy(true);
    await afterWrite(async () => {
      const outcome = await remove.execute(id);
      setBusy(false);
      setFeedback({ kind: outcome.ok ? 'success' : 'error', text: outcome.ok ? outcome.value : outcome.message });
      return outcome;
    });
  };

  return (
    <Section aria-labelledby={headingId}>
      <h3 id={headingId}>{OUTSIDE_CALENDARS_TEXT.title}</h3>
      <p>{OUTSIDE_CALENDARS_TEXT.about}</p>
      {list && list.calendars.length === 0 && <p>{OUTSIDE_CALENDARS_TEXT.none}</p>}
      {list && list.calendars.length > 0 && (
        <ul>
          {list.calendars.map((calendar) => (
            <CalendarItem key={calendar.id} calendar={calendar} busy={busy} onRemove={() => void removeOne(calendar.id)} />
          ))}
        </ul>
      )}
      <Form onSubmit={(event) => void submit(event)}>
        <label htmlFor={addressId}>
          {OUTSIDE_CALENDARS_TEXT.address}
          <Input id={addressId} dir="ltr" value={address} autoComplete="off" onChange={(event) => setAddress(event.target.value)} />
        </label>
        <label htmlFor={labelId}>
          {OUTSIDE_CALENDARS_TEXT.label}
          <Input id={labelId} value={label} onChange={(event) => setLabel(event.target.value)} />
        </label>
        <Button type="submit" disabled={busy || address.trim() === ''}>
          {OUTSIDE_CALENDARS_TEXT.add}
        </Button>
      </Form>
      {loadError && <Alert kind="error">{loadError}</Alert>}
      {feedback && <Alert kind={feedback.kind}>{feedback.text}</Alert>}
      {list && <MarkList title={OUTSIDE_CALENDARS_TEXT.blockedTitle} marks={list.blocked} />}
      {list && <MarkList title={OUTSIDE_CALENDARS_TEXT.collisionsTitle} marks={list.collisions} />}
    </Section>
  );
}
