import { render } from '../../src/server-render';
import { INITIAL_STATE, type PersistedState } from '../../src/core/domain/persisted-state';
import type { BookableType, ReservationType } from '../../src/core/domain/reservation-type';
import { monthKeyOf, rangeOfAddress } from '../../src/core/domain/booking-months';
import type { User } from '../../src/core/domain/user';
import { LOGIN_BUTTON_LABEL } from '../../src/ui/layout/user-menu';
import { themes } from '../../src/ui/theme/themes';
import { TOASTS_LABEL } from '../../src/ui/components/toast-area';

const TAX_ADVICE: ReservationType = {
  _id: '5d0a3a7e-6f0e-4a0b-9d1e-2f9a8c7b6e51',
  title: 'مشاوره مالیاتی',
  description: 'بررسی اظهارنامه و برنامه مالیاتی',
  price: 1200000,
  includedServices: ['جلسه ۴۵ دقیقه‌ای'],
  session: { mode: 'phone', officeAddress: null },
  durationMinutes: 45,
  bufferMinutes: 0,
  popular: false,
  bookingNoticeMinutes: 0,
  availableDates: [],
};

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

const state = (changes: Partial<PersistedState> = {}): PersistedState => ({ ...INITIAL_STATE, ...changes });

/** The page as the server sends it, before any script runs: what a visitor (and a crawler) sees first. */
describe('the server-rendered page', () => {
  it('shows the consultation types it was given as cards under the page heading, with no script of its own', async () => {
    const page = await render({
      url: '/reservations',
      state: state({ reservations: { list: [TAX_ADVICE], loading: false, error: null } }),
    });
    expect(page.html).toContain('رزرو مشاوره</h1>');
    expect(page.html).toContain('مشاوره مالیاتی');
    expect(page.html).toContain('۱٬۲۰۰٬۰۰۰ تومان');
    expect(page.html).not.toContain('<script');
    expect(page.styles).toContain('<style data-styled="true"');
  });

  it("names the toasts' region in Persian", async () => {
    expect((await render({ url: '/', state: state() })).html).toContain(`aria-label="${TOASTS_LABEL}"`);
  });

  it('renders in the theme it was asked for', async () => {
    const light = await render({ url: '/about-me', state: state() });
    const dark = await render({ url: '/about-me', state: state({ theme: 'dark' }) });
    expect(light.styles).toContain(themes.light.colors.background);
    expect(dark.styles).toContain(themes.dark.colors.background);
    expect(dark.styles).not.toContain(themes.light.colors.background);
  });

  it('shows the sign-in link to a signed-out visitor and the account menu to a signed-in one', async () => {
    expect((await render({ url: '/services', state: state() })).html).toContain(LOGIN_BUTTON_LABEL);
    const signedIn = await render({ url: '/services', state: state({ user: { currentUser: ADMIN, error: null, loading: false } }) });
    expect(signedIn.html).not.toContain(LOGIN_BUTTON_LABEL);
    expect(signedIn.html).toContain('aria-label="منوی حساب کاربری"');
  });

  it.each([
    '/',
    '/about-me',
    '/audit',
    '/educational',
    '/services',
    '/reservations',
    `/reservation/${TAX_ADVICE._id}`,
    '/search?q=%D9%85%D8%A7%D9%84%DB%8C%D8%A7%D8%AA',
    '/media',
    '/post/%D9%85%D9%82%D8%A7%D9%84%D9%87',
    '/login',
    '/payment/callback?Authority=A1&Status=OK',
    '/dashboard?tab=profile',
    '/dashboard/updatePost/p1',
    '/no-such-page',
  ])('renders %s in Node without touching a browser global', async (url) => {
    // the sign-in page sends a signed-in visitor on; every other page is rendered for the admin
    const currentUser = url === '/login' ? null : ADMIN;
    const page = await render({ url, state: state({ user: { currentUser, error: null, loading: false } }) });
    expect(page.html).toContain('<main');
    expect(page.html).not.toContain('<script');
  });

  it('shows the booking page with the type it read from the API, and hands the type to the browser', async () => {
    const paths: string[] = [];
    const bookable: BookableType = { ...TAX_ADVICE, offeredDays: [] };
    const readJson = async (path: string) => {
      paths.push(path);
      return { status: 200, body: bookable };
    };
    const page = await render({ url: `/reservation/${TAX_ADVICE._id}`, state: state(), readJson });
    expect(paths).toEqual([`/api/reservationtypes/${TAX_ADVICE._id}`]);
    expect(page.html).toContain('مشاوره مالیاتی');
    expect(page.data).toEqual({ [`reservation-type:${TAX_ADVICE._id}`]: bookable });
  });

  describe('the booking page at an address with ?date=', () => {
    const tehranDay = (daysAhead: number) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran' }).format(new Date(Date.now() + daysAhead * 86_400_000));
    const day = tehranDay(3);
    // another open day in the same Jalali month, so the calendar the server renders shows both
    const later = monthKeyOf(tehranDay(4)) === monthKeyOf(day) ? tehranDay(4) : tehranDay(2);
    const month = rangeOfAddress(day)!;
    const type: BookableType = {
      ...TAX_ADVICE,
      offeredDays: [day, later].sort(),
      availableDates: [
        {
          date: day,
          timeSlots: [
            { _id: 's1', time: '10:00' },
            { _id: 's2', time: '11:00' },
          ],
        },
        { date: later, timeSlots: [{ _id: 's3', time: '10:00' }] },
      ],
    };
    const booked = [{ timeSlot: '11:00', status: 'confirmed', createdAt: new Date().toISOString(), busyFrom: 660, busyUntil: 690 }];
    const paths: string[] = [];
    const readJson = async (path: string) => {
      paths.push(path);
      if (path.startsWith('/api/reservations/by-date')) return { status: 200, body: { reservations: booked } };
      return { status: 200, body: type };
    };
    const url = `/reservation/${type._id}?date=${day}`;

    it('shows that day chosen with its slots, read from the API, and hands both to the browser', async () => {
      paths.length = 0;
      const page = await render({ url, state: state(), readJson });
      // the type is read with the slots of the month the address names
      expect(paths).toEqual(
        expect.arrayContaining([
          `/api/reservationtypes/${type._id}?from=${month.from}&to=${month.to}`,
          `/api/reservations/by-date?date=${day}&reservationTypeId=${type._id}`,
        ]),
      );
      expect(page.html).toMatch(new RegExp(`<a[^>]*href="/reservation/${type._id}\\?date=${day}"[^>]*aria-current="date"`));
      expect(page.html).toContain(`href="/reservation/${type._id}?date=${later}"`);
      expect(page.html).toContain('aria-label="۱۱:۰۰ رزرو شده"');
      expect(page.data).toEqual({ [`reservation-type:${type._id}`]: type, [`availability:${type._id}:${day}`]: booked });
    });

    it('shows the free slots and the pay button as not ready: only the app can run them', async () => {
      const page = await render({ url, state: state(), readJson });
      expect(page.html).toMatch(/<button[^>]*disabled=""[^>]*aria-disabled="true"[^>]*>۱۰:۰۰<\/button>/);
      expect(page.html).toMatch(/<button[^>]*disabled=""[^>]*aria-disabled="true"[^>]*>پرداخت و رزرو<\/button>/);
    });

    it('gives a customer with an incomplete profile the personal-information form, not ready either', async () => {
      const customer: User = {
        _id: 'u2',
        email: 'sara@example.com',
        firstName: 'سارا',
        lastName: '',
        bio: '',
        mobile: '',
        isProfileComplete: false,
        isAdmin: false,
      };
      const page = await render({ url, state: state({ user: { currentUser: customer, error: null, loading: false } }), readJson });
      expect(page.html).toContain('اطلاعات شخصی را تکمیل کنید - وارد کردن تمام اطلاعات ضروری است');
      const lastName = page.html.match(/<input[^>]*name="lastName"[^>]*>/)![0];
      expect(lastName).toContain('disabled=""');
      expect(page.html).toContain('sara@example.com');
    });
  });

  it('shows an article with its body as stored and its related articles, read from the API', async () => {
    const post = (id: string, title: string) => ({
      _id: id,
      slug: `مقاله-${id}`,
      title,
      image: null,
      category: { _id: 'c1', title: 'مالیات', slug: 'tax' },
      content: '<p>متن <strong>مقاله</strong></p>',
      inMedia: false,
      updatedAt: '2026-11-01T08:00:00.000Z',
      createdAt: '2026-11-01T08:00:00.000Z',
      author: null,
    });
    const readJson = async (path: string) => {
      const query = new URL(path, 'http://api').searchParams;
      if (query.get('slug') === 'مقاله-p1') return { status: 200, body: { posts: [post('p1', 'راهنمای اظهارنامه')], totalPosts: 1 } };
      return { status: 200, body: { posts: [post('p1', 'راهنمای اظهارنامه'), post('p2', 'مقاله مرتبط')], totalPosts: 2 } };
    };
    const page = await render({ url: `/post/${encodeURIComponent('مقاله-p1')}`, state: state(), readJson });
    expect(page.html).toContain('راهنمای اظهارنامه</h1>');
    expect(page.html).toContain('<p>متن <strong>مقاله</strong></p>');
    expect(page.html).toContain('مقاله مرتبط');
    expect(Object.keys(page.data)).toEqual(['article:مقاله-p1']);
  });

  it('leaves what the API would not give for the browser to load', async () => {
    const page = await render({
      url: `/reservation/${TAX_ADVICE._id}`,
      state: state(),
      readJson: async () => ({ status: 500, body: null }),
    });
    expect(page.html).toContain('رزرو مشاوره</h1>');
    expect(page.data).toEqual({});
  });

  it('gives up on a page when told to', async () => {
    await expect(render({ url: '/', state: state(), signal: AbortSignal.abort(new Error('too slow')) })).rejects.toThrow();
  });
});
