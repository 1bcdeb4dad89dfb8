import { Link } from 'react-router-dom';
import { PageContainer, PageTitle } from '../../components/container';

export const NOT_FOUND_TITLE = 'صفحه مورد نظر پیدا نشد';

export default function NotFoundPage() {
  return (
    <PageContainer>
      <PageTitle>{NOT_FOUND_TITLE}</PageTitle>
      <p>نشانی‌ای که وارد کرده‌اید وجود ندارد یا جابه‌جا شده است.</p>
      <p><Link to="/">بازگشت به صفحه اصلی</Link></p>
    </PageContainer>
  );
}
