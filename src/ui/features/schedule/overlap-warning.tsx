import { formatJalaliNumeric } from '../../../core/domain/jalali-date';
import { toPersianDigits } from '../../../core/domain/persian-digits';
import type { OverlapSide, SlotOverlaps } from '../../../core/domain/slot-overlap';
import { Alert } from '../../components/alert';

const sideText = (side: OverlapSide) => `«${side.typeTitle}» ${formatJalaliNumeric(side.date)} ساعت ${toPersianDigits(side.time)}`;

/**
 * The pairs of published slots whose sessions (with their rest) overlap: both stay offered, but
 * once one is booked the other cannot be, so the consultant is told which they are.
 */
export function OverlapWarning({ overlaps }: { overlaps: SlotOverlaps }) {
  if (overlaps.total === 0) return null;
  const unlisted = overlaps.total - overlaps.pairs.length;
  return (
    <Alert kind="warning">
      <strong>هشدار: {toPersianDigits(overlaps.total)} جفت زمان با هم هم‌پوشانی دارند؛ با رزرو یکی، دیگری رزروپذیر نیست.</strong>
      <ul>
        {overlaps.pairs.map((pair) => (
          <li key={`${sideText(pair.first)}|${sideText(pair.second)}`}>
            {sideText(pair.first)} با {sideText(pair.second)}
          </li>
        ))}
      </ul>
      {unlisted > 0 && <p>و {toPersianDigits(unlisted)} جفت دیگر</p>}
    </Alert>
  );
}
