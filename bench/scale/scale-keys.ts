import { addDays, toBusinessWallClock } from '../../src/core/domain/business-time';

/** What a server's reads are asked with: its types, a day with slots, its articles' slugs and categories. */
export interface ServerKeys {
  typeIds: string[];
  today: string;
  /** a day of the first type with offered slots */
  slotDay: string;
  slugs: string[];
  categoryIds: string[];
}

async function json<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

export async function keysOf(baseUrl: string): Promise<ServerKeys> {
  const today = toBusinessWallClock(Date.now()).date;
  const types = await json<{ data: Array<{ _id: string }> }>(`${baseUrl}/api/reservationtypes`);
  const typeIds = types.data.map((type) => type._id);
  const first = await json<{ availableDates: Array<{ date: string }> }>(
    `${baseUrl}/api/reservationtypes/${typeIds[0]}?from=${addDays(today, 1)}&to=${addDays(today, 30)}`,
  );
  const posts = await json<{ posts: Array<{ slug: string }> }>(`${baseUrl}/api/post/getposts?limit=50`);
  const categories = await json<{ categories: Array<{ _id?: string; id?: string }> }>(`${baseUrl}/api/postcategory/getAllCategories`);
  return {
    typeIds,
    today,
    slotDay: first.availableDates[0]?.date ?? addDays(today, 1),
    slugs: posts.posts.map((post) => post.slug),
    categoryIds: categories.categories.map((category) => category._id ?? category.id ?? ''),
  };
}

/** A public read: its hot path (asked again and again) and, when it has keys, the n-th never-asked one. */
export interface PublicRead {
  route: string;
  hot(keys: ServerKeys): string;
  cold?(keys: ServerKeys, n: number): string;
}

/** Every read a visitor's page makes, and the pages themselves. */
export const PUBLIC_READS: PublicRead[] = [
  {
    route: 'GET /api/reservationtypes',
    hot: () => '/api/reservationtypes',
    cold: (k, n) => `/api/reservationtypes?from=${addDays(k.today, n)}&to=${addDays(k.today, n + 6)}`,
  },
  {
    route: 'GET /api/reservationtypes/{id}',
    hot: (k) => `/api/reservationtypes/${k.typeIds[0]}`,
    cold: (k, n) => {
      const from = addDays(k.today, Math.floor(n / k.typeIds.length));
      return `/api/reservationtypes/${k.typeIds[n % k.typeIds.length]}?from=${from}&to=${addDays(from, 30)}`;
    },
  },
  {
    route: 'GET /api/reservations/by-date',
    hot: (k) => `/api/reservations/by-date?date=${k.slotDay}&reservationTypeId=${k.typeIds[0]}`,
    cold: (k, n) =>
      `/api/reservations/by-date?date=${addDays(k.today, 180 - Math.floor(n / k.typeIds.length))}&reservationTypeId=${k.typeIds[n % k.typeIds.length]}`,
  },
  {
    route: 'GET /api/post/getposts',
    hot: () => '/api/post/getposts',
    cold: (_k, n) => `/api/post/getposts?startIndex=${(n * 10) % 10_000}`,
  },
  { route: 'GET /api/post/getposts?startIndex=9000', hot: () => '/api/post/getposts?startIndex=9000' },
  {
    route: 'GET /api/post/getposts?category=',
    hot: (k) => `/api/post/getposts?category=${k.categoryIds[0]}`,
    cold: (k, n) =>
      `/api/post/getposts?category=${k.categoryIds[n % k.categoryIds.length]}&startIndex=${Math.floor(n / k.categoryIds.length) * 9}`,
  },
  {
    route: 'GET /api/post/getposts?slug=',
    hot: (k) => `/api/post/getposts?slug=${encodeURIComponent(k.slugs[0])}`,
    cold: (_k, n) => `/api/post/getposts?slug=scale-${n * 7}`,
  },
  { route: 'GET /api/postcategory/getAllCategories', hot: () => '/api/postcategory/getAllCategories' },
  { route: 'GET /', hot: () => '/' },
  { route: 'GET /reservations', hot: () => '/reservations' },
  { route: 'GET /reservation/{id} (booking page)', hot: (k) => `/reservation/${k.typeIds[0]}` },
  { route: 'GET /post/{slug} (article)', hot: (k) => `/post/${encodeURIComponent(k.slugs[0])}` },
];
