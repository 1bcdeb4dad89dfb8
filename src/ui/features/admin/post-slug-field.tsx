import { useId } from 'react';

export const SLUG_LABEL = 'نشانی مقاله';
export const SLUG_HINT = 'بخش پایانی نشانی مقاله (/post/…). نشانی‌های پیشین همچنان به این مقاله می‌رسند.';
export const SLUG_FOLLOWS_TITLE_HINT =
  'بخش پایانی نشانی مقاله (/post/…). تا پیش از نخستین انتشار، نشانی از عنوان ساخته می‌شود؛ اگر نشانی بنویسید، همان می‌ماند.';

/**
 * The article's address part on the add and edit forms; the server tidies it and says what
 * is wrong. Until the article first goes out, its address follows the title unless one is typed.
 */
export function PostSlugField({
  value,
  onChange,
  followsTitle,
}: {
  value: string;
  onChange: (slug: string) => void;
  followsTitle: boolean;
}) {
  const id = useId();
  const hintId = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{SLUG_LABEL}</label>
      <input id={id} type="text" dir="auto" aria-describedby={hintId} value={value} onChange={(event) => onChange(event.target.value)} />
      <p className="hint" id={hintId}>
        {followsTitle ? SLUG_FOLLOWS_TITLE_HINT : SLUG_HINT}
      </p>
    </div>
  );
}
