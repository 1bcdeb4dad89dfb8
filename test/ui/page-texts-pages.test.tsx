import { configure, screen, within } from '@testing-library/react';
import { renderApp } from './support/render-app';
import { FakePageTextRepository } from '../fakes/fake-page-text-repository';
import { DEMO_SITE_PROFILE as SITE_PROFILE } from '../../server/seed/demo-site-profile';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30000);

const nothingWritten = () => new FakePageTextRepository([]);

describe('pages before the consultant writes their texts', () => {
  it("shows the audit page's five services by the spec's names, with no read-more and no invented text", async () => {
    renderApp('/audit', { services: { pageTexts: nothingWritten() } });
    expect(await screen.findByRole('heading', { level: 2, name: 'حسابرسی رعایت' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).slice(0, 5)).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'بیشتر بخوانید' })).toBeNull();
    expect(screen.queryByText(/قانون مالیات‌های مستقیم/)).toBeNull();
  });

  it('shows /terms as a starting text naming the site by its settings', async () => {
    renderApp('/terms', { services: { pageTexts: nothingWritten() }, site: SITE_PROFILE });
    expect(await screen.findByRole('heading', { level: 1, name: 'قوانین و مقررات' })).toBeInTheDocument();
    expect(await screen.findByTestId('legal-text')).toHaveTextContent(`وب‌سایت «${SITE_PROFILE.siteName}»`);
    expect(within(screen.getByTestId('legal-text')).getByRole('link', { name: 'شرایط لغو و بازگشت وجه' })).toHaveAttribute(
      'href',
      '/refund-policy',
    );
  });

  it("shows /privacy as a starting text saying what the site keeps and the customer's rights", async () => {
    renderApp('/privacy', { services: { pageTexts: nothingWritten() } });
    expect(await screen.findByRole('heading', { level: 1, name: 'حریم خصوصی' })).toBeInTheDocument();
    const text = await screen.findByTestId('legal-text');
    for (const kept of ['ایمیل', 'شماره همراه', 'رزروها', 'کد پیگیری بانک', 'پیام‌ها', 'حقوق شما']) expect(text).toHaveTextContent(kept);
  });
});

describe("pages with the consultant's texts", () => {
  it("shows the consultant's own terms instead of the starting text", async () => {
    renderApp('/terms', {
      site: SITE_PROFILE,
      services: { pageTexts: new FakePageTextRepository([['terms', { title: '', summary: '', body: '<p>قوانین نوشته مشاور</p>' }]]) },
    });
    expect(await screen.findByText('قوانین نوشته مشاور')).toBeInTheDocument();
    expect(screen.getByTestId('legal-text')).not.toHaveTextContent(SITE_PROFILE.siteName);
  });

  it("shows a service title the consultant wrote on /audit and in /services' sub-items", async () => {
    const pageTexts = new FakePageTextRepository([
      ['audit-compliance', { title: 'انطباق با قوانین', summary: 'خلاصه', body: '<p>شرح</p>' }],
    ]);
    renderApp('/services', { services: { pageTexts } });
    expect(await screen.findByText('انطباق با قوانین')).toBeInTheDocument();
  });
});

describe('the refund policy page', () => {
  it("states the change notice the practice has, and the consultant's paragraph after the rules", async () => {
    const pageTexts = new FakePageTextRepository([['refund-policy', { title: '', summary: '', body: '<p>پاراگراف مشاور</p>' }]], {
      changeNoticeHours: 48,
      holdMinutes: 6,
      bankReverseMinutes: 30,
    });
    renderApp('/refund-policy', { services: { pageTexts } });
    expect(await screen.findByRole('heading', { level: 1, name: 'شرایط لغو و بازگشت وجه' })).toBeInTheDocument();
    expect(await screen.findByTestId('change-notice')).toHaveTextContent('تا ۴۸ ساعت پیش از شروع جلسه');
    expect(screen.getByRole('heading', { level: 2, name: 'حق انصراف' })).toBeInTheDocument();
    expect(screen.getByTestId('legal-text')).toHaveTextContent('۶ دقیقه');
    expect(screen.getByTestId('consultant-paragraph')).toHaveTextContent('پاراگراف مشاور');
  });

  it('says a notice of nought hours as until the session starts, and shows no paragraph the consultant has not written', async () => {
    renderApp('/refund-policy', {
      services: { pageTexts: new FakePageTextRepository([], { changeNoticeHours: 0, holdMinutes: 6, bankReverseMinutes: 30 }) },
    });
    expect(await screen.findByTestId('change-notice')).toHaveTextContent('تا پیش از شروع جلسه');
    expect(screen.queryByTestId('consultant-paragraph')).toBeNull();
  });
});
