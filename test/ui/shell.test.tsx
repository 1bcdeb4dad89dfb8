import { DEMO_SITE_PROFILE } from '../../server/seed/demo-site-profile';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from './support/render-app';
import { sampleUser } from '../fakes/sample-data';
import { INITIAL_STATE } from '../../src/core/domain/persisted-state';

const signedIn = (overrides = {}) => ({ user: { currentUser: sampleUser(overrides), loading: false, error: null } });

describe('the site shell', () => {
  it('shows the header links, the search box and the login button to a visitor', async () => {
    // the copyright names the owner from the site's profile: the demo one here
    renderApp('/', { site: DEMO_SITE_PROFILE });
    const nav = await screen.findByRole('navigation', { name: 'پیوندهای اصلی' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/', '/reservations', '/services', '/search', '/media', '/about-me']);
    expect(screen.getByPlaceholderText('جستجو کنید')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ورود - ثبت نام' })).toHaveAttribute('href', '/login');
    // the footer is taken over once the browser is idle after the page
    expect(await screen.findByText(/تمامی حقوق این وب‌سایت متعلق به/)).toBeInTheDocument();
  });

  it("marks the open page's header link, and only it, as the current page", async () => {
    renderApp('/services');
    const nav = await screen.findByRole('navigation', { name: 'پیوندهای اصلی' });
    const current = within(nav)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['خدمات']);
    expect(current[0]).toHaveClass('active');
    expect(within(nav).getByRole('link', { name: 'خانه' })).not.toHaveClass('active');
  });

  it('searches on Enter with a trimmed term and clears the box', async () => {
    renderApp('/');
    const box = await screen.findByPlaceholderText('جستجو کنید');
    await userEvent.type(box, '  مالیات  {Enter}');
    expect(await screen.findByRole('heading', { name: 'مقالات' })).toBeInTheDocument();
    expect(box).toHaveValue('');
  });

  it('ignores Enter on a blank search', async () => {
    renderApp('/about-me');
    const box = await screen.findByPlaceholderText('جستجو کنید');
    await userEvent.type(box, '   {Enter}');
    expect(await screen.findByRole('heading', { name: 'درباره من' })).toBeInTheDocument();
  });

  it('puts the login link in the small-screen menu only while signed out', async () => {
    // jsdom has no small screen, so the menu button counts as hidden here; the browser tests use a real one.
    renderApp('/');
    await screen.findByPlaceholderText('جستجو کنید');
    await userEvent.click(screen.getByLabelText('منوی سایت', { selector: 'button' }));
    const menu = screen.getByLabelText('منوی سایت', { selector: 'nav' });
    expect(within(menu).getByText('ورود', { selector: 'a' })).toHaveAttribute('href', '/login');
  });

  it('leaves the login link out of the small-screen menu once signed in', async () => {
    renderApp('/', { state: signedIn() });
    await screen.findByPlaceholderText('جستجو کنید');
    await userEvent.click(screen.getByLabelText('منوی سایت', { selector: 'button' }));
    const menu = screen.getByLabelText('منوی سایت', { selector: 'nav' });
    expect(within(menu).queryByText('ورود', { selector: 'a' })).toBeNull();
    expect(within(menu).getByText('درباره من', { selector: 'a' })).toBeInTheDocument();
  });

  it('gives a signed-in user the avatar menu with profile and sign-out', async () => {
    const { services } = renderApp('/', { state: signedIn() });
    await userEvent.click(await screen.findByRole('button', { name: 'منوی حساب کاربری' }));
    // the dropdown's code comes when it is first opened (user-menu.tsx)
    expect(await screen.findByRole('menuitem', { name: 'پروفایل کاربری' })).toHaveAttribute('href', '/dashboard?tab=profile');
    await userEvent.click(screen.getByRole('menuitem', { name: 'خروج' }));
    await waitFor(() => expect(services.accounts.signOutCalls).toBe(1));
    expect(await screen.findByRole('link', { name: 'ورود - ثبت نام' })).toBeInTheDocument();
    expect(services.store.saved?.user.currentUser).toBeNull();
  });

  it('closes the avatar menu on Escape, on a press outside it and on the avatar again', async () => {
    renderApp('/', { state: signedIn() });
    const avatar = await screen.findByRole('button', { name: 'منوی حساب کاربری' });
    await userEvent.click(avatar);
    await screen.findByRole('menu');
    expect(avatar).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(avatar).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(avatar);
    await screen.findByRole('menu');
    await userEvent.click(screen.getByRole('banner'));
    expect(screen.queryByRole('menu')).toBeNull();
    await userEvent.click(avatar);
    await screen.findByRole('menu');
    await userEvent.click(avatar);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(avatar).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the not-found page for an unknown path', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'صفحه مورد نظر پیدا نشد' })).toBeInTheDocument();
  });

  it('sends a visitor from a protected route to /login', async () => {
    renderApp('/dashboard?tab=profile');
    expect(await screen.findByRole('heading', { name: 'ورود - ثبت نام' })).toBeInTheDocument();
  });

  it('gives dashboard paths their own header', async () => {
    const { container } = renderApp('/dashboard?tab=profile', { state: signedIn() });
    await screen.findByRole('heading', { name: 'پروفایل' });
    expect(container.querySelector('header')).toHaveAttribute('data-header', 'dashboard');
  });

  it("hides admin tabs from a user's menu, and sends a user who opens one to /login with the reason", async () => {
    renderApp('/dashboard?tab=profile', { state: signedIn() });
    await screen.findByRole('heading', { name: 'پروفایل' });
    expect(screen.queryByRole('link', { name: 'دسته بندی ها' })).toBeNull();
  });

  it('toggles the theme and saves it', async () => {
    const { services } = renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'تغییر به حالت تیره' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(services.store.saved?.theme).toBe('dark');
  });

  it('starts in the theme it restored', async () => {
    await act(async () => {
      renderApp('/', { state: { ...INITIAL_STATE, theme: 'dark' } });
    });
    expect(await screen.findByRole('button', { name: 'تغییر به حالت روشن' })).toBeInTheDocument();
  });
});
