import { render } from '../../src/server-render';
import { INITIAL_STATE, type PersistedState } from '../../src/core/domain/persisted-state';
import type { User } from '../../src/core/domain/user';
import { ACCESS_REFUSAL_MESSAGES } from '../../src/core/domain/access-refusal';
import { DASHBOARD_TABS } from '../../src/ui/dashboard/dashboard-tabs';
import { EDITOR_NOT_READY } from '../../src/ui/features/admin/editor/editor-placeholder';
import { FORM_NOT_READY } from '../../src/ui/features/admin/post-form';

const ADMIN: User = {
  _id: 'a1',
  email: 'admin@example.com',
  firstName: 'مهدی',
  lastName: 'رستگار',
  bio: '',
  mobile: '09121234567',
  isProfileComplete: true,
  isAdmin: true,
};
const asAdmin: PersistedState = { ...INITIAL_STATE, user: { currentUser: ADMIN, error: null, loading: false } };

const CATEGORY = { _id: 'c1', title: 'مالیات', updatedAt: '2026-11-01T08:00:00.000Z' };
const POST = {
  _id: 'p1',
  slug: 'مقاله-p1',
  title: 'راهنمای اظهارنامه',
  image: 'uploads/posts/p1.png',
  category: { _id: 'c1', title: 'مالیات' },
  content: '<h2>مقدمه</h2><p>متن</p>',
  inMedia: false,
  updatedAt: '2026-11-01T08:00:00.000Z',
  createdAt: '2026-11-01T08:00:00.000Z',
  author: null,
};

/** The API as the server answers it inside the renderer, for the few reads pages make at once. */
async function readJson(path: string): Promise<{ status: number; body: unknown }> {
  if (path.startsWith('/api/postcategory')) return { status: 200, body: { categories: [CATEGORY] } };
  if (path.startsWith('/api/post/')) return { status: 200, body: { posts: [POST], totalPosts: 1 } };
  if (path.startsWith('/api/reservationtypes')) return { status: 404, body: { success: false, message: 'پیدا نشد' } };
  // no page text written yet: every page shows what it shows unwritten
  if (path.startsWith('/api/page-texts/'))
    return { status: 200, body: { success: true, texts: {}, rules: { changeNoticeHours: 24, holdMinutes: 6, bankReverseMinutes: 30 } } };
  return { status: 200, body: {} };
}

const PUBLIC_ROUTES = [
  '/',
  '/about-me',
  '/audit',
  '/educational',
  '/services',
  '/reservations',
  '/reservation/t1',
  '/search?searchTerm=%D9%85%D8%A7%D9%84%DB%8C%D8%A7%D8%AA',
  '/media',
  '/post/%D9%85%D9%82%D8%A7%D9%84%D9%87-p1',
  '/media/%D9%85%D9%82%D8%A7%D9%84%D9%87-p1',
  '/payment/callback?Authority=A1&Status=OK',
  '/no-such-page',
  '/terms',
  '/privacy',
  '/refund-policy',
];
const DASHBOARD_ROUTES = [
  '/dashboard',
  ...DASHBOARD_TABS.map((tab) => `/dashboard?tab=${tab.key}`),
  '/dashboard?tab=updatePost/p1',
  '/dashboard/updatePost/p1',
];

/** Every page of the route table drawn by the server's renderer for the signed-in admin, as a server would log it. */
describe('every route rendered on the server for the admin', () => {
  let errors: unknown[][];
  let spy: jest.SpyInstance;
  beforeEach(() => {
    errors = [];
    spy = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args));
  });
  afterEach(() => spy.mockRestore());

  it.each([...PUBLIC_ROUTES, ...DASHBOARD_ROUTES])('renders %s whole, with nothing said at error level', async (url) => {
    const page = await render({ url, state: asAdmin, readJson });
    expect(page.html).toContain('<main');
    expect(page.html).not.toContain('<script');
    expect(errors).toEqual([]);
  });

  it('renders the sign-in page for a visitor', async () => {
    const page = await render({ url: '/login', state: INITIAL_STATE, readJson });
    expect(page.html).toContain('<h1');
    expect(errors).toEqual([]);
  });

  it.each([
    ['/dashboard?tab=categories', 'admin'],
    ['/dashboard?tab=schedule', 'role'],
    ['/dashboard/updatePost/p1', 'role'],
  ] as const)('draws %s for a signed-in customer as the reason and a real link to /login', async (url, refusal) => {
    const customer: PersistedState = { ...INITIAL_STATE, user: { currentUser: { ...ADMIN, isAdmin: false }, error: null, loading: false } };
    const { html } = await render({ url, state: customer, readJson });
    expect(html).toContain(ACCESS_REFUSAL_MESSAGES[refusal]);
    expect(html).toContain(`href="/login?denied=${refusal}"`);
    expect(errors).toEqual([]);
  });

  it.each(['/dashboard?tab=updatePost/p1', '/dashboard/updatePost/p1'])(
    "draws %s as the article's frame, read on the server, with the editor not ready yet",
    async (url) => {
      const page = await render({ url, state: asAdmin, readJson });
      expect(page.html).toContain('ویرایش مقاله</h2>');
      expect(page.html).toContain('value="راهنمای اظهارنامه"');
      expect(page.html).toMatch(/<option value="c1" selected="">مالیات<\/option>/);
      expect(page.html).toContain('src="/uploads/posts/p1.png"');
      expect(page.html).toContain(EDITOR_NOT_READY);
      expect(page.data).toEqual({
        'post-for-edit:p1': expect.objectContaining({
          ok: true,
          value: expect.objectContaining({
            post: expect.objectContaining({ _id: 'p1' }),
            categories: [expect.objectContaining({ _id: 'c1' })],
          }),
        }),
      });
      expect(errors).toEqual([]);
    },
  );

  it('draws the add-article page as its frame: the fields, and the editor and button visibly not ready', async () => {
    const { html } = await render({ url: '/dashboard?tab=addPost', state: asAdmin, readJson });
    expect(html).toContain('افزودن مقاله</h2>');
    expect(html).toContain(FORM_NOT_READY);
    expect(html).toMatch(/<fieldset disabled="">/);
    expect(html).toContain('عنوان مقاله');
    expect(html).toContain('انتخاب دسته بندی');
    expect(html).toContain('انتخاب تصویر');
    expect(html).toContain(EDITOR_NOT_READY);
    expect(html).toMatch(/aria-busy="true"/);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);
    expect(html).not.toContain('contenteditable');
  });
});
