import styled from 'styled-components';
import { BULK_REFUSAL_LABELS, type BulkItem, type BulkOutcome } from '../../../core/domain/bulk-slot-change';
import { formatJalaliNumeric } from '../../../core/domain/jalali-date';
import { toPersianDigits } from '../../../core/domain/persian-digits';

const Lists = styled.div`
  display: grid;
  gap: 0.75rem;
  ul {
    margin: 0.25rem 0 0;
    padding-inline-start: 1.25rem;
    max-height: 16rem;
    overflow-y: auto;
  }
  h4 {
    margin: 0;
    font-size: 1rem;
  }
`;

const at = (date: string, time: string) => `${formatJalaliNumeric(date)} ساعت ${toPersianDigits(time)}`;
const itemText = (item: BulkItem) =>
  `«${item.typeTitle}» ${at(item.date, item.time)}${item.to ? ` ← ${at(item.to.date, item.to.time)}` : ''}`;

function more(listed: number, count: number) {
  return count > listed ? <p>و {toPersianDigits(count - listed)} زمان دیگر</p> : null;
}

/** What a bulk change would do: the slots it changes and, apart, the ones it leaves and why. */
export function BulkPreview({ outcome, kind }: { outcome: BulkOutcome; kind: 'remove' | 'move' }) {
  return (
    <Lists aria-live="polite" data-testid="bulk-preview">
      <section>
        <h4>
          {toPersianDigits(outcome.changedCount)} زمان {kind === 'remove' ? 'حذف' : 'جابه‌جا'} می‌شود
        </h4>
        <ul>
          {outcome.changed.map((item) => (
            <li key={itemText(item)}>{itemText(item)}</li>
          ))}
        </ul>
        {more(outcome.changed.length, outcome.changedCount)}
      </section>
      {outcome.refusedCount > 0 && (
        <section>
          <h4>{toPersianDigits(outcome.refusedCount)} زمان دست‌نخورده می‌ماند</h4>
          <ul>
            {outcome.refused.map((item) => (
              <li key={itemText(item)}>
                {itemText(item)}: {BULK_REFUSAL_LABELS[item.reason]}
              </li>
            ))}
          </ul>
          {more(outcome.refused.length, outcome.refusedCount)}
        </section>
      )}
    </Lists>
  );
}
