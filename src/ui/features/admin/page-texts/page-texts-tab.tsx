import { useCallback, useId, useState } from 'react';
import {
  PAGE_TEXT_SLOTS,
  pageTextSlot,
  type PageTextContent,
  type PageTextSlotKey,
  type PageTextVersion,
} from '../../../../core/domain/page-texts';
import { SITE_USE_CASES } from '../../../../core/use-cases/site/site-tokens';
import type { Outcome } from '../../../../core/domain/outcome';
import { Alert, type AlertKind } from '../../../components/alert';
import { Field, SectionTitle, Select, TabTitle } from '../../../components/form-styles';
import { Spinner } from '../../../components/spinner';
import { useService } from '../../../services/services-context';
import { useLoaded } from '../../../services/use-loaded';
import { PageTextForm } from './page-text-form';
import { PageTextVersions } from './page-text-versions';

const EMPTY: PageTextContent = { title: '', summary: '', body: '' };

/**
 * «متن صفحات»: the consultant writes each slot of the public pages' prose in the article editor.
 * Every save keeps the version before it; any earlier version can be looked at and restored,
 * which makes it the newest.
 */
export default function PageTextsTab() {
  const titleId = useId();
  const [slot, setSlot] = useState<PageTextSlotKey>(PAGE_TEXT_SLOTS[0].key);

  return (
    <section aria-labelledby={titleId}>
      <TabTitle id={titleId}>متن صفحات</TabTitle>
      <p>متن هر بخش از صفحه‌های سایت را اینجا بنویسید. هر ذخیره نسخه قبلی را نگه می‌دارد و هر نسخه را می‌توانید ببینید و بازگردانید.</p>
      <Field>
        بخش
        <Select value={slot} onChange={(event) => setSlot(event.target.value as PageTextSlotKey)}>
          {PAGE_TEXT_SLOTS.map((entry) => (
            <option key={entry.key} value={entry.key}>
              {entry.label}
            </option>
          ))}
        </Select>
      </Field>
      {/* keyed by the slot: another slot's text, version looked at or message never shows while this one is read */}
      <SlotTexts key={slot} slot={slot} />
    </section>
  );
}

/** One slot's text in the editor, and its versions to look at and restore. */
function SlotTexts({ slot }: { slot: PageTextSlotKey }) {
  const loadVersions = useService(SITE_USE_CASES.LoadPageTextVersions);
  const loadVersion = useService(SITE_USE_CASES.LoadPageTextVersion);
  const save = useService(SITE_USE_CASES.SavePageText);
  const restore = useService(SITE_USE_CASES.RestorePageTextVersion);
  const { value: shown, error: loadError, afterWrite } = useLoaded(useCallback(() => loadVersions.execute(slot), [loadVersions, slot]));
  const [viewed, setViewed] = useState<PageTextVersion | null>(null);
  const [feedback, setFeedback] = useState<{ kind: AlertKind; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<Outcome<unknown>>) => {
    setBusy(true);
    await afterWrite(async () => {
      const outcome = await work();
      setFeedback({ kind: outcome.ok ? 'success' : 'error', text: outcome.message });
      if (outcome.ok) setViewed(null);
      return outcome;
    });
    setBusy(false);
  };

  const view = async (version: number) => {
    const outcome = await loadVersion.execute(slot, version);
    if (outcome.ok) setViewed(outcome.value);
    else setFeedback({ kind: 'error', text: outcome.message });
  };

  const chosen = pageTextSlot(slot);
  return (
    <>
      {loadError && <Alert kind="error">{loadError}</Alert>}
      {feedback && <Alert kind={feedback.kind}>{feedback.text}</Alert>}
      {!shown ? (
        <Spinner />
      ) : (
        <>
          <SectionTitle>{chosen.label}</SectionTitle>
          <PageTextForm
            key={`${slot}:${shown.current?.version ?? 0}`}
            slot={chosen}
            initial={shown.current ?? EMPTY}
            busy={busy}
            onSave={(content) => void run(() => save.execute(slot, content))}
          />
          <SectionTitle>نسخه‌ها</SectionTitle>
          <PageTextVersions
            versions={shown.versions}
            current={shown.current?.version ?? null}
            viewed={viewed}
            busy={busy}
            onView={(version) => void view(version)}
            onRestore={(version) => void run(() => restore.execute(slot, version))}
          />
        </>
      )}
    </>
  );
}
