import { useCallback, useState } from 'react';
import type { AdminReservationType } from '../../../core/domain/reservation-type-admin';
import type { Outcome } from '../../../core/domain/outcome';
import { useReservationTypes } from '../../app-state/app-state-context';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Spinner } from '../../components/spinner';
import { SCHEDULE_USE_CASES } from '../../../core/use-cases/schedule/schedule-tokens';
import { useService } from '../../services/services-context';
import { useLoaded } from '../../services/use-loaded';
import { TypeList } from './type-list';
import { TypeFormModal, type TypeFields } from './type-form-modal';
import { TypeSlotsPanel } from './type-slots-panel';
import { Actions, TabTitle } from '../../components/form-styles';
import { BookingNoticeField, ChangeNoticeField } from './change-notice-field';
import { CalendarFeedSection } from './calendar-feed-section';
import { OutsideCalendarsSection } from './outside-calendars-section';

type Feedback = { kind: 'success' | 'error'; text: string } | null;

/** The admin's schedule: reservation types (add, edit, deactivate, delete) and each type's slots. */
export default function ScheduleTab() {
  const loadTypes = useService(SCHEDULE_USE_CASES.LoadAdminReservationTypes);
  const saveType = useService(SCHEDULE_USE_CASES.SaveReservationType);
  const deleteType = useService(SCHEDULE_USE_CASES.DeleteReservationType);
  const setTypeActive = useService(SCHEDULE_USE_CASES.SetReservationTypeActive);
  const publicTypes = useReservationTypes();
  const { value: types, error: loadError, refresh } = useLoaded(useCallback(() => loadTypes.execute(), [loadTypes]));
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [form, setForm] = useState<{ open: boolean; editing: AdminReservationType | null; error: string | null }>({
    open: false,
    editing: null,
    error: null,
  });
  const [deleting, setDeleting] = useState<AdminReservationType | null>(null);
  const [busy, setBusy] = useState(false);
  const { fetch: refreshPublicTypes } = publicTypes;

  /** After any change: the admin list's counts, and the customers' cached list in this browser. */
  const changed = useCallback(() => {
    void refresh();
    refreshPublicTypes();
  }, [refresh, refreshPublicTypes]);

  const run = async <T,>(work: () => Promise<Outcome<T>>): Promise<Outcome<T>> => {
    setBusy(true);
    const result = await work();
    setBusy(false);
    setFeedback({ kind: result.ok ? 'success' : 'error', text: result.message });
    if (result.ok) changed();
    return result;
  };

  const save = async (fields: TypeFields) => {
    setBusy(true);
    const result = await saveType.execute({ id: form.editing?._id, fields });
    setBusy(false);
    if (!result.ok) {
      setForm((current) => ({ ...current, error: result.message }));
      return;
    }
    setForm({ open: false, editing: null, error: null });
    setFeedback({ kind: 'success', text: result.message });
    if (!form.editing) setSelectedId(result.value._id);
    changed();
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    const result = await run(() => deleteType.execute(deleting));
    if (result.ok && selectedId === deleting._id) setSelectedId(null);
    setDeleting(null);
  };

  const selected = types?.find((type) => type._id === selectedId) ?? null;

  return (
    <div>
      <TabTitle>انواع رزرو و زمان‌ها</TabTitle>
      <ChangeNoticeField />
      <BookingNoticeField />
      <CalendarFeedSection />
      <OutsideCalendarsSection />
      <Actions style={{ justifyContent: 'flex-start', marginBottom: '1rem' }}>
        <Button type="button" onClick={() => setForm({ open: true, editing: null, error: null })}>
          افزودن نوع رزرو
        </Button>
      </Actions>
      {loadError && <Alert kind="error">{loadError}</Alert>}
      {feedback && <Alert kind={feedback.kind}>{feedback.text}</Alert>}
      {types === null ? (
        loadError || feedback?.kind === 'error' ? null : (
          <Spinner />
        )
      ) : types.length === 0 ? (
        <Alert kind="info">هنوز نوع رزروی اضافه نکرده‌اید</Alert>
      ) : (
        <TypeList
          types={types}
          selectedId={selectedId}
          busy={busy}
          onSelect={(type) => setSelectedId(type._id === selectedId ? null : type._id)}
          onEdit={(type) => setForm({ open: true, editing: type, error: null })}
          onToggleActive={(type) => void run(() => setTypeActive.execute({ id: type._id, active: !type.isActive }))}
          onDelete={setDeleting}
        />
      )}
      {selected && <TypeSlotsPanel key={selected._id} type={selected} types={types ?? []} onChanged={changed} />}
      <TypeFormModal
        open={form.open}
        editing={form.editing}
        busy={busy}
        error={form.error}
        onSave={(fields) => void save(fields)}
        onClose={() => setForm({ open: false, editing: null, error: null })}
      />
      <ConfirmDialog
        open={deleting !== null}
        question="آیا از حذف این نوع رزرو اطمینان دارید؟"
        busy={busy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
