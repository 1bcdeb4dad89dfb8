import { MAX_SENDS_PER_ADDRESS } from '../../../../server/modules/contact';
import { Refusal } from '../../../../server/modules/refusal';
import { CONTACT_MESSAGES, type ContactFormInput } from '../../../../src/core/domain/contact-message';
import { DEMO_SITE_PROFILE as SITE_PROFILE } from '../../../../server/seed/demo-site-profile';
import { contactKit } from '../../../fakes/server/contact/contact-kit';

const FORM: ContactFormInput = {
  name: 'نرگس کاظمی',
  mobile: '۰۹۱۲ ۱۲۳ ۴۵۶۷',
  email: '',
  kind: 'complaint',
  text: 'جلسه‌ای که رزرو کرده بودم بدون خبر لغو شد.',
};
const send = (kit: ReturnType<typeof contactKit>, form: Partial<ContactFormInput> = {}, extra: { trap?: string; address?: string } = {}) =>
  kit.useCases.sendContactMessage.execute({ form: { ...FORM, ...form }, trap: extra.trap ?? '', address: extra.address ?? '203.0.113.7' });

async function refusalOf(work: Promise<unknown>): Promise<Refusal> {
  const error = await work.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof Refusal)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error;
}

describe('sending a message or complaint from /contact', () => {
  it('keeps the complaint once, with the mobile in its stored form, and queues one SMS and one e-mail to the consultant', async () => {
    const kit = contactKit({ trackingNumbers: ['04718265'] });
    const sent = await send(kit);
    expect(sent).toEqual({ kind: 'complaint', trackingNumber: '04718265' });
    expect(kit.messages.messages).toEqual([
      expect.objectContaining({ trackingNumber: '04718265', kind: 'complaint', name: 'نرگس کاظمی', mobile: '09121234567', email: null }),
    ]);
    expect(kit.outbox.entries.map((entry) => [entry.channel, entry.recipient])).toEqual([
      ['sms', '09350001122'],
      ['email', 'office@example.com'],
    ]);
    const [sms, email] = kit.outbox.entries;
    expect(sms.body).toContain('شکایت تازه');
    expect(sms.body).toContain('۰۴۷۱۸۲۶۵');
    expect(email.subject).toContain('شماره پیگیری ۰۴۷۱۸۲۶۵');
    expect(email.body).toContain(FORM.text);
    expect(email.body).toContain('موبایل: ۰۹۱۲۱۲۳۴۵۶۷');
  });

  it('quietly accepts a form whose hidden field is filled, and keeps, counts and sends nothing', async () => {
    const kit = contactKit();
    for (let i = 0; i < MAX_SENDS_PER_ADDRESS + 2; i += 1) {
      const sent = await send(kit, { text: 'buy cheap things now!!!', name: '' }, { trap: 'http://spam.example' });
      expect(sent.trackingNumber).toMatch(/^[0-9]{8}$/);
    }
    expect(kit.messages.messages).toEqual([]);
    expect(kit.outbox.entries).toEqual([]);
    // the robot's posts used none of the address's allowance
    await expect(send(kit)).resolves.toEqual(expect.objectContaining({ kind: 'complaint' }));
  });

  it('refuses, in Persian, a form with neither a mobile nor an e-mail, and keeps nothing', async () => {
    const kit = contactKit();
    const refusal = await refusalOf(send(kit, { mobile: '  ', email: '' }));
    expect(refusal).toMatchObject({ kind: 'invalid', message: CONTACT_MESSAGES.replyToRequired });
    expect(kit.messages.messages).toEqual([]);
    expect(kit.outbox.entries).toEqual([]);
  });

  it('takes an e-mail alone, and refuses a mobile or an e-mail that is not one', async () => {
    const kit = contactKit();
    await expect(send(kit, { mobile: '', email: 'Narges@Example.com' })).resolves.toBeDefined();
    expect(kit.messages.messages[0]).toMatchObject({ mobile: null, email: 'narges@example.com' });
    expect((await refusalOf(send(kit, { mobile: '12345' }))).message).toBe(CONTACT_MESSAGES.mobileInvalid);
    expect((await refusalOf(send(kit, { mobile: '', email: 'not-an-address' }))).message).toBe(CONTACT_MESSAGES.emailInvalid);
  });

  it('refuses a missing name, an unknown kind, and a text too short or too long', async () => {
    const kit = contactKit();
    expect((await refusalOf(send(kit, { name: ' ' }))).message).toBe(CONTACT_MESSAGES.nameRequired);
    expect((await refusalOf(send(kit, { kind: 'praise' }))).message).toBe(CONTACT_MESSAGES.kindInvalid);
    expect((await refusalOf(send(kit, { text: 'سلام' }))).message).toBe(CONTACT_MESSAGES.textTooShort);
    expect((await refusalOf(send(kit, { text: 'ا'.repeat(2001) }))).message).toBe(CONTACT_MESSAGES.textTooLong);
    expect(kit.messages.messages).toEqual([]);
  });

  it('refuses an address over its hourly limit with a Persian message and when to try again, and takes it again after the hour', async () => {
    const kit = contactKit();
    for (let i = 0; i < MAX_SENDS_PER_ADDRESS; i += 1) await send(kit);
    const refusal = await refusalOf(send(kit));
    expect(refusal.kind).toBe('too-many');
    expect(refusal.message).toBe(CONTACT_MESSAGES.tooMany(60));
    expect(refusal.retryAfterSeconds).toBe(3600);
    // another address is not held up
    await expect(send(kit, {}, { address: '198.51.100.4' })).resolves.toBeDefined();
    kit.clock.advance(60 * 60 * 1000);
    await expect(send(kit)).resolves.toBeDefined();
    expect(kit.messages.messages).toHaveLength(MAX_SENDS_PER_ADDRESS + 2);
  });

  it("draws another tracking number when the first is already a message's", async () => {
    const kit = contactKit({ trackingNumbers: ['11112222', '11112222', '33334444'] });
    await send(kit);
    expect((await send(kit)).trackingNumber).toBe('33334444');
  });

  it('sends only what the profile has: an e-mail alone when no mobile is set, nothing when neither is', async () => {
    const emailOnly = contactKit({ contact: { ...SITE_PROFILE.contact, mobile: '', email: 'office@example.com' } });
    await send(emailOnly);
    expect(emailOnly.outbox.entries.map((entry) => entry.channel)).toEqual(['email']);
    const none = contactKit({ contact: { ...SITE_PROFILE.contact, mobile: '', email: '' } });
    await send(none);
    expect(none.messages.messages).toHaveLength(1);
    expect(none.outbox.entries).toEqual([]);
  });
});
