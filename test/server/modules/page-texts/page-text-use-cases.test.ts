import { pageTextUseCases } from '../../../../server/modules/page-texts';
import { PAGE_TEXT_MESSAGES } from '../../../../src/core/domain/page-texts';
import { FakePageTextStore, FakeRefundRules } from '../../../fakes/server/page-texts/fake-page-text-store';

const consultant = { id: '00000000-0000-4000-8000-000000000001', name: 'مشاور آزمایشی', isAdmin: true };
const customer = { id: '00000000-0000-4000-8000-000000000002', name: 'مشتری', isAdmin: false };
const card = (title: string, summary = 'خلاصه', body = '<p>متن کامل</p>') => ({ title, summary, body });

function setUp(hours = 24) {
  const store = new FakePageTextStore();
  const rules = new FakeRefundRules(hours);
  return { store, rules, useCases: pageTextUseCases({ store, rules }) };
}

describe('saving a page text', () => {
  it('keeps the previous version when a slot is saved again, and the page shows the newest', async () => {
    const { useCases } = setUp();
    await useCases.save.execute(consultant, 'audit-compliance', card('حسابرسی رعایت'));
    const saved = await useCases.save.execute(consultant, 'audit-compliance', card('حسابرسی رعایت قوانین'));
    expect(saved.version.version).toBe(2);
    expect(saved.message).toBe(PAGE_TEXT_MESSAGES.saved);
    const { current, versions } = await useCases.listVersions.execute(consultant, 'audit-compliance');
    expect(current?.title).toBe('حسابرسی رعایت قوانین');
    expect(versions.map((v) => [v.version, v.savedBy])).toEqual([
      [2, 'مشاور آزمایشی'],
      [1, 'مشاور آزمایشی'],
    ]);
    expect((await useCases.readVersion.execute(consultant, 'audit-compliance', 1)).title).toBe('حسابرسی رعایت');
    expect((await useCases.readPageTexts.execute('audit')).texts['audit-compliance']?.title).toBe('حسابرسی رعایت قوانین');
  });

  it('strips scripts and event handlers from the body and markup from the title', async () => {
    const { useCases, store } = setUp();
    await useCases.save.execute(consultant, 'terms', {
      title: '',
      summary: '',
      body: '<p onclick="steal()">قانون<script>alert(1)</script></p><img src="x" onerror="steal()">',
    });
    await useCases.save.execute(consultant, 'home-service-audit', card('<b>حسابرسی</b><script>x</script>', 'خلاصه'));
    expect(store.rows[0].body).toBe('<p>قانون</p>');
    expect(store.rows[1].title).toBe('حسابرسی');
  });

  it('keeps only the fields a slot has', async () => {
    const { useCases, store } = setUp();
    await useCases.save.execute(consultant, 'about-me-story', {
      title: 'عنوانی که جایی ندارد',
      summary: 'خلاصه',
      body: '<p>داستان من</p>',
    });
    expect(store.rows[0]).toMatchObject({ title: '', summary: '', body: '<p>داستان من</p>' });
  });

  it.each([
    ['a card with no title', 'audit-compliance', card('   '), PAGE_TEXT_MESSAGES.titleRequired],
    ['a title too long', 'audit-compliance', card('ا'.repeat(151)), PAGE_TEXT_MESSAGES.titleTooLong],
    ['a summary too long', 'home-service-audit', card('حسابرسی', 'ب'.repeat(601)), PAGE_TEXT_MESSAGES.summaryTooLong],
    [
      'prose that is only a script',
      'privacy',
      { title: '', summary: '', body: '<script>alert(1)</script>' },
      PAGE_TEXT_MESSAGES.bodyRequired,
    ],
    ['a slot that does not exist', 'footer', card('x'), PAGE_TEXT_MESSAGES.unknownSlot],
  ])('refuses %s in Persian and saves nothing', async (_case, slot, content, message) => {
    const { useCases, store } = setUp();
    await expect(useCases.save.execute(consultant, slot, content)).rejects.toThrow(message);
    expect(store.rows).toHaveLength(0);
  });

  it('refuses a save that changes nothing', async () => {
    const { useCases, store } = setUp();
    await useCases.save.execute(consultant, 'terms', { title: '', summary: '', body: '<p>قانون</p>' });
    await expect(useCases.save.execute(consultant, 'terms', { title: '', summary: '', body: '<p>قانون</p>' })).rejects.toThrow(
      PAGE_TEXT_MESSAGES.unchanged,
    );
    expect(store.rows).toHaveLength(1);
  });

  it('lets only the consultant save, list, read or restore versions', async () => {
    const { useCases, store } = setUp();
    await useCases.save.execute(consultant, 'terms', { title: '', summary: '', body: '<p>قانون</p>' });
    for (const actor of [customer, null]) {
      await expect(useCases.save.execute(actor, 'terms', { title: '', summary: '', body: '<p>دیگر</p>' })).rejects.toThrow(
        PAGE_TEXT_MESSAGES.forbidden,
      );
      await expect(useCases.listVersions.execute(actor, 'terms')).rejects.toThrow(PAGE_TEXT_MESSAGES.forbidden);
      await expect(useCases.readVersion.execute(actor, 'terms', 1)).rejects.toThrow(PAGE_TEXT_MESSAGES.forbidden);
      await expect(useCases.restore.execute(actor, 'terms', 1)).rejects.toThrow(PAGE_TEXT_MESSAGES.forbidden);
    }
    expect(store.rows).toHaveLength(1);
  });
});

