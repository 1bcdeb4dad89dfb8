import axios, { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { HttpAdminPostRepository } from '../../src/adapters/http/http-admin-post-repository';
import { HttpCategoryRepository } from '../../src/adapters/http/http-category-repository';
import { RequestFailure } from '../../src/core/domain/request-failure';

type Answer = { status: number; data: unknown } | 'offline';

/** An axios whose every call is recorded and answered by `answer`. */
function fakeHttp(answer: (config: InternalAxiosRequestConfig) => Answer) {
  const calls: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    calls.push(config);
    const result = answer(config);
    if (result === 'offline') throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    const response = { data: result.data, status: result.status, statusText: '', headers: {}, config };
    if (result.status >= 400) throw new AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  };
  return { http: axios.create({ baseURL: 'http://api.test', adapter }), calls };
}

async function failureOf(promise: Promise<unknown>): Promise<RequestFailure> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof RequestFailure) return error;
    throw error;
  }
  throw new Error('expected a failure');
}

describe('the article calls over HTTP', () => {
  it('asks getPosts for the first page and getposts with startIndex for the next', async () => {
    const { http, calls } = fakeHttp(() => ({ status: 200, data: { posts: [{ _id: 'p-1' }], totalPosts: 1 } }));
    const repository = new HttpAdminPostRepository(http);
    expect(await repository.listByUser('u-1', 0)).toEqual([{ _id: 'p-1' }]);
    await repository.listByUser('u-1', 9);
    expect(calls.map((c) => [c.url, c.params])).toEqual([
      ['/api/post/getPosts', { userId: 'u-1' }],
      ['/api/post/getposts', { userId: 'u-1', startIndex: 9 }],
    ]);
  });

  it('reads one article from posts[0] of getposts?postId', async () => {
    const { http, calls } = fakeHttp(() => ({ status: 200, data: { posts: [{ _id: 'p-7', title: 't' }] } }));
    expect(await new HttpAdminPostRepository(http).get('p-7')).toEqual({ _id: 'p-7', title: 't' });
    expect(calls[0].params).toEqual({ postId: 'p-7' });
  });

  it('sends a multipart form with only the given fields', async () => {
    const { http, calls } = fakeHttp(() => ({ status: 200, data: { success: true, message: 'ok', slug: 's' } }));
    const repository = new HttpAdminPostRepository(http);
    const image = new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' });
    Object.defineProperty(image, 'name', { value: 'cover.png' });
    expect(await repository.update('p-1', 'u-1', { title: 'عنوان', image: image as unknown as File })).toEqual({
      success: true,
      message: 'ok',
      slug: 's',
    });
    const form = calls[0].data as FormData;
    expect(calls[0].method).toBe('put');
    expect(calls[0].url).toBe('/api/post/updatepost/p-1/u-1');
    expect([...form.keys()]).toEqual(['title', 'image']);
    await repository.create({ title: 't', category: 'c', content: '<p>x</p>', inMedia: true, image: null });
    expect([...(calls[1].data as FormData).entries()]).toEqual([
      ['title', 't'],
      ['category', 'c'],
      ['content', '<p>x</p>'],
      ['inMedia', 'true'],
    ]);
  });

  it('sends the publishing choice and the alt and SEO texts in the form, an empty one too (it clears)', async () => {
    const { http, calls } = fakeHttp(() => ({ status: 200, data: { success: true, message: 'ok', slug: 's' } }));
    await new HttpAdminPostRepository(http).update('p-1', 'u-1', {
      state: 'scheduled',
      publishDate: '۱۴۰۵/۰۹/۰۲',
      publishTime: '۱۰:۳۰',
      coverAlt: 'نمودار',
      seoTitle: '',
    });
    expect([...(calls[0].data as FormData).entries()]).toEqual([
      ['state', 'scheduled'],
      ['publishDate', '۱۴۰۵/۰۹/۰۲'],
      ['publishTime', '۱۰:۳۰'],
      ['coverAlt', 'نمودار'],
      ['seoTitle', ''],
    ]);
  });

  it('autosaves the text as JSON into the draft it names, and answers "published" for a published article', async () => {
    const answers: Answer[] = [
      { status: 200, data: { success: true, message: 'ذخیره شد', postId: 'p-9', slug: 'draft' } },
      { status: 409, data: { message: 'منتشر شده' } },
      { status: 500, data: {} },
    ];
    const { http, calls } = fakeHttp(() => answers.shift()!);
    const repository = new HttpAdminPostRepository(http);
    const fields = { title: 'پیش‌نویس', category: '', content: '<p>x</p>', inMedia: false, coverAlt: '' };
    expect(await repository.autosave(null, fields)).toEqual({ kind: 'saved', postId: 'p-9', slug: 'draft' });
    expect(calls[0].method).toBe('put');
    expect(calls[0].url).toBe('/api/post/autosave');
    expect(JSON.parse(calls[0].data as string)).toEqual({
      title: 'پیش‌نویس',
      category: '',
      content: '<p>x</p>',
      inMedia: 'false',
      coverAlt: '',
    });
    expect(await repository.autosave('p-1', fields)).toEqual({ kind: 'published' });
    expect(JSON.parse(calls[1].data as string).postId).toBe('p-1');
    expect((await failureOf(repository.autosave('p-1', fields))).message).toBe('خطای ناشناختهای رخ داده است');
  });

  it('sends the autosave of a page going away with fetch and keepalive, so it outlives the page', async () => {
    const sent: Array<{ url: string; init: RequestInit }> = [];
    const realFetch = global.fetch;
    global.fetch = (async (url: string, init: RequestInit) => {
      sent.push({ url, init });
      return new Response('{}');
    }) as typeof fetch;
    try {
      await new HttpAdminPostRepository(fakeHttp(() => 'offline').http, 'http://api.test').autosave(
        'p-1',
        { title: 't', category: '', content: '', inMedia: false },
        true,
      );
    } finally {
      global.fetch = realFetch;
    }
    expect(sent).toHaveLength(1);
    expect(sent[0].url).toBe('http://api.test/api/post/autosave');
    expect(sent[0].init).toMatchObject({ method: 'PUT', keepalive: true, credentials: 'include' });
  });

  it('fails with the message field, else the response text, else the default text, or as a network failure', async () => {
    const answers: Answer[] = [
      { status: 403, data: { success: false, message: 'اجازه انجام این کار را ندارید' } },
      { status: 502, data: 'Bad Gateway' },
      { status: 500, data: {} },
      'offline',
    ];
    const { http } = fakeHttp(() => answers.shift()!);
    const repository = new HttpAdminPostRepository(http);
    expect((await failureOf(repository.remove('p-1', 'u-1'))).message).toBe('اجازه انجام این کار را ندارید');
    expect((await failureOf(repository.remove('p-1', 'u-1'))).message).toBe('Bad Gateway');
    expect((await failureOf(repository.remove('p-1', 'u-1'))).message).toBe('خطای ناشناختهای رخ داده است');
    const offline = await failureOf(repository.remove('p-1', 'u-1'));
    expect(offline.network).toBe(true);
  });
});

