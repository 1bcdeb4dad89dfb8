import { FIXED_PAGE_TITLES } from '../../../core/contracts/pages/page-titles';
import { useDocumentTitle } from '../../components/use-document-title';
import { PageContainer, PageTitle } from '../../components/container';
import { Spinner } from '../../components/spinner';
import { BenefitShowcase } from './benefit-showcase';
import { BookingCallToAction, CardGrid, Lead, Section, SectionTitle } from './page-parts';
import { ReadMoreCard } from './read-more-card';
import { BENEFIT_SLOTS, OFFER_SLOTS, shownServices } from './service-slots';
import { textsOf, usePageTexts } from './use-page-texts';

/** /educational: the two training offers with read-more dialogs, then the benefit showcase. */
export default function EducationalPage() {
  useDocumentTitle(FIXED_PAGE_TITLES.educational);
  const view = usePageTexts('educational');
  const texts = textsOf(view);
  return (
    <PageContainer>
      <PageTitle>آموزش مالی سازمانی</PageTitle>
      <Lead>
        دانش مالی وقتی ارزش دارد که در تصمیم‌های روزمره به کار بیاید. دوره‌های آموزش سازمانی برای دو گروه طراحی شده‌اند: مدیرانی که بر پایه
        گزارش‌های مالی تصمیم می‌گیرند و متخصصانی که این گزارش‌ها را تهیه می‌کنند.
      </Lead>
      {view.state === 'loading' ? (
        <Spinner />
      ) : (
        <>
          <Section>
            <SectionTitle>دوره‌های آموزشی</SectionTitle>
            <CardGrid $columns={2}>
              {shownServices(OFFER_SLOTS, texts).map((offer) => (
                <ReadMoreCard key={offer.id} service={offer} headingLevel="h3" />
              ))}
            </CardGrid>
          </Section>
          <Section>
            <SectionTitle>چرا این آموزش‌ها متفاوت‌اند</SectionTitle>
            <BenefitShowcase benefits={shownServices(BENEFIT_SLOTS, texts)} label="مزایای آموزش‌های سازمانی" />
          </Section>
        </>
      )}
      <BookingCallToAction
        title="دوره اختصاصی سازمان خود را طراحی کنیم"
        text="در یک جلسه مشاوره، نیازهای آموزشی تیم شما را بررسی می‌کنیم و پیشنهاد سرفصل، زمان‌بندی و شیوه برگزاری را ارائه می‌دهم."
      />
    </PageContainer>
  );
}
