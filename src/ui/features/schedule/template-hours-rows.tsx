import styled from 'styled-components';
import { PERSIAN_WEEKDAY_NAMES } from '../../../core/domain/jalali-date';
import { stepLabel, type TemplateStep } from '../../../core/domain/availability-template';
import { Button } from '../../components/button';
import { Field, Input, Select } from '../../components/form-styles';

/** A row as typed: times are text until the form is sent. */
export interface HoursRowText {
  key: number;
  weekday: number;
  start: string;
  end: string;
  step: TemplateStep;
}

const STEPS: TemplateStep[] = ['session', 15, 30, 45, 60, 90, 120];

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0.5rem 0.75rem;
  padding: 0.5rem 0;
  border-bottom: 1px dashed ${({ theme }) => theme.colors.border};
  label {
    flex: 1 1 7rem;
  }
`;

interface TemplateHoursRowsProps {
  rows: HoursRowText[];
  onChange: (rows: HoursRowText[]) => void;
}

/** Working hours per weekday: each row a day, its start and end, and how far apart its times are. */
export function TemplateHoursRows({ rows, onChange }: TemplateHoursRowsProps) {
  const update = (key: number, patch: Partial<HoursRowText>) => onChange(rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const add = () => {
    const last = rows[rows.length - 1];
    const weekday = last ? (last.weekday + 1) % 7 : 0;
    onChange([
      ...rows,
      {
        key: Math.max(0, ...rows.map((row) => row.key)) + 1,
        weekday,
        start: last?.start ?? '09:00',
        end: last?.end ?? '12:00',
        step: last?.step ?? 'session',
      },
    ]);
  };
  return (
    <div role="group" aria-label="ساعت‌های کاری هر روز">
      {rows.map((row, index) => (
        <Row key={row.key} data-testid="hours-row">
          <Field>
            روز
            <Select
              aria-label={`روز ردیف ${index + 1}`}
              value={row.weekday}
              onChange={(event) => update(row.key, { weekday: Number(event.target.value) })}
            >
              {PERSIAN_WEEKDAY_NAMES.map((name, day) => (
                <option key={name} value={day}>
                  {name}
                </option>
              ))}
            </Select>
          </Field>
          <Field>
            از ساعت
            <Input
              aria-label={`از ساعت ردیف ${index + 1}`}
              value={row.start}
              onChange={(event) => update(row.key, { start: event.target.value })}
              placeholder="۰۹:۰۰"
              dir="ltr"
            />
          </Field>
          <Field>
            تا ساعت
            <Input
              aria-label={`تا ساعت ردیف ${index + 1}`}
              value={row.end}
              onChange={(event) => update(row.key, { end: event.target.value })}
              placeholder="۱۲:۰۰"
              dir="ltr"
            />
          </Field>
          <Field>
            فاصله
            <Select
              aria-label={`فاصله ردیف ${index + 1}`}
              value={String(row.step)}
              onChange={(event) => update(row.key, { step: event.target.value === 'session' ? 'session' : Number(event.target.value) })}
            >
              {STEPS.map((step) => (
                <option key={step} value={String(step)}>
                  {stepLabel(step)}
                </option>
              ))}
            </Select>
          </Field>
          <Button
            type="button"
            $variant="ghost"
            disabled={rows.length === 1}
            onClick={() => onChange(rows.filter((other) => other.key !== row.key))}
          >
            حذف ردیف
          </Button>
        </Row>
      ))}
      <Button type="button" $variant="outline" onClick={add}>
        افزودن روز
      </Button>
    </div>
  );
}
