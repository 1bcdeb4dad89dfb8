import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ReservationType } from '../../../core/domain/reservation-type';
import { priceText } from '../../../core/domain/price-text';
import { SessionPlaceNote } from './session-place-note';

export const REQUEST_BUTTON_TEXT = 'درخواست مشاوره';
export const POPULAR_BADGE_TEXT = 'پرطرفدار';

const Card = styled.article<{ $highlighted: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surface};
  border: 2px solid ${({ theme, $highlighted }) => ($highlighted ? theme.colors.accent : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  padding: 1.25rem 1.1rem 1.1rem;
  h2,
  h3 {
    margin: 0 0 0.35rem;
    font-size: 1.15rem;
  }
  ul {
    margin: 0.5rem 0 1rem;
    padding-left: 1.25rem;
    flex: 1;
  }
`;

const Badge = styled.span`
  position: absolute;
  top: -0.8rem;
  left: 1rem;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => (theme.name === 'dark' ? '#0b1526' : '#fff')};
  font-size: 0.8rem;
  font-weight: 700;
  border-radius: 999px;
  padding: 0.1rem 0.75rem;
`;

const Price = styled.p`
  font-size: 1.2rem;
  font-weight: 800;
  margin: 0;
  color: ${({ theme }) => theme.colors.primary};
`;

const RequestLink = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: 700;
  text-decoration: none;
  &:hover {
    filter: brightness(1.08);
  }
`;

export const CardGrid = styled.div`
  display: grid;
  gap: 1.5rem 1rem;
  grid-template-columns: repeat(auto-fill, minmax(15.5rem, 1fr));
  margin-top: 1.25rem;
`;

/**
 * One consultation type: title, price, included services and the request button. The title is
 * one level below the heading the list sits under (h2 on /reservations, h3 in the home teaser).
 */
export function ReservationCard({ type, highlighted, headingLevel }: { type: ReservationType; highlighted: boolean; headingLevel: 2 | 3 }) {
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Card $highlighted={highlighted} aria-label={type.title}>
      {highlighted && <Badge>{POPULAR_BADGE_TEXT}</Badge>}
      <Title>{type.title}</Title>
      <Price>{priceText(type.price)}</Price>
      <SessionPlaceNote session={type.session} durationMinutes={type.durationMinutes} />
      <ul>
        {type.includedServices.map((service) => (
          <li key={service}>{service}</li>
        ))}
      </ul>
      <RequestLink to={`/reservation/${type._id}`} state={{ reservation: type }}>
        {REQUEST_BUTTON_TEXT}
      </RequestLink>
    </Card>
  );
}
