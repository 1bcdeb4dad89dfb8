import { act, configure, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from './support/render-app';
// the demo consultant, as seeded where demo content is: the pages show whatever profile the site has
import { DEMO_SITE_PROFILE as SITE_PROFILE } from '../../server/seed/demo-site-profile';
import { SHOWCASE_ADVANCE_MS } from '../../src/core/domain/limits';

// The pages load lazily, and role queries over a whole page are slow in jsdom: on a busy
// machine the first page can outlast findBy's default one-second wait.
configure({ asyncUtilTimeout: 5000 });
beforeAll(
  () =>
    Promise.all([
      import('../../src/ui/features/pages/home-page'),
      import('../../src/ui/features/pages/services-page'),
      import('../../src/ui/features/pages/audit-page'),
      import('../../src/ui/features/pages/educational-page'),
      import('../../src/ui/features/pages/about-me-page'),
    ]),
  30000,
);

const cardTitles = (section: HTMLElement) =>
  within(section)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('the services component', () => {
  it('shows three cards on the home page leading to booking, audit and training', async () => {
    renderApp('/');
    const section = await screen.findByRole('region', { name: 'خدمات' });
    expect(section).toHaveAttribute('id', 'services');
    expect(cardTitles(section)).toEqual(['مشاوره مالی', 'حسابرسی', 'آموزش مالی سازمانی']);
    expect(
      within(section)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/reservations', '/audit', '/educational']);
    expect(within(section).queryAllByRole('listitem')).toHaveLength(0);
  });

  it('shows only audit and training in two columns with their sub-items on /services', async () => {
    renderApp('/services');
    const section = await screen.findByRole('region', { name: 'حسابرسی و آموزش سازمانی' });
    expect(cardTitles(section)).toEqual(['حسابرسی', 'آموزش مالی سازمانی']);
    expect(section.querySelector('[data-columns]')).toHaveAttribute('data-columns', '2');
    const audit = within(section).getByRole('list', { name: 'زیرمجموعه‌های حسابرسی' });
    expect(within(audit).getAllByRole('listitem')).toHaveLength(5);
    expect(within(audit).getByText('حسابرسی رعایت')).toBeInTheDocument();
    const training = within(section).getByRole('list', { name: 'زیرمجموعه‌های آموزش مالی سازمانی' });
    expect(
      within(training)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['آموزش مدیران عامل و اعضای هیئت‌مدیره', 'آموزش تخصصی مدیران مالی و حسابداران']);
    expect(within(section).queryByRole('link', { name: 'رزرو جلسه مشاوره' })).toBeNull();
  });
});

describe('the home page', () => {
  afterEach(() => {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('introduces the consultant from the site profile and offers booking', async () => {
    renderApp('/', { site: SITE_PROFILE });
    expect(await screen.findByRole('heading', { level: 1, name: SITE_PROFILE.ownerName })).toBeInTheDocument();
    expect(screen.getByText(SITE_PROFILE.shortBio)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: `تصویر ${SITE_PROFILE.ownerName}، ${SITE_PROFILE.title}` })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'رزرو جلسه مشاوره' }).every((link) => link.getAttribute('href') === '/reservations')).toBe(
      true,
    );
  });

  it('scrolls to the services section when the address ends in #services', async () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this);
    };
    renderApp('/#services');
    const section = await screen.findByRole('region', { name: 'خدمات' });
    expect(scrolled).toContain(section);
  });
});

