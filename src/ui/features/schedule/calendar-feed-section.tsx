import { useCallback, useId, useState } from 'react';
import styled from 'styled-components';
import type { CalendarFeedAddress } from '../../../core/contracts/api/calendar-feed-api';
import { SCHEDULE_USE_CASES } from '../../../core/use-cases/schedule/schedule-tokens';
import { useService } from '../../services/services-context';
import { useLoaded } from '../../services/use-loaded';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Input } from '../../components/form-styles';

export const CALENDAR_FEED_TEXT = {
  title: 'تقویم شخصی نوبت‌ها',
  about:
    'این نشانی را در تقویم گوگل، اپل یا اوت‌لوک اضافه کنید تا نوبت‌های قطعی و رزروهای در انتظار پرداخت، از سی روز پیش تا دورترین زمان منتشرشده، در تقویم شما دیده شوند. نشانی را به کسی ندهید؛ هر کس آن را داشته باشد نام و شماره مشتریان را می‌بیند.',
  none: 'نشانی‌ای برای نمایش نیست؛ با دکمه زیر یک نشانی بسازید.',
  webcal: 'نشانی webcal (تقویم اپل و اوت‌لوک)',
  https: 'نشانی https (تقویم گوگل: «افزودن تقویم» › «از نشانی اینترنتی»)',
  copy: 'کپی',
  copyLabel: (which: string) => `کپی ${which}`,
  copied: 'نشانی کپی شد',
  notCopied: 'کپی نشد؛ نشانی را انتخاب و کپی کنید',
  make: 'ساختن نشانی',
  renew: 'ساختن نشانی تازه',
  confirm: 'با ساختن نشانی تازه، نشانی فعلی از همین حالا کار نمی‌کند و تقویم‌هایی که به آن وصل‌اند دیگر نوبتی نمی‌گیرند. ادامه می‌دهید؟',
} as const;

const Section = styled.section`
  margin: 0 0 1.5rem;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 12px;
  h3 {
    margin: 0 0 0.5rem;
    font-size: 1.05rem;
  }
  p {
    margin: 0 0 0.75rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0.5rem;
  margin-bottom: 0.75rem;
  label {
    display: flex;
    flex-direction: column;
    gap: 0.3rem;
    flex: 1 1 22rem;
    min-width: 0;
    font-weight: 600;
    font-size: 0.95rem;
  }
`;

type Feedback = { kind: 'success' | 'error'; text: string } | null;

/** One address, readable and selectable left to right inside the right-to-left page, with its copy button. */
function AddressRow({ label, value, onCopied }: { label: string; value: string; onCopied: (feedback: Feedback) => void }) {
  const id = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      onCopied({ kind: 'success', text: CALENDAR_FEED_TEXT.copied });
    } catch {
      onCopied({ kind: 'error', text: CALENDAR_FEED_TEXT.notCopied });
    }
  };
  return (
    <Row>
      <label htmlFor={id}>
        {label}
        <Input id={id} readOnly dir="ltr" value={value} onFocus={(event) => event.currentTarget.select()} />
      </label>
      <Button type="button" $variant="outline" aria-label={CALENDAR_FEED_TEXT.copyLabel(label)} onClick={() => void copy()}>
        {CALENDAR_FEED_TEXT.copy}
      </Button>
    </Row>
  );
}

/** The consultant's private calendar feed on the schedule tab: its two addresses to subscribe with, and a new one on demand. */
export function CalendarFeedSection() {
  const load = useService(SCHEDULE_USE_CASES.LoadCalendarFeed);
  const renew = useService(SCHEDULE_USE_CASES.RenewCalendarFeed);
  const headingId = useId();
  const read = useLoaded(useCallback(() => load.execute(), [load]));
  // a renewal answers the new address itself, so it is shown without reading again
  const [renewed, setRenewed] = useState<CalendarFeedAddress | null>(null);
  // undefined: not read (yet, or the read failed); null: read, and there is no address
  const feed: CalendarFeedAddress | null | undefined = renewed ?? (read.loading || read.error ? undefined : read.value);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const makeNew = async () => {
    setBusy(true);
    const outcome = await renew.execute();
    setBusy(false);
    setConfirming(false);
    if (outcome.ok) setRenewed(outcome.value);
    setFeedback({ kind: outcome.ok ? 'success' : 'error', text: outcome.message });
  };

  return (
    <Section aria-labelledby={headingId}>
      <h3 id={headingId}>{CALENDAR_FEED_TEXT.title}</h3>
      <p>{CALENDAR_FEED_TEXT.about}</p>
      {feed === null && <p>{CALENDAR_FEED_TEXT.none}</p>}
      {feed && (
        <>
          <AddressRow label={CALENDAR_FEED_TEXT.webcal} value={feed.webcal} onCopied={setFeedback} />
          <AddressRow label={CALENDAR_FEED_TEXT.https} value={feed.https} onCopied={setFeedback} />
        </>
      )}
      {read.error && <Alert kind="error">{read.error}</Alert>}
      {feedback && <Alert kind={feedback.kind}>{feedback.text}</Alert>}
      {feed !== undefined && (
        <Button type="button" disabled={busy} onClick={() => (feed ? setConfirming(true) : void makeNew())}>
          {feed ? CALENDAR_FEED_TEXT.renew : CALENDAR_FEED_TEXT.make}
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        question={CALENDAR_FEED_TEXT.confirm}
        confirmLabel={CALENDAR_FEED_TEXT.renew}
        busy={busy}
        onConfirm={() => void makeNew()}
        onCancel={() => setConfirming(false)}
      />
    </Section>
  );
}
