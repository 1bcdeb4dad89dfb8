import { useId } from 'react';
import { MAX_COVER_ALT_LENGTH, MAX_SEO_DESCRIPTION_LENGTH, MAX_SEO_TITLE_LENGTH } from '../../../core/domain/post-state';
import type { PublishingFieldErrors } from '../../../core/domain/post-publishing-form';
import { toPersianDigits } from '../../../core/domain/persian-digits';

export const COVER_ALT_LABEL = 'متن جایگزین تصویر';
export const SEO_TITLE_LABEL = 'عنوان سئو';
export const SEO_DESCRIPTION_LABEL = 'توضیح سئو';
export const SEO_HINT = 'اگر خالی بماند، عنوان و آغاز متن مقاله در نتایج جستجو و اشتراک‌گذاری نشان داده می‌شود.';

export interface SeoTexts {
  coverAlt: string;
  seoTitle: string;
  seoDescription: string;
}

interface Props {
  value: SeoTexts;
  onChange: (value: SeoTexts) => void;
  errors: PublishingFieldErrors;
  /** an image is chosen or stored: its alt text is then required */
  hasCover: boolean;
}

/** "۱۲ از ۷۰": how much of a length limit a text uses. */
export const lengthText = (text: string, max: number) => `${toPersianDigits([...text].length)} از ${toPersianDigits(max)}`;

/** The cover's alt text and the page's own title and description for search engines, each with its limit in sight. */
export function PostSeoFields({ value, onChange, errors, hasCover }: Props) {
  const rows = [
    { name: 'coverAlt', label: COVER_ALT_LABEL, max: MAX_COVER_ALT_LENGTH, required: hasCover, multiline: false },
    { name: 'seoTitle', label: SEO_TITLE_LABEL, max: MAX_SEO_TITLE_LENGTH, required: false, multiline: false },
    { name: 'seoDescription', label: SEO_DESCRIPTION_LABEL, max: MAX_SEO_DESCRIPTION_LENGTH, required: false, multiline: true },
  ] as const;
  const baseId = useId();
  return (
    <fieldset className="group">
      <legend>سئو و تصویر</legend>
      <p className="hint">{SEO_HINT}</p>
      {rows.map((row) => {
        const id = `${baseId}-${row.name}`;
        const error = errors[row.name];
        const props = {
          id,
          name: row.name,
          dir: 'auto',
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${id}-count ${id}-error` : `${id}-count`,
          value: value[row.name],
          onChange: (event: { target: { value: string } }) => onChange({ ...value, [row.name]: event.target.value }),
        };
        return (
          <div className="field" key={row.name}>
            <label className={row.required ? 'required' : undefined} htmlFor={id}>
              {row.label}
            </label>
            {row.multiline ? <textarea rows={3} {...props} /> : <input type="text" {...props} />}
            <p className="hint" id={`${id}-count`}>
              {lengthText(value[row.name], row.max)}
            </p>
            {error && (
              <p className="field-error" id={`${id}-error`}>
                {error}
              </p>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
