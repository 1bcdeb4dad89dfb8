import { useId } from 'react';
import styled from 'styled-components';
import { BulletList, ButtonLink, Card, CardGrid, CardTitle, Section, SectionTitle } from './page-parts';
import type { PageTexts } from '../../../core/domain/page-texts';
import { IconBadge, ServiceIcon } from './service-icons';
import { shownServices, type ServiceSlot } from './service-slots';
import { laidOutWhenNear } from '../../components/laid-out-when-near';

type CardId = 'consultation' | 'audit' | 'training';

/** The spec's three cards, where each leads; what each says is the consultant's (the services section's slots). */
const CARDS: Array<ServiceSlot & { id: CardId; to: string; action: string }> = [
  {
    id: 'consultation',
    key: 'home-service-consultation',
    icon: 'consultation',
    name: 'مشاوره مالی',
    to: '/reservations',
    action: 'رزرو جلسه مشاوره',
  },
  { id: 'audit', key: 'home-service-audit', icon: 'audit', name: 'حسابرسی', to: '/audit', action: 'مشاهده خدمات حسابرسی' },
  {
    id: 'training',
    key: 'home-service-training',
    icon: 'training',
    name: 'آموزش مالی سازمانی',
    to: '/educational',
    action: 'مشاهده دوره‌های آموزشی',
  },
];

const Text = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

const SubItems = styled(BulletList)`
  flex: 1;
`;

const Spacer = styled.div`
  flex: 1;
`;

export interface ServicesSectionProps {
  title: string;
  /**
   * The spec's flag, with what it shows: the /services overview shows only the audit and
   * training cards, in two columns, with these sub-items; without it the home page's three cards
   * link onwards. The sub-items come from the page, so the home page does not carry the
   * services' full descriptions in its first load.
   */
  overview?: { audit: string[]; training: string[] };
  /** the consultant's texts of the cards */
  texts: PageTexts;
  /** lets the home page's /#services link land here */
  id?: string;
}

// below the first screen wherever it is shown (after the home page's introduction, a page's lead)
const LaterSection = styled(Section)`
  ${laidOutWhenNear('70rem')}
`;

export function ServicesSection({ title, overview, id, texts }: ServicesSectionProps) {
  const titleId = useId();
  const shown = CARDS.filter((card) => !overview || card.id !== 'consultation');
  const cards = shownServices(shown, texts).map((text, index) => ({ ...shown[index], ...text, id: shown[index].id }));
  return (
    <LaterSection id={id} aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{title}</SectionTitle>
      <CardGrid $columns={overview ? 2 : 3} data-columns={overview ? 2 : 3}>
        {cards.map((card) => (
          <Card key={card.id} data-service={card.id}>
            <IconBadge>
              <ServiceIcon name={card.icon} />
            </IconBadge>
            <CardTitle>{card.title}</CardTitle>
            {card.summary && <Text>{card.summary}</Text>}
            {overview ? (
              <SubItems aria-label={`زیرمجموعه‌های ${card.title}`}>
                {(card.id === 'consultation' ? [] : overview[card.id]).map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </SubItems>
            ) : (
              <Spacer />
            )}
            <ButtonLink to={card.to} $variant="outline">
              {card.action}
            </ButtonLink>
          </Card>
        ))}
      </CardGrid>
    </LaterSection>
  );
}
