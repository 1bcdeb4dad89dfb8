import { FIXED_PAGE_TITLES } from '../../../core/contracts/pages/page-titles';
import styled from 'styled-components';
import type { PageTextSlotKey } from '../../../core/domain/page-texts';
import { ArticleBody } from '../../components/article-body';
import { PageContainer, PageTitle } from '../../components/container';
import { Spinner } from '../../components/spinner';
import { useDocumentTitle } from '../../components/use-document-title';
import { useSiteProfile } from '../../site/site-profile-context';
import { PrivacyStartingText, TermsStartingText } from './legal-starting-texts';
import { usePageTexts } from './use-page-texts';

export const LegalText = styled(ArticleBody)`
  max-width: 75ch;
  h2 {
    font-size: 1.25rem;
    margin: 1.75rem 0 0.5rem;
  }
`;

const PAGES = {
  terms: { title: FIXED_PAGE_TITLES.terms, slot: 'terms', StartingText: TermsStartingText },
  privacy: { title: FIXED_PAGE_TITLES.privacy, slot: 'privacy', StartingText: PrivacyStartingText },
} as const satisfies Record<string, { title: string; slot: PageTextSlotKey; StartingText: unknown }>;

/**
 * /terms and /privacy: the consultant's text, or until they write one, a starting text that
 * names the site and says what it really keeps. It is on the page the server sends.
 */
export default function LegalPage({ kind }: { kind: keyof typeof PAGES }) {
  const { title, slot, StartingText } = PAGES[kind];
  useDocumentTitle(title);
  const view = usePageTexts(kind);
  const { siteName } = useSiteProfile();
  const written = view.state === 'ready' ? view.texts[slot]?.body : undefined;
  return (
    <PageContainer>
      <PageTitle>{title}</PageTitle>
      {view.state === 'loading' ? (
        <Spinner />
      ) : written ? (
        // sanitized by the server when the consultant saved it
        <LegalText data-testid="legal-text" dangerouslySetInnerHTML={{ __html: written }} />
      ) : (
        <LegalText data-testid="legal-text">
          <StartingText siteName={siteName} />
        </LegalText>
      )}
    </PageContainer>
  );
}
