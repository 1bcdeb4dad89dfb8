jest.setTimeout(20000);
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCESS_REFUSAL_MESSAGES } from '../../src/core/domain/access-refusal';
import { CONTACT_MESSAGES } from '../../src/core/domain/contact-message';
import { renderApp } from './support/render-app';
import { sampleUser } from '../fakes/sample-data';
import { FakeContactRepository, sampleContactMessage } from '../fakes/fake-contact-repository';

const admin = { user: { currentUser: sampleUser({ isAdmin: true }), loading: false, error: null } };

async function renderTab(contact: FakeContactRepository) {
  renderApp('/dashboard?tab=contactMessages', { state: admin, services: { contact } });
  await screen.findByRole('heading', { level: 2, name: 'پیام‌های رسیده' }, { timeout: 10000 });
}

const MESSAGES = [
  sampleContactMessage(),
  sampleContactMessage({
    id: 'c-2',
    trackingNumber: '55550000',
    kind: 'message',
    name: 'سارا احمدی',
    mobile: null,
    email: 'sara@example.com',
    text: 'درباره دوره آموزشی سؤال داشتم.',
  }),
];

describe("the consultant's «پیام‌های رسیده» tab", () => {
  it('lists the messages with their kind, tracking number in Persian digits and how to answer, and filters the complaints', async () => {
    const contact = new FakeContactRepository(MESSAGES.map((message) => ({ ...message })));
    await renderTab(contact);
    const complaint = await screen.findByTestId('contact-40213377');
    for (const text of ['نرگس کاظمی', 'ثبت شکایت', 'در انتظار پاسخ', '۴۰۲۱۳۳۷۷', '۰۹۱۲۱۲۳۴۵۶۷'])
      expect(within(complaint).getByText(text)).toBeInTheDocument();
    expect(screen.getByTestId('contact-55550000')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'فقط شکایت‌ها' }));
    await screen.findByTestId('contact-40213377');
    expect(screen.queryByTestId('contact-55550000')).toBeNull();
    expect(contact.filtersAsked.at(-1)).toEqual({ page: 1, complaintsOnly: true, trackingNumber: null });
  });

  it('finds a message by its tracking number typed in Persian digits, refuses one that is not eight digits, and marks it answered', async () => {
    const contact = new FakeContactRepository(MESSAGES.map((message) => ({ ...message })));
    await renderTab(contact);
    await screen.findByTestId('contact-40213377');
    const search = screen.getByRole('search', { name: 'جستجو با شماره پیگیری' });
    await userEvent.type(within(search).getByRole('textbox'), '۱۲۳');
    await userEvent.click(within(search).getByRole('button', { name: 'جستجو' }));
    expect(await screen.findByText(CONTACT_MESSAGES.invalidTracking)).toBeInTheDocument();

    await userEvent.clear(within(search).getByRole('textbox'));
    await userEvent.type(within(search).getByRole('textbox'), '۵۵۵۵۰۰۰۰');
    await userEvent.click(within(search).getByRole('button', { name: 'جستجو' }));
    const found = await screen.findByTestId('contact-55550000');
    expect(screen.queryByTestId('contact-40213377')).toBeNull();
    await userEvent.click(within(found).getByRole('button', { name: 'پاسخ داده شد' }));
    expect(await within(found).findByText('پاسخ داده شده')).toBeInTheDocument();
    expect(contact.messages[1].answeredAt).not.toBeNull();
  });

  it("is not a customer's to open", async () => {
    renderApp('/dashboard?tab=contactMessages', { state: { user: { currentUser: sampleUser(), loading: false, error: null } } });
    expect(await screen.findByText(ACCESS_REFUSAL_MESSAGES.role, {}, { timeout: 10000 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'پیام‌های رسیده' })).toBeNull();
  });
});
