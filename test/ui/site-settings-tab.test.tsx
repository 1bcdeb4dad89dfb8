jest.setTimeout(30000);
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from './support/render-app';
import { sampleUser } from '../fakes/sample-data';
import { FakeSiteProfileRepository } from '../fakes/fake-site-profile-repository';
import { storedPicture, uploadedPicture } from '../fakes/fake-site-image-uploader';
import { DEMO_SITE_PROFILE } from '../../server/seed/demo-site-profile';
import { ACCESS_REFUSAL_MESSAGES } from '../../src/core/domain/access-refusal';
import { SITE_IMAGE_INVALID } from '../../src/core/contracts/api/site-image-schema';

const admin = { user: { currentUser: sampleUser({ isAdmin: true }), loading: false, error: null } };

async function renderSettings(site = new FakeSiteProfileRepository()) {
  const view = renderApp('/dashboard?tab=siteSettings', { state: admin, services: { site }, site: site.profile });
  await screen.findByRole('heading', { level: 2, name: 'تنظیمات سایت' }, { timeout: 15000 });
  await screen.findByLabelText('نام سایت');
  return { ...view, site };
}

describe('the site settings tab («تنظیمات سایت»)', () => {
  it("is on the consultant's menu and starts blank on a new site", async () => {
    await renderSettings();
    const labels = within(screen.getByRole('navigation', { name: 'بخش‌های داشبورد' }))
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toContain('تنظیمات سایت');
    expect(screen.getByLabelText('نام صاحب سایت')).toHaveValue('');
    expect(screen.getByLabelText('کد پستی')).toHaveValue('');
  });

  it('saves the identity and contact, says so, and shows the new name at once in the footer', async () => {
    const { site } = await renderSettings();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('نام سایت'), 'دفتر مشاوره کریمی');
    await user.type(screen.getByLabelText('نام صاحب سایت'), 'سارا کریمی');
    await user.type(screen.getByLabelText('کد پستی'), '۱۴۳۴۸۶۳۱۱۱');
    await user.type(screen.getByLabelText('تلگرام'), 'https://t.me/karimi');
    await user.click(screen.getByRole('button', { name: 'ذخیره تنظیمات' }));

    expect(await screen.findByText('تنظیمات سایت ذخیره شد')).toBeInTheDocument();
    expect(site.saved).toHaveLength(1);
    expect(site.saved[0]).toMatchObject({
      siteName: 'دفتر مشاوره کریمی',
      ownerName: 'سارا کریمی',
      contact: expect.objectContaining({ postalCode: '1434863111' }),
    });
    expect(site.saved[0].social).toEqual([{ network: 'telegram', label: 'تلگرام', url: 'https://t.me/karimi' }]);
    expect(screen.getByRole('contentinfo')).toHaveTextContent('تمامی حقوق این وب‌سایت متعلق به سارا کریمی است.');
  });

  it("shows a bad postal code's Persian message beside it, sends nothing, and keeps what was typed", async () => {
    const { site } = await renderSettings();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('نام صاحب سایت'), 'سارا کریمی');
    await user.type(screen.getByLabelText('کد پستی'), '12345');
    await user.click(screen.getByRole('button', { name: 'ذخیره تنظیمات' }));

    const postalCode = screen.getByLabelText('کد پستی');
    expect(postalCode).toHaveAccessibleDescription(/کد پستی باید ده رقم باشد/);
    expect(postalCode).toHaveAttribute('aria-invalid', 'true');
    expect(site.saved).toEqual([]);
    expect(screen.getByLabelText('نام صاحب سایت')).toHaveValue('سارا کریمی');
    expect(postalCode).toHaveValue('12345');
  });

  it("shows the server's refusal of a field beside that field", async () => {
    const site = new FakeSiteProfileRepository();
    site.refuseNext = {
      message: 'کد اینماد باید فقط حروف لاتین و رقم باشد (حداکثر ۶۴ نویسه)',
      fields: { 'enamad.code': 'کد اینماد باید فقط حروف لاتین و رقم باشد (حداکثر ۶۴ نویسه)' },
    };
    await renderSettings(site);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('شناسه اینماد (id)'), '123456');
    await user.type(screen.getByLabelText('کد اینماد (Code)'), 'Abc123');
    await user.click(screen.getByRole('button', { name: 'ذخیره تنظیمات' }));
    expect(await screen.findByLabelText('کد اینماد (Code)')).toHaveAccessibleDescription(/کد اینماد باید فقط حروف لاتین و رقم باشد/);
    expect(screen.getByLabelText('کد اینماد (Code)')).toHaveValue('Abc123');
  });

  it('fills the form with the saved profile and lists who changed what', async () => {
    const site = new FakeSiteProfileRepository();
    site.profile = DEMO_SITE_PROFILE;
    site.changeLog = [
      { _id: 'c1', changedAt: '2026-11-22T08:30:00.000Z', changedBy: 'سارا کریمی', fields: ['contact.phone', 'contact.postalCode'] },
    ];
    await renderSettings(site);
    expect(screen.getByLabelText('نام صاحب سایت')).toHaveValue(DEMO_SITE_PROFILE.ownerName);
    expect(screen.getByLabelText('اینستاگرام')).toHaveValue('https://www.instagram.com/moshaver.mali');
    expect(screen.getByRole('region', { name: 'تاریخچه تغییرات تنظیمات' })).toHaveTextContent(
      '۱۴۰۵/۰۹/۰۱ ساعت ۱۲:۰۰، سارا کریمی: تلفن ثابت، کد پستی',
    );
  });

  it('shows the portrait, logo and favicon fields in «تصاویر», each with the picture kept', async () => {
    const site = new FakeSiteProfileRepository();
    site.profile = { ...site.profile, images: { portrait: null, logo: storedPicture('logo'), favicon: null } };
    await renderSettings(site);
    const images = screen.getByRole('group', { name: 'تصاویر' });
    for (const label of ['تصویر مشاور', 'لوگو', 'نماد سایت (favicon)']) {
      expect(within(images).getByRole('group', { name: label })).toBeInTheDocument();
      expect(within(images).getByLabelText(`${label}: انتخاب فایل`)).toHaveAttribute('type', 'file');
    }
    expect(within(within(images).getByRole('group', { name: 'لوگو' })).getByRole('img', { name: 'لوگو' })).toHaveAttribute(
      'src',
      expect.stringContaining(storedPicture('logo').jpeg),
    );
  });

  it('saves an uploaded portrait with what was typed while it uploaded, the other pictures as they were', async () => {
    const site = new FakeSiteProfileRepository();
    site.profile = { ...site.profile, images: { portrait: null, logo: uploadedPicture(7), favicon: null } };
    const { services } = await renderSettings(site);
    const user = userEvent.setup();
    services.siteImages.hold = true;
    await user.upload(
      screen.getByLabelText('تصویر مشاور: انتخاب فایل'),
      new File([new Uint8Array(2048)], 'me.jpg', { type: 'image/jpeg' }),
    );
    await user.type(screen.getByLabelText('نام صاحب سایت'), 'سارا کریمی');
    services.siteImages.finish();
    expect(await screen.findByRole('img', { name: 'تصویر مشاور' })).toBeInTheDocument();
    expect(site.saved).toEqual([]);
    expect(screen.getByLabelText('نام صاحب سایت')).toHaveValue('سارا کریمی');

    await user.click(screen.getByRole('button', { name: 'ذخیره تنظیمات' }));
    expect(await screen.findByText('تنظیمات سایت ذخیره شد')).toBeInTheDocument();
    expect(site.saved).toHaveLength(1);
    expect(site.saved[0]).toMatchObject({
      ownerName: 'سارا کریمی',
      images: { portrait: uploadedPicture(1), logo: uploadedPicture(7), favicon: null },
    });
  });

  it("sends no picture and shows why when one is not from this site's uploads", async () => {
    const site = new FakeSiteProfileRepository();
    site.profile = { ...site.profile, images: { portrait: null, logo: null, favicon: storedPicture('elsewhere') } };
    await renderSettings(site);
    await userEvent.setup().click(screen.getByRole('button', { name: 'ذخیره تنظیمات' }));
    expect(await within(screen.getByRole('group', { name: 'تصاویر' })).findByText(SITE_IMAGE_INVALID)).toBeInTheDocument();
    expect(site.saved).toEqual([]);
  });

  it('sends a customer to /login with the reason, never showing the settings', async () => {
    const site = new FakeSiteProfileRepository();
    site.profile = DEMO_SITE_PROFILE;
    renderApp('/dashboard?tab=siteSettings', {
      state: { user: { currentUser: sampleUser({ isAdmin: false }), loading: false, error: null } },
      services: { site },
    });
    expect(await screen.findByRole('heading', { name: 'ورود - ثبت نام' }, { timeout: 15000 })).toBeInTheDocument();
    expect(screen.getByText(ACCESS_REFUSAL_MESSAGES.admin)).toBeInTheDocument();
    expect(screen.queryByLabelText('نام سایت')).toBeNull();
  });
});
