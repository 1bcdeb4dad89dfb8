import { configure, screen } from '@testing-library/react';
import { renderApp } from './support/render-app';
import { sampleUser } from '../fakes/sample-data';
import { FakeAdminPostRepository } from '../fakes/fake-admin-post-repository';
import { ACCESS_REFUSAL_MESSAGES } from '../../src/core/domain/access-refusal';
import { NO_POSTS_YET } from '../../src/core/domain/admin-content-messages';

// the first render compiles the lazily loaded pages
configure({ asyncUtilTimeout: 10000 });

const as = (isAdmin: boolean) => ({ user: { currentUser: sampleUser({ isAdmin }), loading: false, error: null } });
const LOGIN_HEADING = { name: 'ورود - ثبت نام' };

describe('the admin guard', () => {
  it.each(['addPost', 'categories'])(
    'sends a signed-in non-admin on ?tab=%s to /login, which says why instead of sending them home',
    async (tab) => {
      renderApp(`/dashboard?tab=${tab}`, { state: as(false) });
      expect(await screen.findByRole('heading', LOGIN_HEADING)).toBeInTheDocument();
      expect(screen.getByText(ACCESS_REFUSAL_MESSAGES.admin)).toHaveAttribute('data-kind', 'warning');
      expect(screen.queryByText('این بخش پیدا نشد.')).toBeNull();
    },
  );

  it('sends a signed-out visitor to /login without a reason', async () => {
    renderApp('/dashboard?tab=categories');
    expect(await screen.findByRole('heading', LOGIN_HEADING)).toBeInTheDocument();
    expect(screen.queryByText(ACCESS_REFUSAL_MESSAGES.admin)).toBeNull();
  });

  it('lets the admin in', async () => {
    renderApp('/dashboard?tab=addPost', { state: as(true) });
    expect(await screen.findByRole('heading', { name: 'افزودن مقاله' })).toBeInTheDocument();
  });
});

describe('the article list', () => {
  it(`shows a non-admin '${NO_POSTS_YET}' and loads nothing`, async () => {
    const adminPosts = new FakeAdminPostRepository();
    renderApp('/dashboard?tab=posts', { state: as(false), services: { adminPosts } });
    expect(await screen.findByText(NO_POSTS_YET)).toBeInTheDocument();
    expect(adminPosts.listCalls).toEqual([]);
    expect(screen.queryByRole('link', { name: 'مقالات من' })).toBeNull();
  });
});

describe('the role guard', () => {
  it.each(['schedule', 'bookings', 'payments', 'updatePost/p-1'])(
    "keeps the consultant's ?tab=%s from a customer, sending them to /login with the reason",
    async (tab) => {
      renderApp(`/dashboard?tab=${tab}`, { state: as(false) });
      expect(await screen.findByRole('heading', LOGIN_HEADING)).toBeInTheDocument();
      expect(screen.getByText(ACCESS_REFUSAL_MESSAGES.role)).toBeInTheDocument();
    },
  );

  it('guards the nested /dashboard/updatePost/{postId} route the same way', async () => {
    renderApp('/dashboard/updatePost/p-1', { state: as(false) });
    expect(await screen.findByRole('heading', LOGIN_HEADING)).toBeInTheDocument();
    expect(screen.getByText(ACCESS_REFUSAL_MESSAGES.role)).toBeInTheDocument();
  });

  it.each(['schedule', 'bookings', 'payments'])('opens ?tab=%s for the admin', async (tab) => {
    renderApp(`/dashboard?tab=${tab}`, { state: as(true) });
    expect(await screen.findByRole('navigation', { name: 'بخش‌های داشبورد' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', LOGIN_HEADING)).toBeNull();
    expect(screen.queryByText(ACCESS_REFUSAL_MESSAGES.role)).toBeNull();
  });
});

describe('the dashboard', () => {
  it('still says it has no such tab for one it does not know', async () => {
    renderApp('/dashboard?tab=nothing', { state: as(true) });
    expect(await screen.findByText('این بخش پیدا نشد.')).toBeInTheDocument();
  });
});

describe('the sign-in page', () => {
  it('sends a signed-in visitor on when no guard sent them', async () => {
    renderApp('/login', { state: as(false) });
    expect(await screen.findByLabelText('منوی حساب کاربری')).toBeInTheDocument();
    expect(screen.queryByRole('heading', LOGIN_HEADING)).toBeNull();
  });
});
