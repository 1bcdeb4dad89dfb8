import styled from 'styled-components';
import type { AdminReservationType } from '../../../core/domain/reservation-type-admin';
import { priceText } from '../../../core/domain/price-text';
import { toPersianDigits } from '../../../core/domain/persian-digits';
import { Button } from '../../components/button';
import { Badge } from '../../components/badge';
import { DangerButton } from '../../components/form-styles';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
`;

const Card = styled.li<{ $selected: boolean }>`
  padding: 0.9rem 1rem;
  border-radius: ${({ theme }) => theme.radius};
  border: 2px solid ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.border)};
  background: ${({ theme }) => theme.colors.surface};
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1rem;
  align-items: center;
  justify-content: space-between;
`;

const Summary = styled.div`
  min-width: 0;
  flex: 1 1 260px;
  h3 {
    margin: 0 0 0.25rem;
    font-size: 1.05rem;
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: center;
  }
`;

const Facts = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.15rem 1.1rem;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
  button {
    min-height: 40px;
    padding: 0.35rem 0.8rem;
    font-size: 0.9rem;
  }
`;

interface TypeListProps {
  types: AdminReservationType[];
  selectedId: string | null;
  busy: boolean;
  onSelect: (type: AdminReservationType) => void;
  onEdit: (type: AdminReservationType) => void;
  onToggleActive: (type: AdminReservationType) => void;
  onDelete: (type: AdminReservationType) => void;
}

/** Every reservation type with its state and counts, and what the admin can do with each. */
export function TypeList({ types, selectedId, busy, onSelect, onEdit, onToggleActive, onDelete }: TypeListProps) {
  return (
    <List aria-label="انواع رزرو">
      {types.map((type) => (
        <Card key={type._id} $selected={type._id === selectedId} data-testid={`type-${type._id}`}>
          <Summary>
            <h3>
              {type.title}
              <Badge $tone={type.isActive ? 'success' : 'muted'}>{type.isActive ? 'فعال' : 'غیرفعال'}</Badge>
            </h3>
            <Facts>
              <span>{priceText(type.price)}</span>
              <span>ترتیب نمایش: {toPersianDigits(type.displayOrder)}</span>
              <span>رزروها: {toPersianDigits(type.reservationCount)}</span>
              <span>زمان‌های پیش رو: {toPersianDigits(type.upcomingSlotCount)}</span>
              {type.taxServiceId && <span>شناسهٔ کالا/خدمت: {toPersianDigits(type.taxServiceId)}</span>}
            </Facts>
          </Summary>
          <Buttons>
            <Button
              type="button"
              $variant={type._id === selectedId ? 'primary' : 'outline'}
              onClick={() => onSelect(type)}
              aria-pressed={type._id === selectedId}
            >
              زمان‌ها
            </Button>
            <Button type="button" $variant="outline" onClick={() => onEdit(type)} aria-label={`ویرایش ${type.title}`}>
              ویرایش
            </Button>
            <Button type="button" $variant="outline" disabled={busy} onClick={() => onToggleActive(type)}>
              {type.isActive ? 'غیرفعال کردن' : 'فعال کردن'}
            </Button>
            {type.reservationCount === 0 && (
              <DangerButton type="button" disabled={busy} onClick={() => onDelete(type)} aria-label={`حذف ${type.title}`}>
                حذف
              </DangerButton>
            )}
          </Buttons>
        </Card>
      ))}
    </List>
  );
}
