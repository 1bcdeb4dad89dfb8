import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useDocumentTitle } from '../../components/use-document-title';
import { PageContainer } from '../../components/container';
import { useSiteProfile } from '../../site/site-profile-context';
import { toPersianDigits } from '../../../core/domain/persian-digits';
import { ConsultantPortrait } from './consultant-portrait';
import { BookingCallToAction, ButtonLink } from './page-parts';
import { ServicesSection } from './services-section';
import { useScrollToHash } from './use-scroll-to-hash';
import { textsOf, usePageTexts } from './use-page-texts';

export interface HomePageProps {
  /** the first reservation types, from the booking feature; brings its own h2 */
  teaser: ReactNode;
  /** the newest articles, from the blog feature; brings its own h2 */
  latestPosts: ReactNode;
}

const Hero = styled.section`
  display: grid;
  gap: 2rem;
  align-items: center;
  grid-template-columns: 1fr;
  padding: 1rem 0 1.5rem;
  @media (min-width: 860px) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

const HeroText = styled.div`
  min-width: 0;
`;

const Eyebrow = styled.p`
  margin: 0 0 0.25rem;
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 700;
`;

const Name = styled.h1`
  margin: 0 0 0.75rem;
  font-size: clamp(1.6rem, 4.5vw, 2.6rem);
  line-height: 1.4;
`;

const Bio = styled.div`
  margin: 0 0 1.5rem;
  max-width: 60ch;
  font-size: 1.08rem;
  color: ${({ theme }) => theme.colors.muted};
  p {
    margin: 0 0 0.75rem;
  }
  p:last-child {
    margin-bottom: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

const Highlights = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 1.5rem 0 0;
  padding: 0;
  list-style: none;
  li {
    padding: 0.3rem 0.8rem;
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.surfaceAlt};
    border: 1px solid ${({ theme }) => theme.colors.border};
    font-size: 0.92rem;
  }
`;

const Picture = styled.div`
  display: flex;
  justify-content: center;
  @media (max-width: 859px) {
    order: -1;
  }
`;

const Block = styled.div`
  margin: 2.5rem 0;
  &:empty {
    display: none;
  }
`;

/**
 * The home page: who the consultant is, the three services (reachable at /#services), the
 * booking teaser and the latest articles from their own features, and an invitation to book.
 */
export default function HomePage({ teaser, latestPosts }: HomePageProps) {
  useDocumentTitle();
  useScrollToHash();
  const { ownerName, title, shortBio, yearsOfExperience, credentials } = useSiteProfile();
  const texts = textsOf(usePageTexts('home'));
  const hero = texts['home-hero']?.body;
  return (
    <PageContainer>
      <Hero aria-labelledby="home-title">
        <HeroText>
          <Eyebrow>{title}</Eyebrow>
          <Name id="home-title">{ownerName}</Name>
          {/* the consultant's introduction (sanitized when saved), else the profile's short biography */}
          {hero ? (
            <Bio dangerouslySetInnerHTML={{ __html: hero }} />
          ) : (
            <Bio>
              <p>{shortBio}</p>
            </Bio>
          )}
          <Actions>
            <ButtonLink to="/reservations">رزرو جلسه مشاوره</ButtonLink>
            <ButtonLink to="/about-me" $variant="outline">
              درباره من
            </ButtonLink>
          </Actions>
          <Highlights aria-label="سوابق در یک نگاه">
            {yearsOfExperience > 0 && <li>{toPersianDigits(yearsOfExperience)} سال تجربه حرفه‌ای</li>}
            {credentials.slice(0, 2).map((credential) => (
              <li key={credential}>{credential}</li>
            ))}
          </Highlights>
        </HeroText>
        <Picture>
          <ConsultantPortrait size={300} />
        </Picture>
      </Hero>
      <ServicesSection id="services" title="خدمات" texts={texts} />
      <Block>{teaser}</Block>
      <Block>{latestPosts}</Block>
      <BookingCallToAction
        title="درباره آینده مالی کسب‌وکارتان گفتگو کنیم"
        text={`یک جلسه مشاوره رزرو کنید تا ${ownerName ? `با ${ownerName} ` : ''}وضعیت مالی، ریسک‌ها و فرصت‌های پیش روی کسب‌وکارتان را بررسی کنید و با برنامه‌ای روشن از جلسه بیرون بیایید.`}
      />
    </PageContainer>
  );
}
