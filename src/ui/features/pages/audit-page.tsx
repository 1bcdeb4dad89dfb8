import { FIXED_PAGE_TITLES } from '../../../core/contracts/pages/page-titles';
import { useDocumentTitle } from '../../components/use-document-title';
import { PageContainer, PageTitle } from '../../components/container';
import { Spinner } from '../../components/spinner';
import { BookingCallToAction, CardGrid, Lead } from './page-parts';
import { ReadMoreCard } from './read-more-card';
import { AUDIT_SLOTS, shownServices } from './service-slots';
import { textsOf, usePageTexts } from './use-page-texts';

/** /audit: the five audit services, each with its full description behind 'بیشتر بخوانید'. */
export default function AuditPage() {
  useDocumentTitle(FIXED_PAGE_TITLES.audit);
  const view = usePageTexts('audit');
  const texts = textsOf(view);
  return (
    <PageContainer>
      <PageTitle>خدمات حسابرسی</PageTitle>
      <Lead>
        حسابرسی خوب فقط تأیید اعداد نیست؛ نگاهی مستقل است که ریسک‌ها را آشکار می‌کند و راه بهبود را نشان می‌دهد. هر یک از خدمات زیر با شناخت
        فعالیت شما آغاز می‌شود و با گزارشی روشن و پیشنهادهای قابل اجرا به پایان می‌رسد.
      </Lead>
      {view.state === 'loading' ? (
        <Spinner />
      ) : (
        <CardGrid $columns={3}>
          {shownServices(AUDIT_SLOTS, texts).map((service) => (
            <ReadMoreCard key={service.id} service={service} />
          ))}
        </CardGrid>
      )}
      <BookingCallToAction
        title="حسابرسی سازمانتان را از کجا شروع کنیم؟"
        text="در جلسه مشاوره، دامنه کار، زمان‌بندی و هزینه حسابرسی متناسب با اندازه و نیاز سازمان شما را مشخص می‌کنیم."
      />
    </PageContainer>
  );
}
