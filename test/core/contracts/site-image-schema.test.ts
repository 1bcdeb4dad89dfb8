import * as v from 'valibot';
import { SITE_IMAGE_INVALID, siteImageSchema } from '../../../src/core/contracts/api/site-image-schema';

const name = (n: number) => `${String(n).padStart(8, '0')}-1111-4222-8333-444455556666`;
const size = (width: number, n: number) => ({
  jpeg: `uploads/site/${name(n)}.jpg`,
  webp: `uploads/site/${name(n + 1)}.webp`,
  avif: `uploads/site/${name(n + 2)}.avif`,
  width,
  height: width,
});
const favicon = { ...size(512, 10), sizes: [size(512, 10)], icons: [{ size: 32, png: `uploads/site/${name(20)}.png` }] };

const check = (input: unknown) => v.safeParse(siteImageSchema, input);

describe('a site picture the settings form sends back', () => {
  it('takes what the upload answered, or none', () => {
    expect(check(favicon)).toMatchObject({ success: true, output: favicon });
    expect(check(null)).toMatchObject({ success: true, output: null });
  });

  it.each([
    ['another site', { ...favicon, jpeg: 'https://example.com/x.jpg' }],
    ['a path out of the uploads', { ...favicon, jpeg: `uploads/site/../../${name(1)}.jpg` }],
    ['an article picture', { ...favicon, jpeg: `uploads/posts/${name(1)}.jpg` }],
    ['a script in a name', { ...favicon, webp: 'uploads/site/"><script>.webp' }],
    ['a format under another name', { ...favicon, avif: `uploads/site/${name(1)}.svg` }],
    ['an icon that is not PNG', { ...favicon, icons: [{ size: 32, png: `uploads/site/${name(1)}.jpg` }] }],
    ['a size that is not a whole number', { ...favicon, width: 1.5 }],
    ['no sizes at all', { jpeg: favicon.jpeg }],
  ])('refuses %s in Persian', (_, input) => {
    const result = check(input);
    expect(result.success).toBe(false);
    expect(result.issues?.[0].message).toBe(SITE_IMAGE_INVALID);
  });
});
