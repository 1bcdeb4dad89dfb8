import { useId } from 'react';

export const SLUG_LABEL = 'نشانی مقاله';
export const SLUG_HINT = 'بخش پایانی نشانی مقاله (/post/…). نشانی‌های پیشین همچنان به این مقاله می‌رسند.';

/** The article's address part, editable on the edit form; the server tidies it and says what is wrong. */
export function PostSlugField({ value, onChange }: { value: string; onChange: (slug: string) => void }) {
  const id = useId();
  const hintId = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{SLUG_LABEL}</label>
      <input id={id} type="text" dir="auto" aria-describedby={hintId} value={value} onChange={(event) => onChange(event.target.value)} />
      <p className="hint" id={hintId}>{SLUG_HINT}</p>
    </div>
  );
}
