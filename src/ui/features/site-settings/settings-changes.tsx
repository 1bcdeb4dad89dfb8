import styled from 'styled-components';
import type { SiteProfileChange } from '../../../core/contracts/api/site-api';
import { toBusinessWallClock } from '../../../core/domain/business-time';
import { formatJalaliNumeric } from '../../../core/domain/jalali-date';
import { toPersianDigits } from '../../../core/domain/persian-digits';
import { SectionTitle } from '../../components/form-styles';

const List = styled.ol`
  margin: 0;
  padding: 0 1.25rem 0 0;
  display: flex;
  flex-direction: column;
  gap: 0.4rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/** The Persian names of the fields the log names. */
const FIELD_NAMES: Record<string, string> = {
  siteName: 'نام سایت',
  ownerName: 'نام صاحب سایت',
  title: 'عنوان حرفه‌ای',
  shortBio: 'معرفی کوتاه',
  longBio: 'معرفی کامل',
  yearsOfExperience: 'سال‌های سابقه',
  credentials: 'مدارک',
  experience: 'سوابق کاری',
  social: 'شبکه‌های اجتماعی',
  enamad: 'اینماد',
  'contact.phone': 'تلفن ثابت',
  'contact.mobile': 'تلفن همراه',
  'contact.email': 'ایمیل',
  'contact.address': 'نشانی پستی',
  'contact.postalCode': 'کد پستی',
  'contact.hours': 'ساعات کاری',
  'contact.mapUrl': 'پیوند نقشه',
  'legal.name': 'نام حقوقی',
  'legal.nationalId': 'شناسه ملی',
  'legal.economicCode': 'کد اقتصادی',
  'images.portrait': 'تصویر مشاور',
  'images.logo': 'لوگو',
  'images.favicon': 'نماد سایت (favicon)',
};

/** Who changed which settings, and when (Tehran's time), newest first. */
export function SettingsChanges({ changes }: { changes: SiteProfileChange[] }) {
  if (changes.length === 0) return null;
  return (
    <section aria-label="تاریخچه تغییرات تنظیمات">
      <SectionTitle>تاریخچه تغییرات</SectionTitle>
      <List>
        {changes.map((change) => {
          const when = toBusinessWallClock(new Date(change.changedAt));
          return (
            <li key={change._id}>
              {formatJalaliNumeric(when.date)} ساعت {toPersianDigits(when.time)}، {change.changedBy}:{' '}
              {change.fields.map((field) => FIELD_NAMES[field] ?? field).join('، ')}
            </li>
          );
        })}
      </List>
    </section>
  );
}
