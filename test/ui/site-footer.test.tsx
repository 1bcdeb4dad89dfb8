jest.setTimeout(30000);
import { screen, within } from '@testing-library/react';
import { renderApp } from './support/render-app';
import { DEMO_SITE_PROFILE } from '../../server/seed/demo-site-profile';
import { EMPTY_SITE_PROFILE } from '../../src/core/domain/site-profile';

async function footerOf(site = DEMO_SITE_PROFILE) {
  renderApp('/about-me', { site });
  await screen.findByRole('heading', { level: 1, name: 'درباره من' }, { timeout: 15000 });
  // the footer is taken over once the browser is idle after the page (src/ui/layout/site-layout.tsx)
  return screen.findByRole('contentinfo');
}

describe('the footer on every page', () => {
  it('links the pages a review asks for', async () => {
    const footer = await footerOf();
    const links = within(within(footer).getByRole('list', { name: 'پیوندهای سایت' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['تماس با ما', '/contact'],
      ['قوانین و مقررات', '/terms'],
      ['حریم خصوصی', '/privacy'],
      ['شرایط لغو و بازگشت وجه', '/refund-policy'],
    ]);
  });

  it("gives the rights to the site's name when the owner gave no name of their own, and shows no icon for a network left blank", async () => {
    const footer = await footerOf({
      ...EMPTY_SITE_PROFILE,
      siteName: 'دفتر مشاوره کریمی',
      social: [{ network: 'bale', label: 'بله', url: 'https://ble.ir/karimi' }],
    });
    expect(footer).toHaveTextContent('تمامی حقوق این وب‌سایت متعلق به دفتر مشاوره کریمی است.');
    const icons = within(within(footer).getByRole('list', { name: 'شبکه‌های اجتماعی' })).getAllByRole('link');
    expect(icons.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual([
      ['بله دفتر مشاوره کریمی', 'https://ble.ir/karimi'],
    ]);
  });

  it('names no one and shows no social list on a blank site', async () => {
    const footer = await footerOf(EMPTY_SITE_PROFILE);
    expect(footer).toHaveTextContent('تمامی حقوق این وب‌سایت محفوظ است.');
    expect(within(footer).queryByRole('list', { name: 'شبکه‌های اجتماعی' })).toBeNull();
    expect(within(footer).queryByRole('img', { name: 'نماد اعتماد الکترونیکی' })).toBeNull();
  });

  it("shows Enamad's seal, opening its page in a new tab with the origin as referrer, once a seal is set", async () => {
    const footer = await footerOf({ ...DEMO_SITE_PROFILE, enamad: { id: '123456', code: 'AbC9xYz', domainCheck: '' } });
    const seal = within(footer).getByRole('img', { name: 'نماد اعتماد الکترونیکی' });
    expect(seal).toHaveAttribute('src', 'https://trustseal.enamad.ir/logo.aspx?id=123456&Code=AbC9xYz');
    expect(seal).toHaveAttribute('referrerpolicy', 'origin');
    const link = seal.closest('a')!;
    expect(link).toHaveAttribute('href', 'https://trustseal.enamad.ir/?id=123456&Code=AbC9xYz');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('referrerpolicy', 'origin');
    expect(link.getAttribute('rel')).not.toContain('noreferrer');
  });

  it('shows the uploaded portrait in AVIF, WebP and JPEG, else the drawn figure', async () => {
    const portrait = {
      jpeg: 'uploads/site/portrait-600.jpg',
      webp: 'uploads/site/portrait-600.webp',
      avif: 'uploads/site/portrait-600.avif',
      width: 600,
      height: 600,
    };
    renderApp('/about-me', { site: { ...DEMO_SITE_PROFILE, images: { ...DEMO_SITE_PROFILE.images, portrait } } });
    const image = await screen.findByRole(
      'img',
      { name: `تصویر ${DEMO_SITE_PROFILE.ownerName}، ${DEMO_SITE_PROFILE.title}` },
      { timeout: 15000 },
    );
    expect(image).toHaveAttribute('src', 'http://api.test/uploads/site/portrait-600.jpg');
    const sources = [...image.closest('picture')!.querySelectorAll('source')].map((source) => [
      source.getAttribute('type'),
      source.getAttribute('srcset'),
    ]);
    expect(sources).toEqual([
      ['image/avif', 'http://api.test/uploads/site/portrait-600.avif 600w'],
      ['image/webp', 'http://api.test/uploads/site/portrait-600.webp 600w'],
    ]);
    // the first screen's picture: fetched at once, the size it shows at picked from what is kept
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image.getAttribute('sizes')).toMatch(/^\d+px$/);
  });
});
