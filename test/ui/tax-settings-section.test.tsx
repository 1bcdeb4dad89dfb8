jest.setTimeout(30000);
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from './support/render-app';
import { sampleUser } from '../fakes/sample-data';
import { FakeTaxSettingsRepository } from '../fakes/fake-tax-settings-repository';

const admin = { user: { currentUser: sampleUser({ isAdmin: true }), loading: false, error: null } };
const TITLE = 'صورت‌حساب الکترونیکی (سامانه مودیان)';
// what the consultant pastes; the fake reads nothing of it (the server tests read real ones)
const KEY = '-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC\n-----END PRIVATE KEY-----';
const CERTIFICATE = '-----BEGIN CERTIFICATE-----\nMIIDCTCCAfGgAwIBAgIU\n-----END CERTIFICATE-----';

async function renderSection(taxSettings = new FakeTaxSettingsRepository()) {
  renderApp('/dashboard?tab=siteSettings', { state: admin, services: { taxSettings } });
  await screen.findByRole('heading', { level: 3, name: TITLE }, { timeout: 15000 });
  return { taxSettings, form: within(await screen.findByRole('form', { name: TITLE })) };
}

describe('the e-invoice section («صورت‌حساب الکترونیکی (سامانه مودیان)»)', () => {
  it('starts off with nothing set; saves what was typed and pasted, then shows the key and certificate only as set', async () => {
    const { taxSettings, form } = await renderSection();
    const user = userEvent.setup();
    expect(form.getAllByText('ثبت نشده')).toHaveLength(2);
    expect(form.getByRole('checkbox', { name: 'ارسال صورت‌حساب‌ها به سامانهٔ مودیان روشن باشد' })).not.toBeChecked();

    await user.type(form.getByLabelText('کد اقتصادی'), '۱۰۱۰۱۲۳۴۵۶۵');
    await user.type(form.getByLabelText('شناسهٔ یکتای حافظهٔ مالیاتی'), 'a1b2c3');
    await user.type(form.getByLabelText('نرخ مالیات بر ارزش افزوده (درصد)'), '۱۰');
    await user.click(form.getByLabelText('کلید خصوصی'));
    await user.paste(KEY);
    await user.click(form.getByLabelText('گواهی'));
    await user.paste(CERTIFICATE);
    await user.click(form.getByRole('checkbox', { name: 'ارسال صورت‌حساب‌ها به سامانهٔ مودیان روشن باشد' }));
    await user.click(form.getByRole('button', { name: 'ذخیره تنظیمات صورت‌حساب الکترونیکی' }));

    expect(await form.findByText('تنظیمات صورت‌حساب الکترونیکی ذخیره شد')).toBeInTheDocument();
    expect(taxSettings.saved).toEqual([
      {
        economicCode: '۱۰۱۰۱۲۳۴۵۶۵',
        memoryId: 'a1b2c3',
        vatRate: '۱۰',
        privateKey: KEY,
        certificate: CERTIFICATE,
        sendingOn: true,
        taxpayerEnvironment: 'production',
      },
    ]);
    expect(form.getAllByText('ثبت شده')).toHaveLength(2);
    expect(form.getByLabelText('کلید خصوصی')).toHaveValue('');
    expect(form.getByLabelText('گواهی')).toHaveValue('');
    expect(form.getByText(/دارنده: CN=مشاور نمونه؛ اعتبار تا ۱۴۰۶\/۰۱\/۰۱/)).toBeInTheDocument();
    expect(form.getByLabelText('شناسهٔ یکتای حافظهٔ مالیاتی')).toHaveValue('A1B2C3');
    expect(within(screen.getByRole('list', { name: 'تاریخچهٔ تغییرات صورت‌حساب الکترونیکی' })).getByText(/نرگس کاظمی/)).toBeInTheDocument();
  });

  it("sends to the system's production host unless the consultant chooses its sandbox, and says which in the log", async () => {
    const { taxSettings, form } = await renderSection();
    const user = userEvent.setup();
    const group = within(form.getByRole('group', { name: 'محیط سامانهٔ مودیان' }));
    const production = group.getByRole('radio', { name: 'سامانهٔ اصلی (صورت‌حساب‌های رسمی)' });
    const sandbox = group.getByRole('radio', { name: 'محیط آزمایشی سامانه' });
    expect(production).toBeChecked();
    expect(sandbox).not.toBeChecked();

    await user.click(sandbox);
    await user.click(form.getByRole('button', { name: 'ذخیره تنظیمات صورت‌حساب الکترونیکی' }));
    expect(await form.findByText('تنظیمات صورت‌حساب الکترونیکی ذخیره شد')).toBeInTheDocument();
    expect(taxSettings.saved).toEqual([expect.objectContaining({ taxpayerEnvironment: 'sandbox' })]);
    expect(sandbox).toBeChecked();
    expect(production).not.toBeChecked();
    expect(within(screen.getByRole('list', { name: 'تاریخچهٔ تغییرات صورت‌حساب الکترونیکی' })).getByText(/محیط سامانه/)).toBeInTheDocument();
  });

  it('shows the sandbox chosen when the kept settings name it', async () => {
    const repository = new FakeTaxSettingsRepository();
    await repository.save({ taxpayerEnvironment: 'sandbox' });
    const { form } = await renderSection(repository);
    expect(form.getByRole('radio', { name: 'محیط آزمایشی سامانه' })).toBeChecked();
    expect(form.getByRole('radio', { name: 'سامانهٔ اصلی (صورت‌حساب‌های رسمی)' })).not.toBeChecked();
  });

  it("shows the server's Persian refusal and keeps what was typed", async () => {
    const refusal = 'گواهی با کلید خصوصی جور نیست؛ گواهی‌ای را بدهید که برای همین کلید صادر شده است';
    const repository = new FakeTaxSettingsRepository();
    repository.refuseNext = refusal;
    const { form } = await renderSection(repository);
    const user = userEvent.setup();
    await user.click(form.getByLabelText('گواهی'));
    await user.paste(CERTIFICATE);
    await user.click(form.getByRole('button', { name: 'ذخیره تنظیمات صورت‌حساب الکترونیکی' }));
    expect(await form.findByText(refusal)).toBeInTheDocument();
    expect(form.getByLabelText('گواهی')).toHaveValue(CERTIFICATE);
    expect(repository.saved).toEqual([]);
  });

  it('removes a kept key on its own button, sending nothing else', async () => {
    const repository = new FakeTaxSettingsRepository();
    await repository.save({ privateKey: KEY });
    repository.saved.length = 0;
    const { form } = await renderSection(repository);
    await userEvent.setup().click(form.getByRole('button', { name: 'پاک کردن کلید خصوصی' }));
    expect(await form.findByText('تنظیمات صورت‌حساب الکترونیکی ذخیره شد')).toBeInTheDocument();
    expect(repository.saved).toEqual([{ privateKey: null }]);
    expect(form.getAllByText('ثبت نشده')).toHaveLength(2);
  });

  it("is not a customer's to open", async () => {
    renderApp('/dashboard?tab=siteSettings', { state: { user: { currentUser: sampleUser(), loading: false, error: null } } });
    expect(await screen.findByRole('heading', { name: 'ورود - ثبت نام' }, { timeout: 10000 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: TITLE })).toBeNull();
  });
});
