import { useId } from 'react';
import { tehranPublishFields, type PostState } from '../../../core/domain/post-state';
import type { PublishingFieldErrors } from '../../../core/domain/post-publishing-form';
import { Choices } from './post-form-styles';

/** The form's words for the three ways an article can stand once saved. */
export const STATE_CHOICES: Record<PostState, string> = {
  draft: 'پیش‌نویس',
  published: 'انتشار اکنون',
  scheduled: 'انتشار در زمان مشخص',
};
export const STATE_LEGEND = 'وضعیت انتشار';
export const PUBLISH_DATE_LABEL = 'تاریخ انتشار';
export const PUBLISH_TIME_LABEL = 'ساعت انتشار (به وقت تهران)';

/** The save button's words when the article is not going out at once. */
export const SUBMIT_LABELS = { draft: 'ذخیره پیش‌نویس', scheduled: 'زمان‌بندی انتشار' } as const;

export interface PublishingChoice {
  state: PostState;
  publishDate: string;
  publishTime: string;
}

/** The stored state and time as the form shows them: a scheduled time in Jalali, on Tehran's clock. */
export function publishingChoiceOf(state: PostState, publishAt: string | null): PublishingChoice {
  const at = publishAt ? tehranPublishFields(publishAt) : { date: '', time: '' };
  return { state, publishDate: at.date, publishTime: at.time };
}

interface Props {
  value: PublishingChoice;
  onChange: (value: PublishingChoice) => void;
  errors: PublishingFieldErrors;
}

/** Draft, publish now, or publish at a Jalali date and time; the time fields show only for the last. */
export function PostPublishingFields({ value, onChange, errors }: Props) {
  const ids = { date: useId(), time: useId(), error: useId() };
  const invalid = errors.publishAt ? true : undefined;
  const described = errors.publishAt ? ids.error : undefined;
  return (
    <fieldset className="group">
      <legend>{STATE_LEGEND}</legend>
      <Choices>
        {(['draft', 'published', 'scheduled'] as const).map((state) => (
          <label key={state}>
            <input type="radio" name="state" value={state} checked={value.state === state} onChange={() => onChange({ ...value, state })} />
            {STATE_CHOICES[state]}
          </label>
        ))}
      </Choices>
      {value.state === 'scheduled' && (
        <div className="pair">
          <div className="field">
            <label className="required" htmlFor={ids.date}>
              {PUBLISH_DATE_LABEL}
            </label>
            <input
              id={ids.date}
              name="publishDate"
              type="text"
              dir="ltr"
              inputMode="numeric"
              placeholder="۱۴۰۵/۰۹/۰۱"
              aria-invalid={invalid}
              aria-describedby={described}
              value={value.publishDate}
              onChange={(event) => onChange({ ...value, publishDate: event.target.value })}
            />
          </div>
          <div className="field">
            <label className="required" htmlFor={ids.time}>
              {PUBLISH_TIME_LABEL}
            </label>
            <input
              id={ids.time}
              name="publishTime"
              type="text"
              dir="ltr"
              inputMode="numeric"
              placeholder="۱۰:۳۰"
              aria-invalid={invalid}
              aria-describedby={described}
              value={value.publishTime}
              onChange={(event) => onChange({ ...value, publishTime: event.target.value })}
            />
          </div>
        </div>
      )}
      {errors.publishAt && (
        <p className="field-error" id={ids.error}>
          {errors.publishAt}
        </p>
      )}
    </fieldset>
  );
}
