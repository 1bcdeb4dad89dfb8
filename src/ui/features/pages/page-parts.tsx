import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { laidOutWhenNear } from '../../components/laid-out-when-near';

/** A link that looks like the site's primary or outline button. */
export const ButtonLink = styled(Link)<{ $variant?: 'primary' | 'outline' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 0.5rem 1.25rem;
  border-radius: 10px;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  font-weight: 700;
  text-decoration: none;
  background: ${({ theme, $variant }) => ($variant === 'outline' ? 'transparent' : theme.colors.primary)};
  color: ${({ theme, $variant }) => ($variant === 'outline' ? theme.colors.primary : theme.colors.primaryText)};
  transition: filter 0.15s ease;
  &:hover {
    filter: brightness(1.08);
  }
`;

export const Lead = styled.p`
  margin: 0 0 1.5rem;
  max-width: 70ch;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 1.05rem;
`;

export const Section = styled.section`
  margin: 2.5rem 0;
  /* the sticky header must not cover a section reached by its #hash */
  scroll-margin-top: 5.5rem;
`;

export const SectionTitle = styled.h2`
  margin: 0 0 1rem;
  font-size: clamp(1.2rem, 2.4vw, 1.6rem);
`;

export const Card = styled.article`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.75rem;
  min-width: 0;
  padding: 1.5rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
  p {
    margin: 0;
  }
`;

export const CardTitle = styled.h3`
  margin: 0;
  font-size: 1.15rem;
  line-height: 1.6;
`;

/** Cards side by side where they fit, one per row on a phone. */
export const CardGrid = styled.div<{ $columns?: number }>`
  display: grid;
  gap: 1.25rem;
  grid-template-columns: 1fr;
  @media (min-width: 720px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (min-width: 1024px) {
    grid-template-columns: repeat(${({ $columns = 3 }) => $columns}, minmax(0, 1fr));
  }
`;

export const BulletList = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
  li + li {
    margin-top: 0.35rem;
  }
`;

const Band = styled.section`
  ${laidOutWhenNear('21rem')}
  margin: 3rem 0 1rem;
  padding: 2rem 1.5rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border: 1px solid ${({ theme }) => theme.colors.border};
  text-align: center;
  p {
    margin: 0 auto 1.25rem;
    max-width: 60ch;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** The closing invitation to book a consultation that ends the public pages. */
export function BookingCallToAction({ title, text, action = 'رزرو جلسه مشاوره' }: { title: string; text: string; action?: string }) {
  return (
    <Band>
      <SectionTitle>{title}</SectionTitle>
      <p>{text}</p>
      <ButtonLink to="/reservations">{action}</ButtonLink>
    </Band>
  );
}
