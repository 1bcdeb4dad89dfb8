import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  FAVICON_SIDES,
  LOGO_HEIGHTS,
  MAX_SITE_IMAGE_BYTES,
  PORTRAIT_WIDTHS,
  SITE_IMAGE_ACCEPT,
  type SiteImageKind,
} from '../../core/domain/site-image-rules';
import type { SiteImage } from '../../core/domain/site-profile';
import { toPersianDigits } from '../../core/domain/persian-digits';
import { SITE_USE_CASES } from '../../core/use-cases/site/site-tokens';
import { useService } from '../services/services-context';
import { Button } from './button';
import { FilePicker } from './file-picker';
import { SitePicture } from './site-picture';

const list = (sizes: readonly number[]) => toPersianDigits(sizes.join('، '));
const RULE = `عکس JPEG، PNG، WebP یا AVIF تا ${toPersianDigits(MAX_SITE_IMAGE_BYTES / (1024 * 1024))} مگابایت`;
const HINTS: Record<SiteImageKind, string> = {
  portrait: `${RULE}؛ در عرض ${list(PORTRAIT_WIDTHS)} پیکسل نگه داشته می‌شود`,
  logo: `${RULE}؛ در ارتفاع ${list(LOGO_HEIGHTS)} پیکسل نگه داشته می‌شود`,
  favicon: `${RULE}؛ مربعی بهتر است: وسط آن در اندازه‌های ${list(FAVICON_SIDES)} پیکسل بریده می‌شود`,
};
/** how wide each kind's preview shows, for the browser's pick among the sizes */
const PREVIEW_SIZES: Record<SiteImageKind, string> = { portrait: '160px', logo: '256px', favicon: '64px' };

const Field = styled.div<{ $kind: SiteImageKind }>`
  display: grid;
  gap: 0.6rem;
  .label {
    font-weight: 600;
  }
  .preview {
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: 96px;
    width: fit-content;
    min-width: 160px;
    padding: 0.5rem;
    border: 1px dashed ${({ theme }) => theme.colors.border};
    border-radius: 10px;
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.muted};
  }
  .preview img {
    display: block;
    height: auto;
    max-width: ${({ $kind }) => PREVIEW_SIZES[$kind]};
    max-height: ${({ $kind }) => ($kind === 'logo' ? '64px' : 'none')};
    width: auto;
    border-radius: ${({ $kind }) => ($kind === 'portrait' ? '8px' : '0')};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.6rem;
  }
  .hint {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
  }
  .progress {
    display: flex;
    align-items: center;
    gap: 0.6rem;
  }
  progress {
    width: min(240px, 60%);
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  [role='alert'] {
    margin: 0;
    color: ${({ theme }) => theme.colors.danger};
  }
  [role='status'] {
    margin: 0;
    color: ${({ theme }) => theme.colors.success};
  }
`;

export interface SiteImageFieldProps {
  kind: SiteImageKind;
  /** the picture the settings hold now */
  value: SiteImage | null;
  /** the stored picture after an upload, or null when the consultant removes it; the settings form saves it */
  onChange: (image: SiteImage | null) => void;
  label: string;
}

/**
 * A picture of the site's identity in the settings: the current one, a Persian file button that
 * uploads the chosen file at once (with its progress), the server's refusal when it has one.
 */
export function SiteImageField({ kind, value, onChange, label }: SiteImageFieldProps) {
  const uploadImage = useService(SITE_USE_CASES.UploadSiteImage);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    setStatus(null);
    setProgress(0);
    const outcome = await uploadImage.execute(kind, file, setProgress);
    setProgress(null);
    // the same file may be chosen again after a refusal
    if (input.current) input.current.value = '';
    if (!outcome.ok) return setError(outcome.message);
    setStatus(outcome.message);
    onChange(outcome.value);
  };

  return (
    <Field $kind={kind} role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="label">
        {label}
      </span>
      <div className="preview">
        {value ? <SitePicture image={value} alt={label} sizes={PREVIEW_SIZES[kind]} /> : <span>تصویری بارگذاری نشده است</span>}
      </div>
      <div className="actions">
        <FilePicker
          id={`${id}-file`}
          inputRef={input}
          label={`${label}: انتخاب فایل`}
          button={value ? 'تغییر تصویر' : 'انتخاب تصویر'}
          describedBy={`${id}-hint`}
          accept={SITE_IMAGE_ACCEPT}
          disabled={progress !== null}
          onChange={(event) => void choose(event.target.files?.[0])}
        />
        {value && progress === null && (
          <Button
            type="button"
            $variant="ghost"
            onClick={() => {
              setStatus(null);
              onChange(null);
            }}
          >
            حذف تصویر
          </Button>
        )}
      </div>
      <p id={`${id}-hint`} className="hint">
        {HINTS[kind]}
      </p>
      {progress !== null && (
        <div className="progress">
          <progress value={progress} max={1} aria-label={`بارگذاری ${label}`} />
          <span>{progress < 1 ? `در حال بارگذاری… ${toPersianDigits(Math.round(progress * 100))}٪` : 'در حال آماده کردن اندازه‌ها…'}</span>
        </div>
      )}
      {error && <p role="alert">{error}</p>}
      {status && <p role="status">{status}</p>}
    </Field>
  );
}
