import { useId } from 'react';
import styled from 'styled-components';
import { BulletList, ButtonLink, Card, CardGrid, CardTitle, Section, SectionTitle } from './page-parts';
import { IconBadge, ServiceIcon, type IconName } from './service-icons';

interface ServiceCard {
  id: 'consultation' | 'audit' | 'training';
  icon: IconName;
  title: string;
  text: string;
  to: string;
  action: string;
}

const CARDS: ServiceCard[] = [
  {
    id: 'consultation',
    icon: 'consultation',
    title: 'مشاوره مالی',
    text: 'جلسه‌های حضوری و آنلاین برای تصمیم‌های مهم مالی: ساختار هزینه و قیمت‌گذاری، مدیریت نقدینگی، مالیات، تأمین مالی و آماده‌سازی کسب‌وکار برای رشد یا جذب سرمایه.',
    to: '/reservations',
    action: 'رزرو جلسه مشاوره',
  },
  {
    id: 'audit',
    icon: 'audit',
    title: 'حسابرسی',
    text: 'حسابرسی مستقل، داخلی، رعایت و عملیاتی برای اینکه مدیران، سهامداران و بانک‌ها به اعداد شما اطمینان کنند و ضعف‌ها پیش از بحران دیده شوند.',
    to: '/audit',
    action: 'مشاهده خدمات حسابرسی',
  },
  {
    id: 'training',
    icon: 'training',
    title: 'آموزش مالی سازمانی',
    text: 'دوره‌های کاربردی و اختصاصی برای مدیران ارشد و تیم‌های مالی، بر پایه داده‌ها و مسائل واقعی سازمان خودتان.',
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
   * services' full descriptions (service-content.ts) in its first load.
   */
  overview?: { audit: string[]; training: string[] };
  /** lets the home page's /#services link land here */
  id?: string;
}

export function ServicesSection({ title, overview, id }: ServicesSectionProps) {
  const titleId = useId();
  const cards = overview ? CARDS.filter((card) => card.id !== 'consultation') : CARDS;
  return (
    <Section id={id} aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{title}</SectionTitle>
      <CardGrid $columns={overview ? 2 : 3} data-columns={overview ? 2 : 3}>
        {cards.map((card) => (
          <Card key={card.id} data-service={card.id}>
            <IconBadge><ServiceIcon name={card.icon} /></IconBadge>
            <CardTitle>{card.title}</CardTitle>
            <Text>{card.text}</Text>
            {overview ? (
              <SubItems aria-label={`زیرمجموعه‌های ${card.title}`}>
                {(card.id === 'consultation' ? [] : overview[card.id]).map((item) => <li key={item}>{item}</li>)}
              </SubItems>
            ) : (
              <Spacer />
            )}
            <ButtonLink to={card.to} $variant="outline">{card.action}</ButtonLink>
          </Card>
        ))}
      </CardGrid>
    </Section>
  );
}
