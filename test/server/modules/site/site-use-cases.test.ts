import { siteUseCases } from '../../../../server/modules/site';
import { Refusal } from '../../../../server/modules/refusal';
import { DEMO_SITE_PROFILE } from '../../../../server/seed/demo-site-profile';
import { SITE_IMAGE_INVALID } from '../../../../src/core/contracts/api/site-image-schema';
import { EMPTY_SITE_PROFILE, type SiteImage } from '../../../../src/core/domain/site-profile';
import { FakeServerClock } from '../../support/fake-server-clock';
import { InMemorySiteStore } from '../../../fakes/server/site/in-memory-site-store';

const ADMIN = { id: 'a1b2', first_name: 'سارا', last_name: 'کریمی', email: 'sara@example.ir' };
const { images: _images, ...DEMO_INPUT } = DEMO_SITE_PROFILE;

function kit() {
  const store = new InMemorySiteStore();
  const clock = new FakeServerClock('2026-11-22T08:30:00Z');
  return { store, clock, useCases: siteUseCases({ store }, clock) };
}

/** The site's refusals carry each field's message for the form. */
async function refusalOf(work: Promise<unknown>): Promise<{ message: string; details: { fields: Record<string, string> } }> {
  const error = await work.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof Refusal)) throw new Error(`expected a refusal, got ${String(error)}`);
  return { message: error.message, details: error.details as { fields: Record<string, string> } };
}

