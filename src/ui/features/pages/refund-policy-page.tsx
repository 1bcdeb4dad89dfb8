import { FIXED_PAGE_TITLES } from '../../../core/contracts/pages/page-titles';
import { Alert } from '../../components/alert';
import { PageContainer, PageTitle } from '../../components/container';
import { Spinner } from '../../components/spinner';
import { useDocumentTitle } from '../../components/use-document-title';
import { LegalText } from './legal-page';
import { RefundRulesText } from './refund-rules-text';
import { usePageTexts } from './use-page-texts';

const TITLE = FIXED_PAGE_TITLES.refundPolicy;

/**
 * /refund-policy: written from the rules the server applies now (so a new change notice changes
 * the page), then the consultant's own paragraph when they have written one.
 */
export default function RefundPolicyPage() {
  useDocumentTitle(TITLE);
  const view = usePageTexts('refund-policy');
  const own = view.state === 'ready' ? view.texts['refund-policy']?.body : undefined;
  return (
    <PageContainer>
      <PageTitle>{TITLE}</PageTitle>
      {view.state === 'loading' && <Spinner />}
      {view.state === 'failed' && <Alert kind="error">{view.message}</Alert>}
      {view.state === 'ready' && view.rules && (
        <LegalText data-testid="legal-text">
          <RefundRulesText rules={view.rules} />
          {own && (
            <>
              <h2>توضیح مشاور</h2>
              {/* sanitized by the server when the consultant saved it */}
              <div data-testid="consultant-paragraph" dangerouslySetInnerHTML={{ __html: own }} />
            </>
          )}
        </LegalText>
      )}
    </PageContainer>
  );
}
