import { TAX_MESSAGES } from '../../../src/core/domain/tax/tax-messages';
import { legalIdCheckDigit } from '../../../src/core/domain/tax/legal-id';
import { startTestServer, type TestServer } from '../support/test-server';
import { signInDirectly } from '../support/sign-in-directly';
import { bookRequest, insertType } from './booking-support';

// the server's clock reads 12:00 in Tehran on 2026-11-22
const DAY = '2026-11-24';
const LEGAL_ID = `1010123456${legalIdCheckDigit('1010123456')}`;

/** A customer asking for an official invoice gives a national ID or economic code with the booking; it is kept with the reservation. */
describe("the buyer's national ID or economic code at booking", () => {
  let server: TestServer;
  let typeId: string;
  const buyerOf = async (id: string) =>
    (await server.db.selectFrom('reservations').select('buyer_tax_id').where('id', '=', id).executeTakeFirstOrThrow()).buyer_tax_id;
  const book = async (timeSlot: string, more: Record<string, unknown> = {}) => {
    const customer = await signInDirectly(server.db);
    const answer = await bookRequest(server.url, customer.cookie, { reservationTypeId: typeId, date: DAY, timeSlot, ...more });
    return { status: answer.status, body: await answer.json() };
  };

  beforeAll(async () => {
    server = await startTestServer();
    typeId = await insertType(server.db, {
      slots: ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00'].map((time) => [DAY, time] as [string, string]),
    });
  });
  afterAll(async () => server.close());

  it('keeps a national ID typed in Persian digits, and an economic code, as Latin digits', async () => {
    const person = await book('09:00', { buyerTaxId: '۰۰۱۲۳۴۵۶۷۹' });
    expect(person.status).toBe(201);
    expect(await buyerOf(person.body.reservation._id)).toBe('0012345679');
    const company = await book('10:00', { buyerTaxId: LEGAL_ID });
    expect(await buyerOf(company.body.reservation._id)).toBe(LEGAL_ID);
  });

  it('keeps none when none is given or it is left empty: the invoice then names no buyer', async () => {
    expect(await buyerOf((await book('11:00')).body.reservation._id)).toBeNull();
    expect(await buyerOf((await book('12:00', { buyerTaxId: ' ' })).body.reservation._id)).toBeNull();
  });

  it.each([
    ['a national ID whose check digit is wrong', '0012345678', TAX_MESSAGES.nationalIdWrong],
    ['nine digits', '001234567', TAX_MESSAGES.nationalIdLength],
    ['a legal ID whose check digit is wrong', `1010123456${(legalIdCheckDigit('1010123456') + 1) % 10}`, TAX_MESSAGES.legalIdWrong],
  ])('refuses %s in Persian and books nothing', async (_what, buyerTaxId, message) => {
    const before = (await server.db.selectFrom('reservations').select('id').execute()).length;
    expect(await book('14:00', { buyerTaxId })).toMatchObject({ status: 400, body: { message } });
    expect((await server.db.selectFrom('reservations').select('id').execute()).length).toBe(before);
  });
});

describe('whether customers may ask for an official invoice', () => {
  it('is told with the types only once the consultant turned sending on, and the cached list follows at once', async () => {
    const server = await startTestServer();
    try {
      const typeId = await insertType(server.db, { slots: [[DAY, '09:00']] });
      const types = async () => (await (await fetch(`${server.url}/api/reservationtypes`)).json()).data as Array<Record<string, unknown>>;
      const one = async () => (await (await fetch(`${server.url}/api/reservationtypes/${typeId}`)).json()) as Record<string, unknown>;
      expect((await types())[0]).not.toHaveProperty('officialInvoices');
      expect(await one()).not.toHaveProperty('officialInvoices');
      await server.db.updateTable('tax_settings').set({ sending_on: true, updated_at: new Date() }).execute();
      expect((await types())[0]).toMatchObject({ officialInvoices: true });
      expect(await one()).toMatchObject({ officialInvoices: true });
    } finally {
      await server.close();
    }
  });
});
