import { useEffect, useRef } from 'react';
import { QUESTION_LIMITS as L } from '../../../core/domain/booking-questions/booking-question';
import { Button } from '../../components/button';
import { Hint, SectionTitle } from '../../components/form-styles';
import { emptyDraft, moved, type QuestionDraft } from './question-drafts';
import { QuestionFields, type MoveStep } from './question-fields';
import { QUESTION_EDITOR_TEXTS as T } from './question-editor-texts';

interface QuestionListEditorProps {
  drafts: QuestionDraft[];
  onChange: (drafts: QuestionDraft[]) => void;
  /** the core's refusal and the question it names, shown beside that question */
  problem: { key: string; message: string } | null;
}

/**
 * The type's questions in the order the customer reads them: added at the end, each edited in
 * place, moved up or down (focus stays on the moved question's button, so a keyboard user can
 * keep moving it), removed (focus goes to «افزودن پرسش»).
 */
export function QuestionListEditor({ drafts, onChange, problem }: QuestionListEditorProps) {
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const addButton = useRef<HTMLButtonElement>(null);
  const pendingFocus = useRef<{ key: string; step: MoveStep } | 'add' | null>(null);

  useEffect(() => {
    const pending = pendingFocus.current;
    pendingFocus.current = null;
    if (pending === 'add') addButton.current?.focus();
    else if (pending) {
      const same = buttons.current.get(`${pending.key}:${pending.step}`);
      const other = buttons.current.get(`${pending.key}:${-pending.step}`);
      (same && !same.disabled ? same : other)?.focus();
    }
  }, [drafts]);

  const moveButton = (key: string) => (step: MoveStep) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(`${key}:${step}`, element);
    else buttons.current.delete(`${key}:${step}`);
  };

  const move = (index: number, step: MoveStep) => {
    pendingFocus.current = { key: drafts[index].key, step };
    onChange(moved(drafts, index, step));
  };

  const remove = (index: number) => {
    pendingFocus.current = 'add';
    onChange(drafts.filter((_, i) => i !== index));
  };

  const full = drafts.length >= L.questionsMax;
  return (
    <section aria-labelledby="type-questions-title">
      <SectionTitle id="type-questions-title">{T.title}</SectionTitle>
      <Hint as="p">{T.intro}</Hint>
      {drafts.length === 0 && <p>{T.none}</p>}
      <ol style={{ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: '0.75rem' }}>
        {drafts.map((draft, index) => (
          <li key={draft.key}>
            <QuestionFields
              draft={draft}
              index={index}
              count={drafts.length}
              problem={problem?.key === draft.key ? problem.message : null}
              onChange={(next) => onChange(drafts.map((candidate) => (candidate.key === draft.key ? next : candidate)))}
              onMove={(step) => move(index, step)}
              onRemove={() => remove(index)}
              moveButton={moveButton(draft.key)}
            />
          </li>
        ))}
      </ol>
      <p>
        <Button ref={addButton} type="button" $variant="outline" disabled={full} onClick={() => onChange([...drafts, emptyDraft()])}>
          {T.add}
        </Button>
        {full && <Hint>{` ${T.full(L.questionsMax)}`}</Hint>}
      </p>
    </section>
  );
}
