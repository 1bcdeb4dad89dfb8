import styled from 'styled-components';
import { QUESTION_LIMITS as L } from '../../../core/domain/booking-questions/booking-question';
import { Button } from '../../components/button';
import { Input } from '../../components/form-styles';
import { QUESTION_EDITOR_TEXTS as T } from './question-editor-texts';

const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  legend {
    padding: 0;
    margin-bottom: 0.3rem;
    font-weight: 600;
  }
`;

const Row = styled.div`
  display: flex;
  gap: 0.5rem;
  align-items: center;
`;

/** A choice question's options, each typed on its own line; options are added and removed within the core's limits. */
export function QuestionOptionsEditor({ n, options, onChange }: { n: number; options: string[]; onChange: (options: string[]) => void }) {
  const set = (index: number, text: string) => onChange(options.map((option, i) => (i === index ? text : option)));
  return (
    <Group>
      <legend>{`${T.options} (${T.legend(n)})`}</legend>
      {options.map((option, index) => (
        // an option's place is its identity while typing: options are only added at the end and removed by place
        <Row key={index}>
          <Input
            aria-label={T.option(index + 1)}
            value={option}
            maxLength={L.optionMax}
            onChange={(event) => set(index, event.target.value)}
          />
          <Button
            type="button"
            $variant="ghost"
            aria-label={T.removeOption(index + 1)}
            disabled={options.length <= L.optionsMin}
            onClick={() => onChange(options.filter((_, i) => i !== index))}
          >
            {T.removeOptionShort}
          </Button>
        </Row>
      ))}
      <div>
        <Button type="button" $variant="outline" disabled={options.length >= L.optionsMax} onClick={() => onChange([...options, ''])}>
          {T.addOption}
        </Button>
      </div>
    </Group>
  );
}
