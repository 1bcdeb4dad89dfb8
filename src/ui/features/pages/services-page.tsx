import { FIXED_PAGE_TITLES } from '../../../core/contracts/pages/page-titles';
import { useDocumentTitle } from '../../components/use-document-title';
import { PageContainer, PageTitle } from '../../components/container';
import { BookingCallToAction, Lead } from './page-parts';
import { ServicesSection } from './services-section';
import { AUDIT_SLOTS, OFFER_SLOTS, shownServices } from './service-slots';
import { textsOf, usePageTexts } from './use-page-texts';

/** /services: the flagged form of the services component, audit and training only. */
export default function ServicesPage() {
  useDocumentTitle(FIXED_PAGE_TITLES.services);
  const texts = textsOf(usePageTexts('services'));
  const subItems = {
    audit: shownServices(AUDIT_SLOTS, texts).map((service) => service.title),
    training: shownServices(OFFER_SLOTS, texts).map((offer) => offer.title),
  };
  return (
    <PageContainer>
      <PageTitle>خدمات</PageTitle>
      <Lead>
        در کنار مشاوره فردی، دو خدمت اصلی برای سازمان‌ها ارائه می‌شود: حسابرسی، برای اطمینان از درستی اعداد و سلامت فرایندها، و آموزش مالی
        سازمانی، برای اینکه مدیران و تیم مالی با همان اعداد تصمیم‌های بهتری بگیرند.
      </Lead>
      <ServicesSection title="حسابرسی و آموزش سازمانی" overview={subItems} texts={texts} />
      <BookingCallToAction
        title="نمی‌دانید از کدام خدمت شروع کنید؟"
        text="در یک جلسه مشاوره کوتاه، وضعیت سازمانتان را با هم بررسی می‌کنیم و مناسب‌ترین مسیر را پیشنهاد می‌دهم."
      />
    </PageContainer>
  );
}
