/** @jest-environment jsdom */
import { faviconLinks, withFavicon } from '../../../server/http/favicon-links';
import type { SiteImage } from '../../../src/core/domain/site-profile';

const favicon: SiteImage = {
  jpeg: 'uploads/site/mark-512.jpg',
  webp: 'uploads/site/mark-512.webp',
  avif: 'uploads/site/mark-512.avif',
  width: 512,
  height: 512,
  icons: [
    { size: 32, png: 'uploads/site/mark-32.png' },
    { size: 180, png: 'uploads/site/mark-180.png' },
    { size: 512, png: 'uploads/site/mark-512.png' },
  ],
};

const BUILT =
  '<!doctype html><html lang="fa" dir="rtl"><head><meta charset="utf-8"><title>صفحه</title><link rel="icon" href="/favicon.svg"></head><body></body></html>';

/** The icon links a browser reads in the page's head. */
function iconLinks(html: string) {
  const page = new DOMParser().parseFromString(html, 'text/html');
  return [...page.head.querySelectorAll('link[rel="icon"], link[rel="apple-touch-icon"]')].map((link) => ({
    rel: link.getAttribute('rel'),
    type: link.getAttribute('type'),
    sizes: link.getAttribute('sizes'),
    href: link.getAttribute('href'),
  }));
}

describe("the consultant's favicon in each page's head", () => {
  it('links the tab icon, the installed-app icon and the home-screen icon in place of the built one', () => {
    expect(iconLinks(withFavicon(BUILT, favicon))).toEqual([
      { rel: 'icon', type: 'image/png', sizes: '32x32', href: '/uploads/site/mark-32.png' },
      { rel: 'apple-touch-icon', type: null, sizes: '180x180', href: '/uploads/site/mark-180.png' },
      { rel: 'icon', type: 'image/png', sizes: '512x512', href: '/uploads/site/mark-512.png' },
    ]);
  });

  it('keeps the built icon while no favicon is set', () => {
    expect(faviconLinks(null)).toBe('');
    expect(withFavicon(BUILT, null)).toBe(BUILT);
    expect(iconLinks(withFavicon(BUILT, null))).toEqual([{ rel: 'icon', type: null, sizes: null, href: '/favicon.svg' }]);
  });

  it('links a favicon stored without its icons by its picture, and escapes what it writes', () => {
    const { icons: _icons, ...bare } = favicon;
    expect(iconLinks(withFavicon(BUILT, { ...bare, jpeg: 'uploads/site/"><script>x</script>.jpg' }))).toEqual([
      { rel: 'icon', type: 'image/jpeg', sizes: null, href: '/uploads/site/"><script>x</script>.jpg' },
    ]);
    expect(withFavicon(BUILT, { ...bare, jpeg: 'uploads/site/"><script>x</script>.jpg' })).not.toContain('<script>');
  });

  it('adds the links to a page without a built icon', () => {
    const page = BUILT.replace('<link rel="icon" href="/favicon.svg">', '');
    expect(iconLinks(withFavicon(page, favicon)).map(({ sizes }) => sizes)).toEqual(['32x32', '180x180', '512x512']);
  });
});
