import styled from 'styled-components';
import { SESSION_MODE_LABELS, SESSION_MODES, type SessionMode, type SessionPlace } from '../../../core/domain/session-mode';
import { SESSION_FORM_TEXTS as T } from '../../../core/domain/session-texts';
import { Field, Fieldset, Hint, Input, TextArea } from '../../components/form-styles';

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.25rem;
  label {
    display: inline-flex;
    align-items: center;
    gap: 0.35rem;
    min-height: 44px;
  }
`;

/** The form's session fields as typed: both texts are kept while the mode changes, the rule keeps the mode's own. */
export interface SessionDraft {
  mode: SessionMode;
  meetingLink: string;
  officeAddress: string;
}

export function sessionDraftOf(place: SessionPlace | undefined): SessionDraft {
  return { mode: place?.mode ?? 'online', meetingLink: place?.meetingLink ?? '', officeAddress: place?.officeAddress ?? '' };
}

/** The mode as three choices, then the link for online sessions or the address for office ones. */
export function SessionPlaceFields({ draft, onChange }: { draft: SessionDraft; onChange: (draft: SessionDraft) => void }) {
  return (
    <Fieldset>
      <legend>{T.legend}</legend>
      <Choices role="radiogroup" aria-label={T.legend}>
        {SESSION_MODES.map((mode) => (
          <label key={mode}>
            <input
              type="radio"
              name="session-mode"
              value={mode}
              checked={draft.mode === mode}
              onChange={() => onChange({ ...draft, mode })}
            />
            {SESSION_MODE_LABELS[mode]}
          </label>
        ))}
      </Choices>
      {draft.mode === 'online' && (
        <Field>
          {T.link}
          <Input
            value={draft.meetingLink}
            onChange={(event) => onChange({ ...draft, meetingLink: event.target.value })}
            type="url"
            inputMode="url"
            dir="ltr"
            placeholder="https://"
            maxLength={500}
          />
          <Hint>{T.linkHint}</Hint>
        </Field>
      )}
      {draft.mode === 'office' && (
        <Field>
          {T.address}
          <TextArea
            value={draft.officeAddress}
            onChange={(event) => onChange({ ...draft, officeAddress: event.target.value })}
            maxLength={300}
          />
        </Field>
      )}
      {draft.mode === 'phone' && <Hint>{T.phoneHint}</Hint>}
    </Fieldset>
  );
}