describe('the category calls over HTTP', () => {
  it('lists, creates, renames and deletes with the spec payloads and answers the messages', async () => {
    const { http, calls } = fakeHttp((config) =>
      config.method === 'get'
        ? { status: 200, data: { categories: [{ _id: 'c-1', title: 'مالیات', updatedAt: 'x' }] } }
        : { status: 200, data: { message: `پیام ${config.method}` } },
    );
    const repository = new HttpCategoryRepository(http);
    expect(await repository.list()).toEqual([{ _id: 'c-1', title: 'مالیات', updatedAt: 'x' }]);
    expect(await repository.create('حسابرسی')).toBe('پیام post');
    expect(await repository.update({ _id: 'c-1', title: 'مالی' })).toBe('پیام put');
    expect(await repository.remove('c-1')).toBe('پیام delete');
    expect(calls.map((c) => [c.method, c.url, c.data ?? null])).toEqual([
      ['get', '/api/postcategory/getAllCategories', null],
      ['post', '/api/postcategory/createCategory', JSON.stringify({ title: 'حسابرسی' })],
      ['put', '/api/postcategory/updateCategory/c-1', JSON.stringify({ _id: 'c-1', title: 'مالی' })],
      ['delete', '/api/postcategory/deleteCategory/c-1', null],
    ]);
  });

  it("keeps the server's message, or none, for the use cases to choose the text", async () => {
    const answers: Answer[] = [{ status: 409, data: { message: 'تکراری' } }, { status: 500, data: '' }, 'offline'];
    const { http } = fakeHttp(() => answers.shift()!);
    const repository = new HttpCategoryRepository(http);
    expect((await failureOf(repository.create('abc'))).serverMessage).toBe('تکراری');
    expect((await failureOf(repository.create('abc'))).serverMessage).toBeNull();
    expect((await failureOf(repository.create('abc'))).network).toBe(true);
  });
});
