import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PREVIEW_TEXTS } from './post-preview';
import { AUTOSAVE_TEXTS, type AutosaveStatus } from './use-post-autosave';
import { UNSAVED_TEXTS } from './use-unsaved-changes-guard';

/** The quiet line under the form that says where the autosave stands; nothing before the first save. */
export function AutosaveStatusLine({ status }: { status: AutosaveStatus }) {
  const text =
    status.kind === 'saving'
      ? AUTOSAVE_TEXTS.saving
      : status.kind === 'saved'
        ? AUTOSAVE_TEXTS.saved
        : status.kind === 'failed'
          ? `${AUTOSAVE_TEXTS.failed} ${status.message}`
          : '';
  return (
    <p className={status.kind === 'failed' ? 'status field-error' : 'status'} role="status" aria-live="polite">
      {text}
    </p>
  );
}

interface ActionsProps {
  ready: boolean;
  saving: boolean;
  submitLabel: string;
  onPreview: () => void;
}

/** The preview button beside the form's own save button. */
export function PostFormButtons({ ready, saving, submitLabel, onPreview }: ActionsProps) {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem' }}>
      <Button type="submit" disabled={!ready || saving}>
        {saving ? 'در حال ذخیره...' : submitLabel}
      </Button>
      <Button type="button" $variant="outline" disabled={!ready} onClick={onPreview}>
        {PREVIEW_TEXTS.open}
      </Button>
    </div>
  );
}

/** "Leave without saving?": stay keeps the form as it is, leave goes where the writer was going. */
export function UnsavedChangesDialog({ open, onStay, onLeave }: { open: boolean; onStay: () => void; onLeave: () => void }) {
  return (
    <ConfirmDialog
      open={open}
      question={UNSAVED_TEXTS.question}
      cancelLabel={UNSAVED_TEXTS.stay}
      confirmLabel={UNSAVED_TEXTS.leave}
      onCancel={onStay}
      onConfirm={onLeave}
    />
  );
}
