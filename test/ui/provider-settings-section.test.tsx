jest.setTimeout(20000);
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from './support/render-app';
import { sampleUser } from '../fakes/sample-data';
import { FakeProviderSettingsRepository } from '../fakes/fake-provider-settings-repository';

const admin = { user: { currentUser: sampleUser({ isAdmin: true }), loading: false, error: null } };
const KEY = '4F6E2B7A3C5D9E8F1A2B';

async function renderSection(providerSettings = new FakeProviderSettingsRepository()) {
  renderApp('/dashboard?tab=siteSettings', { state: admin, services: { providerSettings } });
  await screen.findByRole('heading', { level: 3, name: 'سرویس‌های متصل' }, { timeout: 10000 });
  return providerSettings;
}

const group = (name: string) => screen.getByRole('group', { name });

describe('the services section', () => {
  it('shows every secret as not set, and after saving as set with its input emptied; only typed secrets are sent', async () => {
    const repository = await renderSection();
    const sms = group('پیامک (کاوه‌نگار)');
    expect(within(sms).getByText('تنظیم نشده')).toBeInTheDocument();
    await userEvent.type(within(sms).getByLabelText('کلید API'), KEY);
    await userEvent.click(screen.getByRole('button', { name: 'ذخیره تنظیمات سرویس‌ها' }));
    expect(await screen.findByText('تنظیمات سرویس‌ها ذخیره شد')).toBeInTheDocument();
    expect(within(sms).getByText('تنظیم شده')).toBeInTheDocument();
    expect(within(sms).getByLabelText('کلید API')).toHaveValue('');
    expect(repository.saved).toEqual([
      { zarinpal: { merchantId: undefined, sandbox: false }, kavenegar: { apiKey: KEY, sender: '' }, smtp: { url: undefined, from: '' } },
    ]);
  });

  it("keeps what was typed when the save is refused, and through a test button's answer", async () => {
    const repository = new FakeProviderSettingsRepository();
    repository.refuseNext = 'مرچنت کد زرین‌پال باید دقیقاً ۳۶ نویسه باشد';
    await renderSection(repository);
    const gateway = group('درگاه پرداخت زرین‌پال');
    await userEvent.type(within(gateway).getByLabelText('مرچنت کد'), '1234');
    await userEvent.click(screen.getByRole('button', { name: 'ذخیره تنظیمات سرویس‌ها' }));
    expect(await screen.findByText('مرچنت کد زرین‌پال باید دقیقاً ۳۶ نویسه باشد')).toBeInTheDocument();
    await userEvent.click(within(gateway).getByRole('button', { name: 'بررسی اتصال درگاه' }));
    expect(await within(gateway).findByText('زرین‌پال درخواست را نپذیرفت: مرچنت کد فعال نیست (کد -۱۱)')).toBeInTheDocument();
    expect(within(gateway).getByLabelText('مرچنت کد')).toHaveValue('1234');
  });

  it('sends the test SMS to the number typed, and says what the service answered', async () => {
    const repository = await renderSection();
    const sms = group('پیامک (کاوه‌نگار)');
    await userEvent.type(within(sms).getByLabelText('شماره موبایل برای پیامک آزمایشی'), '09351112233');
    await userEvent.click(within(sms).getByRole('button', { name: 'ارسال پیامک آزمایشی' }));
    expect(await within(sms).findByText('کاوه‌نگار پیامک آزمایشی به ۰۹۳۵۱۱۱۲۲۳۳ را پذیرفت')).toBeInTheDocument();
    expect(repository.tests).toEqual([{ which: 'sms', to: '09351112233' }]);
  });

  it("is not a customer's to open", async () => {
    renderApp('/dashboard?tab=siteSettings', { state: { user: { currentUser: sampleUser(), loading: false, error: null } } });
    expect(await screen.findByRole('heading', { name: 'ورود - ثبت نام' }, { timeout: 10000 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'سرویس‌های متصل' })).toBeNull();
  });
});
