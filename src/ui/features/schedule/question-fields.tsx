import styled from 'styled-components';
import { QUESTION_LIMITS as L, type QuestionKind } from '../../../core/domain/booking-questions/booking-question';
import { QUESTION_KIND_IDS, QUESTION_KINDS } from '../../../core/domain/booking-questions/question-kinds';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Field, FieldRow, Fieldset, Hint, Input, Select } from '../../components/form-styles';
import type { QuestionDraft } from './question-drafts';
import { QuestionOptionsEditor } from './question-options-editor';
import { QUESTION_EDITOR_TEXTS as T } from './question-editor-texts';

const CheckLabel = styled.label`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  font-weight: 600;
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

export type MoveStep = -1 | 1;

interface QuestionFieldsProps {
  draft: QuestionDraft;
  index: number;
  count: number;
  /** the core's refusal for this question, shown beside its fields */
  problem: string | null;
  onChange: (draft: QuestionDraft) => void;
  onMove: (step: MoveStep) => void;
  onRemove: () => void;
  /** the move buttons, so the list can keep focus on the moved question */
  moveButton: (step: MoveStep) => (element: HTMLButtonElement | null) => void;
}

/** One question of the type: its text, kind, whether it must be answered, its help line and a choice's options; moved up or down, or removed. */
export function QuestionFields({ draft, index, count, problem, onChange, onMove, onRemove, moveButton }: QuestionFieldsProps) {
  const n = index + 1;
  const problemId = `${draft.key}-problem`;
  const change = (part: Partial<QuestionDraft>) => onChange({ ...draft, ...part });
  return (
    <Fieldset aria-describedby={problem ? problemId : undefined}>
      <legend>{T.legend(n)}</legend>
      <Field>
        {T.label}
        <Input
          value={draft.label}
          onChange={(event) => change({ label: event.target.value })}
          maxLength={L.labelMax}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
        />
      </Field>
      <FieldRow>
        <Field>
          {T.kind}
          <Select value={draft.kind} onChange={(event) => change({ kind: event.target.value as QuestionKind })}>
            {QUESTION_KIND_IDS.map((kind) => (
              <option key={kind} value={kind}>
                {QUESTION_KINDS[kind].name}
              </option>
            ))}
          </Select>
        </Field>
        <CheckLabel>
          <input type="checkbox" checked={draft.required} onChange={(event) => change({ required: event.target.checked })} />
          {T.required}
        </CheckLabel>
      </FieldRow>
      <Field>
        {T.help}
        <Input value={draft.help} onChange={(event) => change({ help: event.target.value })} maxLength={L.helpMax} />
        <Hint>{T.helpHint}</Hint>
      </Field>
      {draft.kind === 'choice' && <QuestionOptionsEditor n={n} options={draft.options} onChange={(options) => change({ options })} />}
      {problem && (
        <div id={problemId}>
          <Alert kind="error">{problem}</Alert>
        </div>
      )}
      <Tools>
        <Button
          type="button"
          $variant="outline"
          ref={moveButton(-1)}
          disabled={index === 0}
          aria-label={T.moveUp(n)}
          onClick={() => onMove(-1)}
        >
          {T.up}
        </Button>
        <Button
          type="button"
          $variant="outline"
          ref={moveButton(1)}
          disabled={index === count - 1}
          aria-label={T.moveDown(n)}
          onClick={() => onMove(1)}
        >
          {T.down}
        </Button>
        <Button type="button" $variant="ghost" aria-label={T.remove(n)} onClick={onRemove}>
          {T.removeShort}
        </Button>
      </Tools>
    </Fieldset>
  );
}
