import styled from 'styled-components';
import { PageContainer, PageTitle } from '../../components/container';
import { useDocumentTitle } from '../../components/use-document-title';
import { useSiteProfile } from '../../site/site-profile-context';
import { ContactDetails } from './contact-details';
import { ContactForm } from './contact-form';
import { CONTACT_TEXTS } from './contact-texts';

const Columns = styled.div`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: 1fr;
  @media (min-width: 960px) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    align-items: start;
  }
`;

const Panel = styled.section`
  min-width: 0;
  padding: 1.25rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin: 0 0 1rem;
    font-size: 1.2rem;
  }
  p {
    margin: 0 0 1rem;
  }
`;

/** /contact: the practice's contact details from the site profile, and the message form that is also the complaints channel. */
export default function ContactPage() {
  useDocumentTitle(CONTACT_TEXTS.title);
  const { contact } = useSiteProfile();
  return (
    <PageContainer>
      <PageTitle>{CONTACT_TEXTS.title}</PageTitle>
      <Columns>
        <Panel aria-labelledby="contact-details-title">
          <h2 id="contact-details-title">{CONTACT_TEXTS.detailsTitle}</h2>
          <ContactDetails contact={contact} />
        </Panel>
        <Panel aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">{CONTACT_TEXTS.formTitle}</h2>
          <p>{CONTACT_TEXTS.formIntro}</p>
          <ContactForm />
        </Panel>
      </Columns>
    </PageContainer>
  );
}
