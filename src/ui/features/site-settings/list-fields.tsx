import styled from 'styled-components';
import { Button } from '../../components/button';
import { Fieldset } from '../../components/form-styles';
import type { ExperienceEntry } from '../../../core/domain/site-profile';
import { toPersianDigits } from '../../../core/domain/persian-digits';
import { SettingsField } from './settings-field';

const Row = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  padding-bottom: 0.75rem;
  border-bottom: 1px dashed ${({ theme }) => theme.colors.border};
`;

const Bar = styled.div`
  display: flex;
  justify-content: flex-end;
`;

const replaced = <T,>(items: T[], index: number, item: T) => items.map((old, at) => (at === index ? item : old));
const without = <T,>(items: T[], index: number) => items.filter((_, at) => at !== index);

/** A list of texts (bio paragraphs, credentials), each in its own box, added and removed one by one. */
export function TextListField({
  legend,
  itemLabel,
  addLabel,
  items,
  onChange,
  errors,
  path,
  multiline,
}: {
  legend: string;
  itemLabel: (index: number) => string;
  addLabel: string;
  items: string[];
  onChange: (items: string[]) => void;
  errors: Record<string, string>;
  path: string;
  multiline?: boolean;
}) {
  return (
    <Fieldset>
      <legend>{legend}</legend>
      {errors[path] && <span role="alert">{errors[path]}</span>}
      {items.map((item, index) => (
        <Row key={index}>
          <SettingsField
            label={itemLabel(index)}
            value={item}
            multiline={multiline}
            error={errors[`${path}.${index}`]}
            onChange={(value) => onChange(replaced(items, index, value))}
          />
          <Bar>
            <Button type="button" $variant="ghost" onClick={() => onChange(without(items, index))}>
              حذف {itemLabel(index)}
            </Button>
          </Bar>
        </Row>
      ))}
      <Bar>
        <Button type="button" $variant="outline" onClick={() => onChange([...items, ''])}>
          {addLabel}
        </Button>
      </Bar>
    </Fieldset>
  );
}

const EMPTY_ENTRY: ExperienceEntry = { period: '', role: '', organisation: '', summary: '' };

/** The consultant's career, one entry at a time: period, role, organisation and a short account. */
export function ExperienceField({
  entries,
  onChange,
  errors,
}: {
  entries: ExperienceEntry[];
  onChange: (entries: ExperienceEntry[]) => void;
  errors: Record<string, string>;
}) {
  const field = (index: number, key: keyof ExperienceEntry, label: string, multiline = false) => (
    <SettingsField
      label={label}
      value={entries[index][key]}
      multiline={multiline}
      error={errors[`experience.${index}.${key}`]}
      onChange={(value) => onChange(replaced(entries, index, { ...entries[index], [key]: value }))}
    />
  );
  return (
    <Fieldset>
      <legend>سوابق کاری</legend>
      {errors.experience && <span role="alert">{errors.experience}</span>}
      {entries.map((_, index) => (
        <Row key={index}>
          {field(index, 'period', `دوره سابقه ${toPersianDigits(index + 1)}`)}
          {field(index, 'role', 'سمت')}
          {field(index, 'organisation', 'سازمان')}
          {field(index, 'summary', 'شرح سابقه', true)}
          <Bar>
            <Button type="button" $variant="ghost" onClick={() => onChange(without(entries, index))}>
              حذف سابقه {toPersianDigits(index + 1)}
            </Button>
          </Bar>
        </Row>
      ))}
      <Bar>
        <Button type="button" $variant="outline" onClick={() => onChange([...entries, EMPTY_ENTRY])}>
          افزودن سابقه کاری
        </Button>
      </Bar>
    </Fieldset>
  );
}
