import { FIXED_PAGE_TITLES } from '../../../core/contracts/pages/page-titles';
import styled from 'styled-components';
import { useDocumentTitle } from '../../components/use-document-title';
import { PageContainer, PageTitle } from '../../components/container';
import { useSiteProfile } from '../../site/site-profile-context';
import { toPersianDigits } from '../../../core/domain/persian-digits';
import { ConsultantPortrait } from './consultant-portrait';
import { BookingCallToAction, BulletList, Section, SectionTitle } from './page-parts';
import { ServiceIcon } from './service-icons';
import { textsOf, usePageTexts } from './use-page-texts';

const Intro = styled.div`
  display: grid;
  gap: 1.5rem;
  align-items: center;
  grid-template-columns: 1fr;
  justify-items: center;
  text-align: center;
  @media (min-width: 720px) {
    grid-template-columns: auto minmax(0, 1fr);
    justify-items: start;
    text-align: left;
  }
`;

const Who = styled.div`
  min-width: 0;
  p {
    margin: 0 0 0.5rem;
  }
`;

const Name = styled.p`
  font-size: 1.35rem;
  font-weight: 800;
`;

const Role = styled.p`
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 700;
`;

const Story = styled.div`
  max-width: 75ch;
  p {
    margin: 0 0 1rem;
  }
`;

const Columns = styled.div`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: 1fr;
  @media (min-width: 900px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const Timeline = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  border-left: 3px solid ${({ theme }) => theme.colors.border};
  li {
    position: relative;
    padding: 0 0 1.25rem 1.25rem;
  }
  li::before {
    content: '';
    position: absolute;
    left: -9px;
    top: 0.5rem;
    width: 15px;
    height: 15px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primary};
    border: 3px solid ${({ theme }) => theme.colors.background};
  }
  h3 {
    margin: 0;
    font-size: 1.05rem;
  }
  p {
    margin: 0.15rem 0 0;
  }
`;

const Period = styled.p`
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 700;
  font-size: 0.92rem;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

const Contacts = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 0.75rem;
  li {
    display: flex;
    gap: 0.6rem;
    align-items: flex-start;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  svg {
    color: ${({ theme }) => theme.colors.primary};
    margin-top: 0.3rem;
  }
`;

/** /about-me: the consultant's story, credentials, career and contact details, from the site profile. */
export default function AboutMePage() {
  useDocumentTitle(FIXED_PAGE_TITLES.aboutMe);
  const { ownerName, title, shortBio, longBio, credentials, experience, contact, yearsOfExperience } = useSiteProfile();
  const story = textsOf(usePageTexts('about-me'))['about-me-story']?.body;
  return (
    <PageContainer>
      <PageTitle>درباره من</PageTitle>
      <Intro>
        <ConsultantPortrait size={200} />
        <Who>
          <Name>{ownerName}</Name>
          <Role>{title}</Role>
          <Muted>{shortBio}</Muted>
        </Who>
      </Intro>
      <Section>
        <SectionTitle>مسیر حرفه‌ای من</SectionTitle>
        {/* the consultant's story (sanitized when saved), else the profile's long biography */}
        {story ? (
          <Story dangerouslySetInnerHTML={{ __html: story }} />
        ) : (
          <Story>
            {longBio.map((paragraph, index) => (
              <p key={`${index}-${paragraph.slice(0, 24)}`}>{paragraph}</p>
            ))}
          </Story>
        )}
      </Section>
      <Columns>
        <Section>
          <SectionTitle>مدارک و عضویت‌ها</SectionTitle>
          <BulletList>
            {credentials.map((credential) => (
              <li key={credential}>{credential}</li>
            ))}
          </BulletList>
        </Section>
        <Section>
          <SectionTitle>سوابق کاری</SectionTitle>
          {yearsOfExperience > 0 && <Muted>{toPersianDigits(yearsOfExperience)} سال تجربه در حسابرسی، مدیریت مالی و مشاوره.</Muted>}
          <Timeline>
            {experience.map((entry, index) => (
              <li key={`${index}-${entry.period}`}>
                <Period>{entry.period}</Period>
                <h3>{entry.role}</h3>
                <Muted>{entry.organisation}</Muted>
                <p>{entry.summary}</p>
              </li>
            ))}
          </Timeline>
        </Section>
      </Columns>
      <Section>
        <SectionTitle>راه‌های ارتباطی</SectionTitle>
        <Contacts>
          {contact.phone && (
            <li>
              <ServiceIcon name="phone" size={20} />
              <span>
                تلفن:{' '}
                <a href={`tel:${contact.phone.replace(/[^0-9+]/g, '')}`} dir="ltr">
                  {toPersianDigits(contact.phone)}
                </a>
              </span>
            </li>
          )}
          {contact.email && (
            <li>
              <ServiceIcon name="mail" size={20} />
              <span>
                ایمیل:{' '}
                <a href={`mailto:${contact.email}`} dir="ltr">
                  {contact.email}
                </a>
              </span>
            </li>
          )}
          {contact.address && (
            <li>
              <ServiceIcon name="location" size={20} />
              <span>نشانی: {contact.address}</span>
            </li>
          )}
          {contact.hours && (
            <li>
              <ServiceIcon name="clock" size={20} />
              <span>ساعات پاسخگویی: {contact.hours}</span>
            </li>
          )}
        </Contacts>
      </Section>
      <BookingCallToAction
        title="گفتگو را از همین امروز شروع کنیم"
        text="اگر برای تصمیمی مالی، حسابرسی یا آموزش تیمتان به نگاهی مستقل و باتجربه نیاز دارید، یک جلسه مشاوره رزرو کنید."
      />
    </PageContainer>
  );
}