describe('restoring a version', () => {
  it('brings an earlier version back as a new version, losing none', async () => {
    const { useCases } = setUp();
    await useCases.save.execute(consultant, 'home-hero', { title: '', summary: '', body: '<p>نخست</p>' });
    await useCases.save.execute(consultant, 'home-hero', { title: '', summary: '', body: '<p>دوم</p>' });
    const restored = await useCases.restore.execute(consultant, 'home-hero', 1);
    expect(restored.version).toMatchObject({ version: 3, restoredFrom: 1 });
    expect(restored.message).toBe(PAGE_TEXT_MESSAGES.restored(1));
    const { current, versions } = await useCases.listVersions.execute(consultant, 'home-hero');
    expect(current?.body).toBe('<p>نخست</p>');
    expect(versions.map((v) => v.version)).toEqual([3, 2, 1]);
  });

  it('refuses a version that does not exist, and the current one', async () => {
    const { useCases, store } = setUp();
    await useCases.save.execute(consultant, 'home-hero', { title: '', summary: '', body: '<p>نخست</p>' });
    await expect(useCases.restore.execute(consultant, 'home-hero', 7)).rejects.toThrow(PAGE_TEXT_MESSAGES.versionNotFound);
    await expect(useCases.restore.execute(consultant, 'home-hero', 1)).rejects.toThrow(PAGE_TEXT_MESSAGES.unchanged);
    expect(store.rows).toHaveLength(1);
  });
});

describe('reading a page', () => {
  it('gives /refund-policy the change notice the practice has now', async () => {
    const { useCases, rules } = setUp(48);
    expect((await useCases.readPageTexts.execute('refund-policy')).rules).toEqual({
      changeNoticeHours: 48,
      holdMinutes: 6,
      bankReverseMinutes: 30,
    });
    rules.hours = 2;
    expect((await useCases.readPageTexts.execute('refund-policy')).rules?.changeNoticeHours).toBe(2);
    expect((await useCases.readPageTexts.execute('terms')).rules).toBeUndefined();
  });

  it('gives /services the cards and only the titles of the audit services and offers', async () => {
    const { useCases } = setUp();
    await useCases.save.execute(consultant, 'audit-compliance', card('حسابرسی رعایت', 'خلاصه رعایت', '<p>بلند</p>'));
    await useCases.save.execute(consultant, 'home-service-audit', card('حسابرسی', 'خلاصه کارت'));
    const { texts } = await useCases.readPageTexts.execute('services');
    expect(texts['audit-compliance']).toEqual({ title: 'حسابرسی رعایت', summary: '', body: '' });
    expect(texts['home-service-audit']).toEqual({ title: 'حسابرسی', summary: 'خلاصه کارت', body: '' });
  });

  it('refuses a page that has no texts', async () => {
    const { useCases } = setUp();
    await expect(useCases.readPageTexts.execute('contact-us')).rejects.toThrow(PAGE_TEXT_MESSAGES.unknownPage);
  });
});
