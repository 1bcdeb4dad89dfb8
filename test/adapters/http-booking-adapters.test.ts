import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiClient } from '../../src/adapters/http/api-client';
import { HttpReservationRepository } from '../../src/adapters/http/http-reservation-repository';
import { HttpPaymentInitiator } from '../../src/adapters/http/http-payment-initiator';
import { HttpPaymentVerifier } from '../../src/adapters/http/http-payment-verifier';
import { HttpHoldRepository } from '../../src/adapters/http/http-hold-repository';
import { RequestFailure } from '../../src/core/domain/request-failure';
import { HeldElsewhere } from '../../src/core/domain/customer-hold';
import type { CustomerHold } from '../../src/core/domain/money-contract';

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
  it("asks for a date's reservations with the type id and returns them", async () => {
    const rows = [{ timeSlot: '10:00', status: 'pending', createdAt: '2026-11-22T08:30:00.000Z', busyFrom: 600, busyUntil: 630 }];
    const api = await fakeApi(() => ({ status: 200, json: { reservations: rows } }));
    const repository = new HttpReservationRepository(createApiClient(api.url));
    expect(await repository.byDate('2026-11-23', 't-1')).toEqual(rows);
    expect(api.asked[0].url).toBe('/api/reservations/by-date?date=2026-11-23&reservationTypeId=t-1');
    await api.close();
  });

  it('books with the JSON body of the spec and reads the id and message', async () => {
    const api = await fakeApi(() => ({ status: 201, json: { message: 'ثبت شد', reservation: { _id: 'r-1' } } }));
    const repository = new HttpReservationRepository(createApiClient(api.url));
    expect(await repository.book({ reservationTypeId: 't-1', date: '2026-11-23', timeSlot: '10:00' })).toEqual({
      message: 'ثبت شد',
      reservationId: 'r-1',
    });
    expect(api.asked[0]).toMatchObject({ method: 'POST', url: '/api/reservations/book' });
    expect(JSON.parse(api.asked[0].body)).toEqual({ reservationTypeId: 't-1', date: '2026-11-23', timeSlot: '10:00' });
    await api.close();
  });

  it("turns a refused booking into a failure carrying the server's message", async () => {
    const api = await fakeApi(() => ({ status: 409, json: { success: false, message: 'این زمان قبلاً رزرو شده است' } }));
    const repository = new HttpReservationRepository(createApiClient(api.url));
    const failure = await repository.book({ reservationTypeId: 't-1', date: '2026-11-23', timeSlot: '10:00' }).catch((error) => error);
    expect(failure).toBeInstanceOf(RequestFailure);
    expect(failure).toMatchObject({ message: 'این زمان قبلاً رزرو شده است', network: false });
    await api.close();
  });

  it("starts the payment of a reservation and returns the bank URL, or the server's message", async () => {
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

  it("says 'خطا در ارتباط با سرور' when nothing answers", async () => {
    const api = await fakeApi(() => ({ status: 200, json: {} }));
    await api.close();
    const payments = new HttpPaymentInitiator(createApiClient(api.url));
    await expect(payments.initiate('r-1')).rejects.toMatchObject({ message: 'خطا در ارتباط با سرور', network: true });
  });
});

const HOLD: CustomerHold = {
  _id: 'r-held',
  reservationTypeId: 't-1',
  title: 'مشاوره مالیاتی',
  date: '2026-11-23',
  timeSlot: '11:00',
  createdAt: '2026-11-22T08:28:00.000Z',
  price: 1200000,
};

