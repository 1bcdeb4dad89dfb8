import { PageContainer, PageTitle } from '../../components/container';

/** Placeholder until its capability lands. */
export default function PaymentCallbackPage() {
  return (
    <PageContainer>
      <PageTitle>نتیجه پرداخت</PageTitle>
    </PageContainer>
  );
}
