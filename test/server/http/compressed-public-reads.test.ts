import zlib from 'node:zlib';
import { startTestServer, type TestServer } from '../support/test-server';
import { insertPosts } from '../support/insert-posts';
import { insertSlots, insertType } from '../support/insert-reservation';
import { getOnTheWire } from '../support/wire-answer';

describe('the public reads go out compressed to a browser that accepts it', () => {
  let server: TestServer;
  let typeId: string;
  beforeAll(async () => {
    server = await startTestServer();
    const paragraph = '<p>صورت‌های مالی هر سال باید پیش از مجمع عمومی حسابرسی شوند و گزارش حسابرس همراه آن‌ها منتشر شود.</p>';
    await insertPosts(
      server.db,
      Array.from({ length: 9 }, (_, index) => ({ title: `حسابرسی صورت‌های مالی ${index + 1}`, content: paragraph.repeat(8) })),
    );
    typeId = await insertType(server.db, { title: 'مشاوره مالیاتی' });
    const days = Array.from({ length: 20 }, (_, day) => `2026-12-${String(day + 1).padStart(2, '0')}`);
    await insertSlots(
      server.db,
      typeId,
      days.flatMap((date) => Array.from({ length: 12 }, (_, hour) => ({ date, time: `${String(8 + hour).padStart(2, '0')}:00` }))),
    );
  });
  afterAll(async () => server.close());

  it.each([
    ['the article list', '/api/post/getposts'],
    ['one type with its month of slots', () => `/api/reservationtypes/${typeId}?from=2026-11-22&to=2026-12-20`],
  ])('sends %s in brotli or gzip, the same JSON once opened, and says the answer varies with Accept-Encoding', async (_name, path) => {
    const url = `${server.url}${typeof path === 'function' ? path() : path}`;
    const plain = await getOnTheWire(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.headers.vary).toBe('Accept-Encoding');

    const brotli = await getOnTheWire(url, 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);
    expect(brotli.body.length).toBeLessThan(plain.body.length * 0.75);

    const gzip = await getOnTheWire(url, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).equals(plain.body)).toBe(true);
  });

  it('sends a small answer as it is: compressing it would save less than it costs', async () => {
    const small = await getOnTheWire(`${server.url}/api/reservations/by-date?date=2026-11-25&reservationTypeId=${typeId}`, 'gzip, br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString('utf8'))).toEqual({ reservations: [] });
  });
});
