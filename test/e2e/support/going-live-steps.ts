import type { Page } from 'playwright-core';
import { toPersianDigits } from '../../../src/core/domain/persian-digits';
import { DEMO_SITE_PROFILE } from '../../../server/seed/demo-site-profile';
import { samplePicture } from '../../server/support/site-images';

/** The practice as its owner enters it, nothing of it in the code or the demo content. */
export const OWNER = {
  siteName: 'دفتر مشاوره مالی احمدی',
  ownerName: 'نگار احمدی',
  title: 'حسابدار رسمی و مشاور مالیاتی',
  phone: '02144556677',
  email: 'daftar@negar-ahmadi.example',
  address: 'تهران، خیابان شریعتی، کوچه یاس، پلاک ۱۰',
  postalCode: '1917654321',
};
export const CUSTOMER = {
  email: 'sara.moradi@example.com',
  password: 'a-long-enough-password',
  firstName: 'سارا',
  lastName: 'مرادی',
  mobile: '09123456789',
};
export const SENDER_LINE = '10004346';

/** What the demo consultant is known by: none of it may reach an owner's site. */
export const DEMO_TRACES = [
  DEMO_SITE_PROFILE.ownerName,
  DEMO_SITE_PROFILE.contact.email,
  '88776655',
  toPersianDigits('88776655'),
  'ونک',
  'ساختمان آرین',
  'moshaver-mali',
];

/** Every page a visitor can open without an account, and the booking page of the owner's type. */
export const PUBLIC_PAGES = [
  '/',
  '/about-me',
  '/services',
  '/audit',
  '/educational',
  '/reservations',
  '/media',
  '/search',
  '/contact',
  '/terms',
  '/privacy',
  '/refund-policy',
  '/login',
];

export function tracesOfTheDemo(html: string): string[] {
  return DEMO_TRACES.filter((trace) => html.includes(trace));
}

/** The owner's part of the site settings: the practice, as OWNER has it, and the portrait, saved. */
export async function enterThePractice(page: Page): Promise<void> {
  const form = page.getByRole('form', { name: 'تنظیمات سایت' });
  await form.getByLabel('نام سایت', { exact: true }).fill(OWNER.siteName);
  await form.getByLabel('نام صاحب سایت', { exact: true }).fill(OWNER.ownerName);
  await form.getByLabel('عنوان حرفه‌ای', { exact: true }).fill(OWNER.title);
  await form.getByLabel('تلفن ثابت', { exact: true }).fill(OWNER.phone);
  await form.getByLabel('ایمیل', { exact: true }).fill(OWNER.email);
  await form.getByLabel('نشانی پستی', { exact: true }).fill(OWNER.address);
  // typed on a Persian keyboard
  await form.getByLabel('کد پستی', { exact: true }).fill(toPersianDigits(OWNER.postalCode));
  await form
    .getByLabel('تصویر مشاور: انتخاب فایل')
    .setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: await samplePicture('png', 800, 800) });
  await page.getByText('تصویر بارگذاری شد؛ برای ماندگار شدن آن، تنظیمات را ذخیره کنید').waitFor();
  await form.getByRole('button', { name: 'ذخیره تنظیمات' }).click();
}
