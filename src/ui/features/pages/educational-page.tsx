import { useDocumentTitle } from '../../components/use-document-title';
import { PageContainer, PageTitle } from '../../components/container';
import { BenefitShowcase } from './benefit-showcase';
import { BookingCallToAction, CardGrid, Lead, Section, SectionTitle } from './page-parts';
import { ReadMoreCard } from './read-more-card';
import { TRAINING_BENEFITS, TRAINING_OFFERS } from './service-content';

/** /educational: the two training offers with read-more dialogs, then the benefit showcase. */
export default function EducationalPage() {
  useDocumentTitle('آموزش مالی سازمانی');
  return (
    <PageContainer>
      <PageTitle>آموزش مالی سازمانی</PageTitle>
      <Lead>
        دانش مالی وقتی ارزش دارد که در تصمیم‌های روزمره به کار بیاید. دوره‌های آموزش سازمانی برای دو گروه طراحی
        شده‌اند: مدیرانی که بر پایه گزارش‌های مالی تصمیم می‌گیرند و متخصصانی که این گزارش‌ها را تهیه می‌کنند.
      </Lead>
      <Section>
        <SectionTitle>دوره‌های آموزشی</SectionTitle>
        <CardGrid $columns={2}>
          {TRAINING_OFFERS.map((offer) => (
            <ReadMoreCard key={offer.id} service={offer} pointsTitle="سرفصل‌های اصلی" headingLevel="h3" />
          ))}
        </CardGrid>
      </Section>
      <Section>
        <SectionTitle>چرا این آموزش‌ها متفاوت‌اند</SectionTitle>
        <BenefitShowcase benefits={TRAINING_BENEFITS} label="مزایای آموزش‌های سازمانی" />
      </Section>
      <BookingCallToAction
        title="دوره اختصاصی سازمان خود را طراحی کنیم"
        text="در یک جلسه مشاوره، نیازهای آموزشی تیم شما را بررسی می‌کنیم و پیشنهاد سرفصل، زمان‌بندی و شیوه برگزاری را ارائه می‌دهم."
      />
    </PageContainer>
  );
}
