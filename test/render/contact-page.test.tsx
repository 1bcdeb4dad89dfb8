import { render } from '../../src/server-render';
import { INITIAL_STATE } from '../../src/core/domain/persisted-state';
import { DEMO_SITE_PROFILE as SITE_PROFILE } from '../../server/seed/demo-site-profile';
import { CONTACT_FORM_ANSWER_KEY, CONTACT_MESSAGES, type ContactFormAnswer } from '../../src/core/domain/contact-message';

/** /contact as the server sends it, before any script runs: the details, and a form that posts without the app. */
describe('the server-rendered contact page', () => {
  it("shows the title, the profile's contact details as links with Persian digits, and a form that posts to /contact", async () => {
    const { html } = await render({ url: '/contact', state: INITIAL_STATE, site: SITE_PROFILE });
    expect(html).toContain('تماس با ما</h1>');
    const { phone, email, address, hours } = SITE_PROFILE.contact;
    expect(html).toContain(`href="tel:${phone.replace(/[^0-9+]/g, '')}"`);
    expect(html).toContain(phone.replace(/[0-9]/g, (digit: string) => '۰۱۲۳۴۵۶۷۸۹'[Number(digit)]));
    expect(html).toContain(`href="mailto:${email}"`);
    expect(html).toContain(address);
    expect(html).toContain(hours);
    expect(html).toMatch(/<form[^>]*action="\/contact" method="post"/);
    for (const name of ['name', 'mobile', 'email', 'kind', 'text', 'website']) expect(html).toContain(`name="${name}"`);
    expect(html).toContain('ثبت شکایت');
    expect(html).not.toContain('<script');
  });

  it('leaves out a detail the profile does not set (the demo has no mobile, postal code or map)', async () => {
    const { html } = await render({ url: '/contact', state: INITIAL_STATE, site: SITE_PROFILE });
    expect(html).not.toContain('کد پستی');
    expect(html).not.toContain('مشاهده روی نقشه');
    expect(html).not.toContain('<dt>موبایل</dt>');
  });

  it('draws the answer to a form posted without the app: the tracking number of a complaint, or the reason with what was typed', async () => {
    const sent: ContactFormAnswer = { sent: true, kind: 'complaint', trackingNumber: '04718265' };
    const kept = await render({ url: '/contact', state: INITIAL_STATE, site: SITE_PROFILE, data: { [CONTACT_FORM_ANSWER_KEY]: sent } });
    expect(kept.html).toContain('شکایت شما با شماره پیگیری ۰۴۷۱۸۲۶۵ ثبت شد');

    const refused: ContactFormAnswer = {
      sent: false,
      error: CONTACT_MESSAGES.replyToRequired,
      form: { name: 'نرگس', mobile: '', email: '', kind: 'complaint', text: 'متنی که نوشته بودم و نباید گم شود' },
    };
    const again = await render({ url: '/contact', state: INITIAL_STATE, site: SITE_PROFILE, data: { [CONTACT_FORM_ANSWER_KEY]: refused } });
    expect(again.html).toContain(CONTACT_MESSAGES.replyToRequired);
    expect(again.html).toContain('متنی که نوشته بودم و نباید گم شود</textarea>');
    expect(again.html).toContain('value="نرگس"');
    expect(again.html).toMatch(/value="complaint" checked=""|checked="" value="complaint"/);
  });
});
