import { INVALID_CHARACTERS } from '../../../src/core/contracts/text-rules';
import { startTestServer, type TestServer } from '../support/test-server';
import { postList } from '../support/post-list';

describe('GET /api/post/getposts with bad parameters', () => {
  let server: TestServer;
  const { get, list } = postList(() => server);

  beforeAll(async () => {
    server = await startTestServer({ seed: true });
  });
  afterAll(async () => server.close());

  it.each([
    ['postId=not-a-uuid', 'شناسه ارسال‌شده معتبر نیست'],
    ['userId=1', 'شناسه ارسال‌شده معتبر نیست'],
    ['category=%27%20OR%201%3D1', 'شناسه ارسال‌شده معتبر نیست'],
    ['startIndex=-1', 'شماره شروع صفحه باید عددی صحیح و نامنفی باشد'],
    ['startIndex=abc', 'شماره شروع صفحه باید عددی صحیح و نامنفی باشد'],
    ['startIndex=1.5', 'شماره شروع صفحه باید عددی صحیح و نامنفی باشد'],
    ['startIndex=99999999999999999999', 'شماره شروع صفحه باید عددی صحیح و نامنفی باشد'],
    ['startIndex=100001', 'شماره شروع صفحه باید عددی صحیح و نامنفی باشد'],
    ['startIndex=1e3', 'شماره شروع صفحه باید عددی صحیح و نامنفی باشد'],
    ['limit=ten', 'تعداد مقالات درخواستی باید عددی صحیح و نامنفی باشد'],
    ['limit=-5', 'تعداد مقالات درخواستی باید عددی صحیح و نامنفی باشد'],
    ['media=maybe', 'مقدار media باید true یا false باشد'],
    ['slug=a&slug=b', 'پارامترهای جستجو معتبر نیستند'],
    [`searchTerm=${'م'.repeat(201)}`, 'عبارت جستجو نباید بیش از ۲۰۰ کاراکتر باشد'],
  ])('refuses %s with a Persian 400', async (query, message) => {
    const { status, body } = await get(query);
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, message });
  });

  it.each(['searchTerm=%00', 'searchTerm=%D9%85%00', 'slug=%00', 'slug=a%01b', 'searchTerm=%1B%5B31m'])(
    'refuses the control characters of %s with a Persian 400',
    async (query) => {
      const { status, body } = await get(query);
      expect(status).toBe(400);
      expect(body).toEqual({ success: false, message: INVALID_CHARACTERS });
    },
  );

  it('caps a huge limit at fifty', async () => {
    const body = await list({ limit: '100000' });
    expect(body.posts).toHaveLength(10);
    const { status } = await get({ limit: '999999999' });
    expect(status).toBe(200);
  });

  it('ignores empty and unknown parameters', async () => {
    const body = await list('slug=&category=&searchTerm=&media=&startIndex=&limit=&sort=whatever');
    expect(body.totalPosts).toBe(10);
    expect(body.posts).toHaveLength(9);
  });
});
