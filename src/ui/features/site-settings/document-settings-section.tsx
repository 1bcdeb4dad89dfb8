import { useCallback, useState, type FormEvent } from 'react';
import { DOCUMENT_LIMIT_BOUNDS as B } from '../../../core/domain/documents/document-rules';
import { DOCUMENT_USE_CASES } from '../../../core/use-cases/documents/document-tokens';
import { Alert } from '../../components/alert';
import { AppForm } from '../../components/app-form';
import { Button } from '../../components/button';
import { Actions, Field, Input, SectionTitle } from '../../components/form-styles';
import { useService } from '../../services/services-context';
import { useLoaded } from '../../services/use-loaded';

type Draft = { maxFileMb: string; maxBookingMb: string; keepDays: string };

/** The customers' documents: a file's and a booking's size limits, and how many days after the session they are kept. Saved on its own, logged. */
export function DocumentSettingsSection() {
  const load = useService(DOCUMENT_USE_CASES.LoadDocumentSettings);
  const save = useService(DOCUMENT_USE_CASES.SaveDocumentSettings);
  const settings = useLoaded(useCallback(() => load.execute(), [load]));
  const [draft, setDraft] = useState<Partial<Draft>>({});
  const [answer, setAnswer] = useState<{ ok: boolean; message: string } | null>(null);
  const value = (field: keyof Draft) => draft[field] ?? (settings.value ? String(settings.value[field]) : '');

  async function submitted(event: FormEvent) {
    event.preventDefault();
    const number = (field: keyof Draft) => (draft[field] === undefined ? undefined : Number(draft[field]));
    const outcome = await settings.afterWrite(() =>
      save.execute({ maxFileMb: number('maxFileMb'), maxBookingMb: number('maxBookingMb'), keepDays: number('keepDays') }),
    );
    setAnswer(outcome);
    if (outcome.ok) setDraft({});
  }

  const field = (name: keyof Draft, label: string, bounds: { min: number; max: number }) => (
    <Field>
      {label}
      <Input
        type="number"
        inputMode="numeric"
        name={name}
        min={bounds.min}
        max={bounds.max}
        value={value(name)}
        onChange={(event) => setDraft((now) => ({ ...now, [name]: event.target.value }))}
      />
    </Field>
  );

  return (
    <section data-testid="document-settings">
      <SectionTitle>مدارک مشتریان</SectionTitle>
      {settings.error && <Alert kind="error">{settings.error}</Alert>}
      <AppForm onSubmit={(event) => void submitted(event)}>
        {field('maxFileMb', 'حداکثر حجم هر فایل (مگابایت)', B.maxFileMb)}
        {field('maxBookingMb', 'حداکثر حجم فایل‌های هر رزرو (مگابایت)', B.maxBookingMb)}
        {field('keepDays', 'نگهداری پس از جلسه (روز)', B.keepDays)}
        {answer && <Alert kind={answer.ok ? 'success' : 'error'}>{answer.message}</Alert>}
        <Actions>
          <Button type="submit">ذخیره تنظیمات مدارک</Button>
        </Actions>
      </AppForm>
    </section>
  );
}
