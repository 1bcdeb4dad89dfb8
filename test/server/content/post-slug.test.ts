import fc from 'fast-check';
import { firstFreeSlug, slugFromTitle } from '../../../server/modules/content/domain/post-slug';

describe('article slugs', () => {
  it.each([
    ['راهنمای مالیات بر ارزش افزوده', 'راهنمای-مالیات-بر-ارزش-افزوده'],
    ['حسابرسی داخلی چیست؟', 'حسابرسی-داخلی-چیست'],
    ['صورت‌های مالی ۱۴۰۳', 'صورت-های-مالی-۱۴۰۳'],
    ['  ماده ۱۶۹ — «صورتحساب» الکترونیکی!  ', 'ماده-۱۶۹-صورتحساب-الکترونیکی'],
    ['مالیات VAT و IFRS 16', 'مالیات-vat-و-ifrs-16'],
    ['كتاب يادداشت', 'کتاب-یادداشت'],
    ['<script>alert(1)</script>', 'scriptalert1script'],
    ['!!! ؟؟؟', 'مقاله'],
  ])('makes %j into %j', (title, slug) => {
    expect(slugFromTitle(title)).toBe(slug);
  });

  it('never yields a character outside letters, digits and single inner dashes', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 120 }), (title) => {
        const slug = slugFromTitle(title);
        expect(slug).toMatch(/^[^\s/?#%&<>"'\\.-]+(-[^\s/?#%&<>"'\\.-]+)*$/u);
        expect([...slug].length).toBeLessThanOrEqual(80);
      }),
    );
  });

  it('numbers a taken slug with the first free suffix', () => {
    expect(firstFreeSlug('مالیات', new Set())).toBe('مالیات');
    expect(firstFreeSlug('مالیات', new Set(['مالیات', 'مالیات-2', 'مالیات-4']))).toBe('مالیات-3');
  });
});
