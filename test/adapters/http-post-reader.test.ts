import axios, { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { HttpPostReader } from '../../src/adapters/http/http-post-reader';
import { HttpCategoryReader } from '../../src/adapters/http/http-category-reader';

type Answer = { status: number; data: unknown } | 'network';

/** An axios instance whose requests are answered in memory, recording what was asked. */
function fakeHttp(answer: Answer) {
  const requests: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    requests.push(config);
    if (answer === 'network') throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    const response = { status: answer.status, data: answer.data, headers: {}, config, statusText: '' } as AxiosResponse;
    if (answer.status >= 400) throw new AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  };
  return { http: axios.create({ baseURL: 'http://api.test', adapter }), requests };
}

describe('the HTTP post reader', () => {
  it("asks getposts with the server's parameter names", async () => {
    const { http, requests } = fakeHttp({ status: 200, data: { posts: [], totalPosts: 0 } });
    await new HttpPostReader(http).list({ searchTerm: '  مالیات ', categoryId: 'c-1', mediaOnly: true, startIndex: 9, limit: 9 });
    expect(requests[0].url).toBe('/api/post/getposts');
    expect(requests[0].params).toEqual({ searchTerm: 'مالیات', category: 'c-1', media: 'true', startIndex: '9', limit: '9' });
  });

  it('leaves out a blank search', async () => {
    const { http, requests } = fakeHttp({ status: 200, data: { posts: [], totalPosts: 0 } });
    await new HttpPostReader(http).list({ searchTerm: '   ' });
    expect(requests[0].params).toEqual({});
  });

  it('reads one article by slug, or null', async () => {
    const post = { _id: 'p-1', slug: 'a' };
    const found = fakeHttp({ status: 200, data: { posts: [post], totalPosts: 1 } });
    expect(await new HttpPostReader(found.http).bySlug('a')).toEqual(post);
    expect(found.requests[0].params).toEqual({ slug: 'a', limit: '1' });
    const missing = fakeHttp({ status: 200, data: { posts: [], totalPosts: 0 } });
    expect(await new HttpPostReader(missing.http).bySlug('b')).toBeNull();
  });

  it.each([
    [
      "the server's message",
      { status: 400, data: { success: false, message: 'شناسه ارسال‌شده معتبر نیست' } },
      'شناسه ارسال‌شده معتبر نیست',
    ],
    ['the response text', { status: 502, data: 'Bad Gateway' }, 'Bad Gateway'],
    ['the default text', { status: 500, data: {} }, 'خطای ناشناختهای رخ داده است'],
    ['the default text on a network failure', 'network' as const, 'خطای ناشناختهای رخ داده است'],
    ['the default text for an answer of another shape', { status: 200, data: '<html>' }, 'خطای ناشناختهای رخ داده است'],
  ])('fails with %s', async (_name, answer, message) => {
    await expect(new HttpPostReader(fakeHttp(answer).http).list({})).rejects.toThrow(message);
  });
});

describe('the HTTP category reader', () => {
  it('reads the categories', async () => {
    const categories = [{ _id: 'c-1', title: 'مالیات', updatedAt: '2026-01-01T00:00:00Z' }];
    const { http, requests } = fakeHttp({ status: 200, data: { categories } });
    expect(await new HttpCategoryReader(http).list()).toEqual(categories);
    expect(requests[0].url).toBe('/api/postcategory/getAllCategories');
  });

  it('fails when the route is missing', async () => {
    const { http } = fakeHttp({ status: 404, data: { success: false, message: 'مسیر درخواستی پیدا نشد' } });
    await expect(new HttpCategoryReader(http).list()).rejects.toThrow('مسیر درخواستی پیدا نشد');
  });
});
