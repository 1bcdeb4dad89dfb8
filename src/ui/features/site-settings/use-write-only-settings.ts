import { useCallback, useMemo, useState, type FormEvent } from 'react';
import type { Outcome } from '../../../core/domain/outcome';
import { useLoaded } from '../../services/use-loaded';

export interface WriteOnlySettings<View, Drafts, Change> {
  /** the settings as last read or saved; null until the first answer */
  view: View | null;
  /** what the form shows: what was typed, or else the settings as read */
  drafts: Drafts | null;
  /** why the read failed, if it did */
  error: string | null;
  feedback: { kind: 'success' | 'error'; text: string } | null;
  busy: boolean;
  /** saves a change; `clearTyped` empties what was typed (a full save), otherwise it stays (a removal) */
  send(change: Change, clearTyped: boolean): Promise<void>;
  /** the form's submit: saves what the drafts say */
  submit(event: FormEvent): void;
  edit(fields: Partial<Drafts>): void;
}

/**
 * A settings section whose secrets are write-only (the providers' keys, the tax key and
 * certificate): read once, a save answering the settings as now kept (shown without reading
 * again), what the consultant typed kept while the section re-renders and emptied once saved.
 */
export function useWriteOnlySettings<View, Drafts, Change>(
  load: () => Promise<Outcome<View>>,
  save: (change: Change) => Promise<Outcome<View>>,
  draftsOf: (view: View, typed?: Drafts) => Drafts,
  changeOf: (drafts: Drafts) => Change,
): WriteOnlySettings<View, Drafts, Change> {
  const read = useLoaded(useCallback(() => load(), [load]));
  // a save answers the settings as now kept, so they are shown without reading again
  const [saved, setSaved] = useState<View | null>(null);
  const [typed, setDrafts] = useState<Drafts | null>(null);
  const filled = useMemo(() => (read.value ? draftsOf(read.value) : null), [read.value, draftsOf]);
  const drafts = typed ?? filled;
  const [feedback, setFeedback] = useState<WriteOnlySettings<View, Drafts, Change>['feedback']>(null);
  const [busy, setBusy] = useState(false);

  const send = async (change: Change, clearTyped: boolean) => {
    setBusy(true);
    const outcome = await save(change);
    setBusy(false);
    setFeedback({ kind: outcome.ok ? 'success' : 'error', text: outcome.message });
    if (!outcome.ok) return;
    setSaved(outcome.value);
    setDrafts((typedNow) => draftsOf(outcome.value, clearTyped ? undefined : (typedNow ?? filled ?? undefined)));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (drafts) void send(changeOf(drafts), true);
  };
  const edit = (fields: Partial<Drafts>) =>
    setDrafts((typedNow) => {
      const current = typedNow ?? filled;
      return current ? { ...current, ...fields } : current;
    });

  return { view: saved ?? read.value, drafts, error: read.error, feedback, busy, send, submit, edit };
}
