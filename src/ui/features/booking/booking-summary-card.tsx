import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ReservationType } from '../../../core/domain/reservation-type';
import type { User } from '../../../core/domain/user';
import { priceText } from '../../../core/domain/price-text';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';

export const PAY_BUTTON_TEXT = 'پرداخت و رزرو';
export const INCOMPLETE_PROFILE_TEXT = 'اطلاعات شخصی را تکمیل کنید - وارد کردن تمام اطلاعات ضروری است';

const Card = styled.aside`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  padding: 1rem 1.1rem;
  align-self: start;
  h2 { font-size: 1.05rem; margin: 0.25rem 0 0.5rem; }
  ul { margin: 0.25rem 0 0.75rem; padding-left: 1.25rem; }
`;

const Fields = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.15rem 0.75rem;
  margin: 0 0 0.75rem;
  dt { color: ${({ theme }) => theme.colors.muted}; }
  dd { margin: 0; overflow-wrap: anywhere; }
  /* The email reads left to right but sits on the right edge with the other values. */
  dd[dir='ltr'] { text-align: end; }
`;

const Price = styled.p`
  font-size: 1.25rem;
  font-weight: 800;
  margin: 0.5rem 0 1rem;
`;

export interface BookingSummaryCardProps {
  type: ReservationType;
  user: User | null;
  canPay: boolean;
  busy: boolean;
  onPay(): void;
}

/** The right card: who books, what the type includes, its price and the pay button. */
export function BookingSummaryCard({ type, user, canPay, busy, onPay }: BookingSummaryCardProps) {
  return (
    <Card aria-label="اطلاعات رزرو">
      {user && !user.isProfileComplete && (
        <Alert kind="warning">
          {INCOMPLETE_PROFILE_TEXT} <Link to="/dashboard?tab=profile">تکمیل پروفایل</Link>
        </Alert>
      )}
      {user && user.isProfileComplete && (
        <section aria-label="اطلاعات شخصی">
          <h2>اطلاعات شخصی</h2>
          <Fields>
            <dt>نام</dt>
            <dd>{user.firstName}</dd>
            <dt>نام خانوادگی</dt>
            <dd>{user.lastName}</dd>
            <dt>ایمیل</dt>
            <dd dir="ltr">{user.email}</dd>
          </Fields>
        </section>
      )}
      <h2>توضیحات</h2>
      <p>{type.description}</p>
      <h2>خدمات این مشاوره</h2>
      <ul>
        {type.includedServices.map((service) => (
          <li key={service}>{service}</li>
        ))}
      </ul>
      <Price>{priceText(type.price)}</Price>
      <Button type="button" $block disabled={!canPay || busy} aria-busy={busy} onClick={onPay}>
        {PAY_BUTTON_TEXT}
      </Button>
    </Card>
  );
}