describe('the money calls over HTTP', () => {
  it("turns a booking refused because of another hold into HeldElsewhere carrying that hold and the server's message", async () => {
    const message = 'شما یک رزرو در انتظار پرداخت دارید؛ ابتدا آن را پرداخت کنید یا از آن انصراف دهید';
    const api = await fakeApi(() => ({ status: 409, json: { success: false, message, hold: HOLD } }));
    const repository = new HttpReservationRepository(createApiClient(api.url));
    const failure = await repository.book({ reservationTypeId: 't-1', date: '2026-11-24', timeSlot: '10:00' }).catch((error) => error);
    expect(failure).toBeInstanceOf(HeldElsewhere);
    expect(failure).toMatchObject({ message, hold: HOLD, network: false });
    await api.close();
  });

  it("reads the server's answer to verify: paid with the bank's reference, checking on 202, failed with message and type", async () => {
    let answer: { status: number; json: unknown } = {
      status: 200,
      json: { success: true, state: 'paid', refId: '201934517', message: 'پرداخت با موفقیت انجام شد' },
    };
    const api = await fakeApi(() => answer);
    const verifier = new HttpPaymentVerifier(createApiClient(api.url));
    const request = { authority: 'S0abc', status: 'OK', reservationId: 'r-1' };
    expect(await verifier.verify(request)).toEqual({ state: 'paid', refId: '201934517', message: 'پرداخت با موفقیت انجام شد' });
    expect(api.asked[0]).toMatchObject({ method: 'POST', url: '/api/payments/verify' });
    expect(JSON.parse(api.asked[0].body)).toEqual({ Authority: 'S0abc', Status: 'OK', reservationId: 'r-1' });
    answer = { status: 202, json: { success: true, state: 'checking', message: 'بانک هنوز نتیجه پرداخت را قطعی اعلام نکرده است' } };
    expect(await verifier.verify(request)).toEqual({ state: 'checking', message: 'بانک هنوز نتیجه پرداخت را قطعی اعلام نکرده است' });
    answer = {
      status: 409,
      json: { success: false, message: 'زمان این رزرو به شخص دیگری رسید؛ مبلغ به حساب شما بازگردانده می‌شود', reservationTypeId: 't-1' },
    };
    expect(await verifier.verify(request)).toEqual({
      state: 'failed',
      message: 'زمان این رزرو به شخص دیگری رسید؛ مبلغ به حساب شما بازگردانده می‌شود',
      reservationTypeId: 't-1',
    });
    answer = { status: 401, json: {} };
    expect(await verifier.verify(request)).toEqual({ state: 'failed', message: null, reservationTypeId: null });
    await api.close();
  });

  it('asks which reservation an authority belongs to, and gets none on 404', async () => {
    let answer: { status: number; json: unknown } = {
      status: 200,
      json: { success: true, reservationId: 'r-1', reservationTypeId: 't-1' },
    };
    const api = await fakeApi(() => answer);
    const verifier = new HttpPaymentVerifier(createApiClient(api.url));
    expect(await verifier.reservationOfAuthority('S0a/b')).toEqual({ reservationId: 'r-1', reservationTypeId: 't-1' });
    expect(api.asked[0]).toMatchObject({ method: 'GET', url: '/api/payments/by-authority/S0a%2Fb' });
    answer = { status: 404, json: { success: false, message: 'پرداختی با این مشخصات برای این رزرو پیدا نشد' } };
    expect(await verifier.reservationOfAuthority('S0abc')).toBeNull();
    await api.close();
  });

  it('throws when verify or the authority lookup gets no answer', async () => {
    const api = await fakeApi(() => ({ status: 200, json: {} }));
    await api.close();
    const verifier = new HttpPaymentVerifier(createApiClient(api.url));
    await expect(verifier.verify({ authority: 'S0abc', status: 'OK', reservationId: 'r-1' })).rejects.toBeTruthy();
    await expect(verifier.reservationOfAuthority('S0abc')).rejects.toBeTruthy();
  });

  it("reads the customer's hold and releases it, or gives the server's refusal", async () => {
    let answer: { status: number; json: unknown } = { status: 200, json: { success: true, hold: HOLD } };
    const api = await fakeApi(() => answer);
    const holds = new HttpHoldRepository(createApiClient(api.url));
    expect(await holds.myHold()).toEqual(HOLD);
    expect(api.asked[0]).toMatchObject({ method: 'GET', url: '/api/reservations/my-hold' });
    answer = { status: 200, json: { success: true, message: 'رزرو لغو شد و این زمان برای دیگران آزاد است' } };
    expect(await holds.release('r-held')).toBe('رزرو لغو شد و این زمان برای دیگران آزاد است');
    expect(api.asked[1]).toMatchObject({ method: 'POST', url: '/api/reservations/r-held/release' });
    answer = { status: 409, json: { success: false, message: 'این رزرو دیگر در انتظار پرداخت نیست و نمی‌توان از آن انصراف داد' } };
    await expect(holds.release('r-held')).rejects.toMatchObject({
      message: 'این رزرو دیگر در انتظار پرداخت نیست و نمی‌توان از آن انصراف داد',
      network: false,
    });
    answer = { status: 200, json: { success: true, hold: null } };
    expect(await holds.myHold()).toBeNull();
    await api.close();
  });
});