describe('saving the site settings', () => {
  it('reads a blank profile before anything is saved: no invented consultant', async () => {
    expect(await kit().useCases.readSiteProfile.execute()).toEqual(EMPTY_SITE_PROFILE);
  });

  it('keeps what the consultant saved and logs who saved which fields, and when', async () => {
    const { store, useCases } = kit();
    const { profile, message } = await useCases.updateSiteProfile.execute(DEMO_INPUT, ADMIN);
    expect(message).toBe('تنظیمات سایت ذخیره شد');
    expect(profile.ownerName).toBe(DEMO_SITE_PROFILE.ownerName);
    expect(profile.social.map((link) => link.label)).toEqual(['اینستاگرام', 'تلگرام', 'لینکدین']);
    const changed = await useCases.updateSiteProfile.execute(
      { ...DEMO_INPUT, contact: { ...DEMO_INPUT.contact, postalCode: '1434863111', phone: '021-22334455' } },
      ADMIN,
    );
    expect(changed.profile.contact.postalCode).toBe('1434863111');
    expect(store.log[1]).toEqual({
      at: new Date('2026-11-22T08:30:00Z'),
      userId: 'a1b2',
      by: 'سارا کریمی',
      fields: ['contact.phone', 'contact.postalCode'],
    });
    expect((await useCases.listSiteProfileChanges.execute()).map((change) => change.fields)).toEqual([
      ['contact.phone', 'contact.postalCode'],
      expect.arrayContaining(['siteName', 'ownerName', 'social']),
    ]);
  });

  it('logs nothing for a save that changed nothing', async () => {
    const { store, useCases } = kit();
    await useCases.updateSiteProfile.execute(DEMO_INPUT, ADMIN);
    await useCases.updateSiteProfile.execute(DEMO_INPUT, ADMIN);
    expect(store.log).toHaveLength(1);
  });

  it.each([
    [
      'a postal code that is not ten digits',
      { contact: { ...DEMO_INPUT.contact, postalCode: '12345' } },
      'contact.postalCode',
      'کد پستی باید ده رقم باشد',
    ],
    ['an e-mail without a domain', { contact: { ...DEMO_INPUT.contact, email: 'info@' } }, 'contact.email', 'نشانی ایمیل معتبر نیست'],
    [
      'a mobile that does not start 09',
      { contact: { ...DEMO_INPUT.contact, mobile: '08123456789' } },
      'contact.mobile',
      'شماره موبایل باید یازده رقم و با ۰۹ شروع شود',
    ],
    [
      'a phone of too few digits',
      { contact: { ...DEMO_INPUT.contact, phone: '021-8877' } },
      'contact.phone',
      'شماره تلفن ثابت باید با پیش‌شماره و یازده رقم باشد، مانند ۰۲۱۱۲۳۴۵۶۷۸',
    ],
    [
      'a map link that runs script',
      { contact: { ...DEMO_INPUT.contact, mapUrl: 'javascript:alert(1)' } },
      'contact.mapUrl',
      'پیوند نقشه باید نشانی کامل و با http:// یا https:// باشد',
    ],
    [
      'a social link that is not a web address',
      { social: [{ network: 'telegram', url: 't.me/x' }] },
      'social.0.url',
      'پیوند شبکه اجتماعی باید نشانی کامل و با http:// یا https:// باشد',
    ],
    [
      'an unknown network',
      { social: [{ network: 'myspace', url: 'https://myspace.com/x' }] },
      'social.0.network',
      'شبکه اجتماعی ناشناخته است',
    ],
    [
      'one network twice',
      {
        social: [
          { network: 'bale', url: 'https://ble.ir/a' },
          { network: 'bale', url: 'https://ble.ir/b' },
        ],
      },
      'social',
      'هر شبکه اجتماعی یک بار می‌آید',
    ],
    [
      'an Enamad id with letters',
      { enamad: { id: '12a', code: 'Ab1', domainCheck: '' } },
      'enamad.id',
      'شناسه اینماد باید فقط رقم باشد (حداکثر ۱۲ رقم)',
    ],
    [
      'an Enamad code with markup',
      { enamad: { id: '123', code: '"><script>', domainCheck: '' } },
      'enamad.code',
      'کد اینماد باید فقط حروف لاتین و رقم باشد (حداکثر ۶۴ نویسه)',
    ],
    [
      'a domain-check value that names a path',
      { enamad: { id: '', code: '', domainCheck: '../etc/passwd' } },
      'enamad.domainCheck',
      'کد احراز دامنه اینماد باید فقط حروف لاتین و رقم باشد (حداکثر ۶۴ نویسه)',
    ],
    [
      'a seal id without its code',
      { enamad: { id: '123', code: '', domainCheck: '' } },
      'enamad',
      'برای نماد اعتماد، شناسه و کد اینماد هر دو لازم است',
    ],
    [
      'a national ID of letters',
      { legal: { name: 'شرکت', nationalId: 'abc', economicCode: '' } },
      'legal.nationalId',
      'شناسه ملی باید ۱۰ یا ۱۱ رقم باشد',
    ],
    ['a site name too long', { siteName: 'ن'.repeat(81) }, 'siteName', 'نام سایت حداکثر ۸۰ نویسه است'],
    ['years of practice below zero', { yearsOfExperience: -1 }, 'yearsOfExperience', 'سال‌های سابقه باید عددی بین ۰ و ۸۰ باشد'],
    ['a name with a NUL character', { ownerName: 'مهدی\u0000' }, 'ownerName', 'نام صاحب سایت نویسه‌های نامعتبر دارد'],
  ])("refuses %s with the field's Persian message, and keeps nothing", async (_case, change, field, message) => {
    const { store, useCases } = kit();
    await useCases.updateSiteProfile.execute(DEMO_INPUT, ADMIN);
    const before = store.profile;
    const refusal = await refusalOf(useCases.updateSiteProfile.execute({ ...DEMO_INPUT, ...change }, ADMIN));
    expect(refusal.details.fields[field]).toBe(message);
    expect(refusal.message).toBe(message);
    expect(store.profile).toBe(before);
    expect(store.log).toHaveLength(1);
  });

  it('refuses a body that is not a profile at all', async () => {
    const { store, useCases } = kit();
    await expect(useCases.updateSiteProfile.execute('nonsense', ADMIN)).rejects.toThrow('اطلاعات سایت معتبر نیست');
    expect(store.log).toEqual([]);
  });

  it('reads Persian digits as Latin ones and drops a network left blank', async () => {
    const { useCases } = kit();
    const { profile } = await useCases.updateSiteProfile.execute(
      {
        ...DEMO_INPUT,
        contact: { ...DEMO_INPUT.contact, postalCode: '۱۴۳۴۸۶۳۱۱۱', mobile: '۰۹۱۲ ۳۴۵ ۶۷۸۹' },
        social: [
          { network: 'instagram', url: '' },
          { network: 'eitaa', url: 'https://eitaa.com/moshaver' },
        ],
        enamad: { id: '', code: '', domainCheck: '' },
      },
      ADMIN,
    );
    expect(profile.contact.postalCode).toBe('1434863111');
    expect(profile.contact.mobile).toBe('09123456789');
    expect(profile.social).toEqual([{ network: 'eitaa', label: 'ایتا', url: 'https://eitaa.com/moshaver' }]);
    expect(profile.enamad).toBeNull();
  });

  describe('the pictures', () => {
    const picture = (name: string): SiteImage => ({
      jpeg: `uploads/site/${name}.jpg`,
      webp: `uploads/site/${name}.webp`,
      avif: `uploads/site/${name}.avif`,
      width: 960,
      height: 1200,
    });
    const PORTRAIT = picture('0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9');
    const LOGO = picture('1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d');

    it('keeps the pictures the form sends with the texts and logs each one that changed', async () => {
      const { store, useCases } = kit();
      const { profile } = await useCases.updateSiteProfile.execute(
        { ...DEMO_INPUT, images: { portrait: PORTRAIT, logo: null, favicon: null } },
        ADMIN,
      );
      expect(profile.images).toEqual({ portrait: PORTRAIT, logo: null, favicon: null });
      expect(store.log[0].fields).toContain('images.portrait');
      expect(store.log[0].fields).not.toContain('images.logo');
      await useCases.updateSiteProfile.execute({ ...DEMO_INPUT, images: { portrait: null, logo: LOGO, favicon: null } }, ADMIN);
      expect(store.profile.images).toEqual({ portrait: null, logo: LOGO, favicon: null });
      expect(store.log[1].fields).toEqual(['images.portrait', 'images.logo']);
    });

    it('leaves the pictures as they are when an older form sends none, and logs only the texts', async () => {
      const { store, useCases } = kit();
      await useCases.updateSiteProfile.execute({ ...DEMO_INPUT, images: { portrait: PORTRAIT, logo: LOGO, favicon: null } }, ADMIN);
      await useCases.updateSiteProfile.execute({ ...DEMO_INPUT, title: 'حسابرس رسمی' }, ADMIN);
      expect(store.profile.images).toEqual({ portrait: PORTRAIT, logo: LOGO, favicon: null });
      expect(store.log[1].fields).toEqual(['title']);
    });

    it.each([
      ['a picture on another site', { ...PORTRAIT, jpeg: 'https://elsewhere.example/face.jpg' }],
      ["a path out of the pictures' folder", { ...PORTRAIT, avif: 'uploads/site/../../server.env' }],
      ['a picture of no size', { ...PORTRAIT, width: 0 }],
    ])('refuses %s in Persian and keeps nothing of the save', async (_case, portrait) => {
      const { store, useCases } = kit();
      const refusal = await refusalOf(
        useCases.updateSiteProfile.execute({ ...DEMO_INPUT, images: { portrait, logo: null, favicon: null } }, ADMIN),
      );
      expect(refusal.message).toBe(SITE_IMAGE_INVALID);
      expect(Object.keys(refusal.details.fields)[0]).toMatch(/^images\.portrait\./);
      expect(store.profile).toBe(EMPTY_SITE_PROFILE);
      expect(store.log).toEqual([]);
    });

    it('logs nothing when the kept profile comes back with its keys in another order, as jsonb hands it back', async () => {
      const { store, useCases } = kit();
      await useCases.updateSiteProfile.execute({ ...DEMO_INPUT, images: { portrait: PORTRAIT, logo: null, favicon: null } }, ADMIN);
      store.profile = JSON.parse(
        JSON.stringify(store.profile, (_key, value) =>
          value && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).reverse()) : value,
        ),
      );
      await useCases.updateSiteProfile.execute({ ...DEMO_INPUT, images: { portrait: PORTRAIT, logo: null, favicon: null } }, ADMIN);
      expect(store.log).toHaveLength(1);
    });
  });
});