describe('the audit page', () => {
  it('lists the five audit services, each with a read-more button', async () => {
    renderApp('/audit');
    await screen.findByRole('heading', { level: 1, name: 'خدمات حسابرسی' });
    await screen.findAllByRole('button', { name: 'بیشتر بخوانید' });
    expect(
      screen
        .getAllByRole('heading', { level: 2 })
        .slice(0, 5)
        .map((heading) => heading.textContent),
    ).toEqual([
      'حسابرسی صورت‌های مالی',
      'حسابرسی داخلی و ارزیابی کنترل‌های داخلی',
      'حسابرسی رعایت',
      'حسابرسی عملیاتی و تحلیل فرایندهای مالی',
      'بررسی اجمالی صورت‌های مالی و گزارش‌های ویژه مدیریتی',
    ]);
    expect(screen.getAllByRole('button', { name: 'بیشتر بخوانید' })).toHaveLength(5);
  });

  it('opens the full description in a dialog and closes it on Escape, giving focus back', async () => {
    renderApp('/audit');
    const button = (await screen.findAllByRole('button', { name: 'بیشتر بخوانید' }))[2];
    await userEvent.click(button);
    const dialog = screen.getByRole('dialog', { name: 'حسابرسی رعایت' });
    expect(within(dialog).getByText(/قانون مالیات‌های مستقیم/)).toBeInTheDocument();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('keeps Tab inside the open dialog', async () => {
    renderApp('/audit');
    await userEvent.click((await screen.findAllByRole('button', { name: 'بیشتر بخوانید' }))[0]);
    const dialog = screen.getByRole('dialog', { name: 'حسابرسی صورت‌های مالی' });
    for (let step = 0; step < 4; step += 1) {
      await userEvent.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.tab({ shift: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('closes the dialog from its close button and from the backdrop', async () => {
    renderApp('/audit');
    const buttons = await screen.findAllByRole('button', { name: 'بیشتر بخوانید' });
    await userEvent.click(buttons[3]);
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'بستن' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(buttons[4]);
    fireEvent.mouseDown(screen.getByTestId('modal-backdrop'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the educational page', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('offers the two trainings with read-more dialogs', async () => {
    renderApp('/educational');
    const buttons = await screen.findAllByRole('button', { name: 'بیشتر بخوانید' });
    expect(buttons).toHaveLength(2);
    await userEvent.click(buttons[1]);
    expect(screen.getByRole('dialog', { name: 'آموزش تخصصی مدیران مالی و حسابداران' })).toBeInTheDocument();
  });

  it('turns the benefits every interval until one is clicked, then stays on it', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderApp('/educational');
    await screen.findByRole('tab', { selected: true });
    const selected = () => screen.getByRole('tab', { selected: true }).textContent;
    expect(selected()).toBe('طراحی دوره اختصاصی برای هر سازمان');
    act(() => {
      jest.advanceTimersByTime(SHOWCASE_ADVANCE_MS);
    });
    expect(selected()).toBe('ترکیب آموزش، مشاوره و مدیریت مالی واقعی');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('ترکیب آموزش، مشاوره و مدیریت مالی واقعی');

    await user.click(screen.getByRole('tab', { name: 'برگزاری حضوری، آنلاین یا ترکیبی' }));
    act(() => {
      jest.advanceTimersByTime(SHOWCASE_ADVANCE_MS * 4);
    });
    expect(selected()).toBe('برگزاری حضوری، آنلاین یا ترکیبی');
    expect(screen.queryByText(/نمایش خودکار متوقف می‌شود/)).toBeNull();
  });

  it('moves between benefits with the arrow keys, which also stops the turning', async () => {
    renderApp('/educational');
    (await screen.findByRole('tab', { selected: true })).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('tab', { selected: true })).toHaveFocus();
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('ترکیب آموزش، مشاوره و مدیریت مالی واقعی');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('برگزاری حضوری، آنلاین یا ترکیبی');
    expect(screen.queryByText(/نمایش خودکار متوقف می‌شود/)).toBeNull();
  });
});

describe('the about-me page and the footer', () => {
  it("tells the consultant's story with credentials, career and contact details", async () => {
    renderApp('/about-me', { site: SITE_PROFILE });
    await screen.findByRole('heading', { level: 1, name: 'درباره من' });
    for (const credential of SITE_PROFILE.credentials) expect(screen.getByText(credential)).toBeInTheDocument();
    for (const entry of SITE_PROFILE.experience) expect(screen.getByRole('heading', { level: 3, name: entry.role })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '۰۲۱-۸۸۷۷۶۶۵۵' })).toHaveAttribute('href', 'tel:02188776655');
    expect(screen.getByRole('link', { name: SITE_PROFILE.contact.email })).toHaveAttribute('href', `mailto:${SITE_PROFILE.contact.email}`);
    expect(screen.getAllByRole('link', { name: 'رزرو جلسه مشاوره' })[0]).toHaveAttribute('href', '/reservations');
  });

  it('names the owner in the copyright line and links the social icons to the configured pages', async () => {
    renderApp('/about-me', { site: SITE_PROFILE });
    await screen.findByRole('heading', { level: 1, name: 'درباره من' });
    const footer = await screen.findByRole('contentinfo');
    expect(footer).toHaveTextContent(`تمامی حقوق این وب‌سایت متعلق به ${SITE_PROFILE.ownerName} است.`);
    const links = within(within(footer).getByRole('list', { name: 'شبکه‌های اجتماعی' })).getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href'), link.getAttribute('rel')])).toEqual(
      SITE_PROFILE.social.map((social) => [`${social.label} ${SITE_PROFILE.ownerName}`, social.url, 'noopener noreferrer']),
    );
  });
});
