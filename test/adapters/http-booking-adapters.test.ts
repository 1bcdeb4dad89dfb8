import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiClient } from '../../src/adapters/http/api-client';
import { HttpReservationRepository } from '../../src/adapters/http/http-reservation-repository';
import { HttpPaymentInitiator } from '../../src/adapters/http/http-payment-initiator';
import { RequestFailure } from '../../src/core/domain/request-failure';

type Handler = (request: http.IncomingMessage, body: string) => { status: number; json: unknown };

/** A loopback API answering as the test says, recording what it was asked. */
async function fakeApi(handler: Handler) {
  const asked: Array<{ method: string; url: string; body: string }> = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      asked.push({ method: request.method!, url: request.url!, body });
      const answer = handler(request, body);
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, asked, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('the booking calls over HTTP', () => {
  it('asks for a date\'s reservations with the type id and returns them', async () => {
    const rows = [{ timeSlot: '10:00', status: 'pending', createdAt: '2026-11-22T08:30:00.000Z' }];
    const api = await fakeApi(() => ({ status: 200, json: { reservations: rows } }));
    const repository = new HttpReservationRepository(createApiClient(api.url));
    expect(await repository.byDate('2026-11-23', 't-1')).toEqual(rows);
    expect(api.asked[0].url).toBe('/api/reservations/by-date?date=2026-11-23&reservationTypeId=t-1');
    await api.close();
  });

  it('books with the JSON body of the spec and reads the id and message', async () => {
    const api = await fakeApi(() => ({ status: 201, json: { message: 'ثبت شد', reservation: { _id: 'r-1' } } }));
    const repository = new HttpReservationRepository(createApiClient(api.url));
    expect(await repository.book({ reservationTypeId: 't-1', date: '2026-11-23', timeSlot: '10:00' })).toEqual({ message: 'ثبت شد', reservationId: 'r-1' });
    expect(api.asked[0]).toMatchObject({ method: 'POST', url: '/api/reservations/book' });
    expect(JSON.parse(api.asked[0].body)).toEqual({ reservationTypeId: 't-1', date: '2026-11-23', timeSlot: '10:00' });
    await api.close();
  });

  it('turns a refused booking into a failure carrying the server\'s message', async () => {
    const api = await fakeApi(() => ({ status: 409, json: { success: false, message: 'این زمان قبلاً رزرو شده است' } }));
    const repository = new HttpReservationRepository(createApiClient(api.url));
    const failure = await repository.book({ reservationTypeId: 't-1', date: '2026-11-23', timeSlot: '10:00' }).catch((error) => error);
    expect(failure).toBeInstanceOf(RequestFailure);
    expect(failure).toMatchObject({ message: 'این زمان قبلاً رزرو شده است', network: false });
    await api.close();
  });

  it('starts the payment of a reservation and returns the bank URL, or the server\'s message', async () => {
    let answer = { status: 200, json: { paymentUrl: 'https://bank.test/StartPay/A1' } as unknown };
    const api = await fakeApi(() => answer);
    const payments = new HttpPaymentInitiator(createApiClient(api.url));
    expect(await payments.initiate('r-1')).toEqual({ paymentUrl: 'https://bank.test/StartPay/A1' });
    expect(api.asked[0]).toMatchObject({ method: 'POST', url: '/api/payments/initiate' });
    expect(JSON.parse(api.asked[0].body)).toEqual({ reservationId: 'r-1' });
    answer = { status: 502, json: { success: false, message: 'درگاه پرداخت پاسخ نداد' } };
    await expect(payments.initiate('r-1')).rejects.toMatchObject({ message: 'درگاه پرداخت پاسخ نداد', network: false });
    await api.close();
  });

  it('says \'خطا در ارتباط با سرور\' when nothing answers', async () => {
    const api = await fakeApi(() => ({ status: 200, json: {} }));
    await api.close();
    const payments = new HttpPaymentInitiator(createApiClient(api.url));
    await expect(payments.initiate('r-1')).rejects.toMatchObject({ message: 'خطا در ارتباط با سرور', network: true });
  });
});
