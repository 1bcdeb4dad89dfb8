import axios, { AxiosError, type AxiosRequestConfig, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { HttpBookingsRepository } from '../../src/adapters/http/http-bookings-repository';
import { HttpRefundsRepository } from '../../src/adapters/http/http-refunds-repository';

type Answer = { status: number; data: unknown } | 'offline';

/** An axios instance whose every request is recorded and answered from a list. */
function scriptedHttp(answers: Answer[]) {
  const requests: AxiosRequestConfig[] = [];
  const http = axios.create({
    adapter: async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
      requests.push(config);
      const answer = answers.shift() ?? { status: 200, data: {} };
      if (answer === 'offline') throw new AxiosError('Network Error', 'ERR_NETWORK', config);
      const response = { data: answer.data, status: answer.status, statusText: '', headers: {}, config };
      if (answer.status >= 400) throw new AxiosError('failed', 'ERR_BAD_REQUEST', config, null, response);
      return response;
    },
  });
  return { http, requests };
}

/** What the real routes cannot show (addresses, a network failure, a 500); the rest runs on the server in http-schedule-on-server.test.ts. */
describe("the schedule's axios adapters", () => {
  it('builds the CSV address from the set filters only', () => {
    const bookings = new HttpBookingsRepository(axios.create(), '');
    expect(bookings.exportUrl({})).toBe('/api/reservations/export.csv');
    expect(bookings.exportUrl({ from: '2026-11-22', typeId: undefined, status: 'confirmed' })).toBe(
      '/api/reservations/export.csv?from=2026-11-22&status=confirmed',
    );
    expect(new HttpBookingsRepository(axios.create(), 'https://api.example').exportUrl({ to: '2026-12-01' })).toBe(
      'https://api.example/api/reservations/export.csv?to=2026-12-01',
    );
  });

  it("rejects with the server's Persian message, or the network text when offline", async () => {
    const { http } = scriptedHttp([
      { status: 409, data: { success: false, message: 'فقط رزرو قطعی یا در انتظار پرداخت را می‌توان لغو کرد' } },
      'offline',
      { status: 500, data: 'oops' },
    ]);
    const bookings = new HttpBookingsRepository(http, '');
    await expect(bookings.cancel('r-1', 'دلیل')).rejects.toThrow('فقط رزرو قطعی یا در انتظار پرداخت را می‌توان لغو کرد');
    await expect(bookings.cancel('r-1', 'دلیل')).rejects.toThrow('خطا در ارتباط با سرور');
    await expect(bookings.cancel('r-1', 'دلیل')).rejects.toThrow('خطایی رخ داده است');
  });

  it("reads one booking's payment history by its id, without the success flag", async () => {
    const answer = { success: true, reservationStatus: 'cancelled', payments: [{ _id: 'p-1' }], events: [{ kind: 'hold-made' }] };
    const { http, requests } = scriptedHttp([{ status: 200, data: answer }]);
    expect(await new HttpBookingsRepository(http, '').paymentHistory('r 1')).toEqual({
      reservationStatus: 'cancelled',
      payments: [{ _id: 'p-1' }],
      events: [{ kind: 'hold-made' }],
    });
    expect(requests[0]).toMatchObject({ method: 'get', url: '/api/reservations/r%201/payments' });
  });
});

describe("the refunds' axios adapter", () => {
  it("reads the refunds owed and the gateway's problems", async () => {
    const { http, requests } = scriptedHttp([
      { status: 200, data: { success: true, refunds: [{ paymentId: 'p-1' }], gatewayProblems: [{ code: -62 }] } },
    ]);
    expect(await new HttpRefundsRepository(http).owed()).toEqual({ refunds: [{ paymentId: 'p-1' }], gatewayProblems: [{ code: -62 }] });
    expect(requests[0]).toMatchObject({ method: 'get', url: '/api/payments/refunds-owed' });
  });

  it("asks for a reverse and answers the server's message, or rejects with the bank's refusal", async () => {
    const refusal = 'بانک بازگشت وجه را نپذیرفت (کد -۶۲): آی‌پی سرور در پنل درگاه ثبت نشده است';
    const { http, requests } = scriptedHttp([
      { status: 200, data: { success: true, message: 'مبلغ از طریق بانک به کارت مشتری بازگردانده شد' } },
      { status: 502, data: { success: false, message: refusal } },
    ]);
    const refunds = new HttpRefundsRepository(http);
    expect(await refunds.reverse('p-1')).toBe('مبلغ از طریق بانک به کارت مشتری بازگردانده شد');
    await expect(refunds.reverse('p-1')).rejects.toThrow(refusal);
    expect(requests.map((request) => [request.method, request.url])).toEqual([
      ['post', '/api/payments/p-1/reverse'],
      ['post', '/api/payments/p-1/reverse'],
    ]);
  });

  it('records a refund by hand with the note, and sends no note when there is none', async () => {
    const { http, requests } = scriptedHttp([
      { status: 200, data: { success: true, message: 'بازپرداخت ثبت شد' } },
      { status: 409, data: { success: false, message: 'برای این پرداخت مبلغی بدهکار نیستید' } },
    ]);
    const refunds = new HttpRefundsRepository(http);
    expect(await refunds.markRefunded('p-1', 'کارت به کارت')).toBe('بازپرداخت ثبت شد');
    await expect(refunds.markRefunded('p-1', '')).rejects.toThrow('برای این پرداخت مبلغی بدهکار نیستید');
    expect(requests[0]).toMatchObject({ method: 'post', url: '/api/payments/p-1/mark-refunded' });
    expect(JSON.parse(requests[0].data as string)).toEqual({ note: 'کارت به کارت' });
    expect(JSON.parse(requests[1].data as string)).toEqual({});
  });
});
