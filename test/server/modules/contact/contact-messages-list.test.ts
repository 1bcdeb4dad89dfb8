import { CONTACT_PAGE_SIZE } from '../../../../server/modules/contact';
import { Refusal } from '../../../../server/modules/refusal';
import { contactKit } from '../../../fakes/server/contact/contact-kit';

const FORM = { name: 'سارا احمدی', mobile: '09121234567', email: '', text: 'پرسشی درباره حسابرسی داخلی دارم.' };

describe("the consultant's list of contact messages", () => {
  it('lists newest first a page at a time, filters complaints, finds one by its tracking number and marks it answered once', async () => {
    const kit = contactKit();
    const sent = [];
    for (let i = 0; i < CONTACT_PAGE_SIZE + 2; i += 1) {
      sent.push(
        await kit.useCases.sendContactMessage.execute({
          form: { ...FORM, kind: i % 2 ? 'complaint' : 'message' },
          trap: '',
          address: `192.0.2.${i}`,
        }),
      );
      kit.clock.advance(1000);
    }
    const first = await kit.useCases.listContactMessages.execute({ page: 1 });
    expect(first.messages).toHaveLength(CONTACT_PAGE_SIZE);
    expect(first.hasMore).toBe(true);
    expect(first.messages[0].trackingNumber).toBe(sent[sent.length - 1].trackingNumber);
    const second = await kit.useCases.listContactMessages.execute({ page: 2 });
    expect(second.messages.map((message) => message.trackingNumber)).toEqual([sent[1].trackingNumber, sent[0].trackingNumber]);
    const complaints = await kit.useCases.listContactMessages.execute({ complaintsOnly: true });
    expect(complaints.messages.every((message) => message.kind === 'complaint')).toBe(true);
    expect(complaints.messages).toHaveLength(11);

    const found = await kit.useCases.listContactMessages.execute({ trackingNumber: sent[3].trackingNumber });
    expect(found.messages).toHaveLength(1);
    kit.clock.advance(60_000);
    await kit.useCases.markContactAnswered.execute(found.messages[0].id);
    const answeredAt = kit.messages.messages[3].answeredAt;
    expect(answeredAt).toEqual(kit.clock.now());
    kit.clock.advance(60_000);
    await kit.useCases.markContactAnswered.execute(found.messages[0].id);
    expect(kit.messages.messages[3].answeredAt).toEqual(answeredAt);
  });

  it('refuses to mark a message that does not exist', async () => {
    const kit = contactKit();
    await expect(kit.useCases.markContactAnswered.execute('no-such')).rejects.toBeInstanceOf(Refusal);
  });
});
