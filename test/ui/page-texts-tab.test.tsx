jest.setTimeout(30000);
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAGE_TEXT_MESSAGES } from '../../src/core/domain/page-texts';
import { renderApp } from './support/render-app';
import { sampleUser } from '../fakes/sample-data';
import { FakePageTextRepository } from '../fakes/fake-page-text-repository';

const admin = { user: { currentUser: sampleUser({ isAdmin: true }), loading: false, error: null } };

async function renderTab(pageTexts = new FakePageTextRepository()) {
  renderApp('/dashboard?tab=pageTexts', { state: admin, services: { pageTexts } });
  await screen.findByRole('heading', { level: 2, name: 'متن صفحات' }, { timeout: 10000 });
  return pageTexts;
}

describe('the page texts tab («متن صفحات»)', () => {
  it("is in the consultant's menu", async () => {
    await renderTab();
    const menu = screen.getByRole('navigation', { name: 'بخش‌های داشبورد' });
    expect(within(menu).getByRole('link', { name: 'متن صفحات' })).toHaveAttribute('href', '/dashboard?tab=pageTexts');
  });

  it("saves a service's new title and lists the version before it", async () => {
    const pageTexts = await renderTab();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('بخش'), 'audit-compliance');
    const title = await screen.findByDisplayValue('حسابرسی رعایت');
    await user.clear(title);
    await user.type(title, 'انطباق با قوانین');
    await user.click(screen.getByRole('button', { name: 'ذخیره متن' }));
    expect(await screen.findByText(PAGE_TEXT_MESSAGES.saved)).toBeInTheDocument();
    expect(pageTexts.saved.at(-1)).toMatchObject({ slot: 'audit-compliance', content: { title: 'انطباق با قوانین' } });
    const versions = await screen.findByRole('list', { name: 'نسخه‌ها' });
    expect(
      within(versions)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.split('،')[0]),
    ).toEqual(['نسخه ۲ (نسخه فعلی)', 'نسخه ۱']);
  });

  it('refuses a card with no title in Persian without asking the server', async () => {
    const pageTexts = await renderTab();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('بخش'), 'home-service-audit');
    await user.clear(await screen.findByDisplayValue('حسابرسی'));
    // the browser's own check of the required field is bypassed, as a script could
    screen.getByRole('form', { name: /ویرایش/ }).setAttribute('novalidate', '');
    await user.click(screen.getByRole('button', { name: 'ذخیره متن' }));
    expect(await screen.findByText(PAGE_TEXT_MESSAGES.titleRequired)).toBeInTheDocument();
    expect(pageTexts.saved).toHaveLength(0);
  });

  it('shows an earlier version and restores it as the newest', async () => {
    const pageTexts = new FakePageTextRepository([['terms', { title: '', summary: '', body: '<p>قوانین نخست</p>' }]]);
    await pageTexts.save('terms', { title: '', summary: '', body: '<p>قوانین دوم</p>' });
    await renderTab(pageTexts);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('بخش'), 'terms');
    await user.click(await screen.findByRole('button', { name: 'مشاهده نسخه ۱' }));
    expect(await screen.findByText('قوانین نخست')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'بازگرداندن نسخه ۱' }));
    expect(await screen.findByText(PAGE_TEXT_MESSAGES.restored(1))).toBeInTheDocument();
    expect((await pageTexts.versions('terms')).current).toMatchObject({ version: 3, restoredFrom: 1, body: '<p>قوانین نخست</p>' });
    expect(await screen.findByText(/نسخه ۳ \(نسخه فعلی\)/)).toHaveTextContent('بازگردانده از نسخه ۱');
  });

  it("is not a customer's to open", async () => {
    renderApp('/dashboard?tab=pageTexts', { state: { user: { currentUser: sampleUser(), loading: false, error: null } } });
    await screen.findByRole('navigation', { name: 'بخش‌های داشبورد' }, { timeout: 10000 });
    expect(screen.queryByRole('heading', { level: 2, name: 'متن صفحات' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'متن صفحات' })).toBeNull();
  });
});
