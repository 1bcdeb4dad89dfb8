import styled from 'styled-components';
import { useDocumentTitle } from '../../components/use-document-title';
import { PageContainer, PageTitle } from '../../components/container';
import { ButtonLink, Lead } from './page-parts';

export const NOT_FOUND_TITLE = 'صفحه مورد نظر پیدا نشد';

const Code = styled.p`
  margin: 1rem 0 0;
  font-size: clamp(3rem, 12vw, 5rem);
  font-weight: 800;
  line-height: 1.2;
  color: ${({ theme }) => theme.colors.primary};
`;

const Centre = styled.div`
  text-align: center;
  p {
    margin-left: auto;
    margin-right: auto;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.75rem;
`;

export default function NotFoundPage() {
  useDocumentTitle(NOT_FOUND_TITLE);
  return (
    <PageContainer>
      <Centre>
        <Code aria-hidden="true">۴۰۴</Code>
        <PageTitle>{NOT_FOUND_TITLE}</PageTitle>
        <Lead>نشانی‌ای که وارد کرده‌اید وجود ندارد یا جابه‌جا شده است.</Lead>
        <Actions>
          <ButtonLink to="/">بازگشت به صفحه اصلی</ButtonLink>
          <ButtonLink to="/services" $variant="outline">
            مشاهده خدمات
          </ButtonLink>
        </Actions>
      </Centre>
    </PageContainer>
  );
}
