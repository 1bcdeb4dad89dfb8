import { normalizeForSearch, plainTextOfHtml, searchTextFor, searchWords } from '../../../src/core/domain/search-text';

describe('search normalization', () => {
  it.each([
    ['Arabic yeh', 'ماليات', 'مالیات'],
    ['Arabic alef maksura', 'مصطفى', 'مصطفی'],
    ['yeh with hamza', 'مسئله', 'مسیله'],
    ['Arabic kaf', 'كنترل', 'کنترل'],
    ['teh marbuta', 'مالية', 'مالیه'],
    ['heh with yeh above', 'نامۀ', 'نامه'],
    ['heh goal (Urdu)', 'ہمکار', 'همکار'],
    ['alef with hamza above', 'أمور', 'امور'],
    ['alef with hamza below', 'إسلام', 'اسلام'],
    ['alef with madda', 'آموزش', 'اموزش'],
    ['alef wasla', 'ٱلحساب', 'الحساب'],
    ['waw with hamza', 'مؤدیان', 'مودیان'],
    ['lone hamza', 'اجزاء', 'اجزا'],
    ['half-space (ZWNJ) joins', 'می‌خواهم', 'میخواهم'],
    ['zero-width joiner and space', 'صورت\u200d\u200bها', 'صورتها'],
    ['fathatan, damma, kasra, shadda, sukun', 'مُحَاسِبٌ مُدَّتْ', 'محاسب مدت'],
    ['superscript alef', 'رحمٰن', 'رحمن'],
    ['kashida', 'مـــالی', 'مالی'],
    ['Persian digits', 'ماده ۱۶۹', 'ماده 169'],
    ['Arabic-Indic digits', 'ماده ١٦٩', 'ماده 169'],
    ['Latin digits stay', 'ماده 169', 'ماده 169'],
    ['Latin case', 'IFRS Audit', 'ifrs audit'],
    ['Latin accents', 'café', 'cafe'],
    ['Arabic presentation forms', 'ﻣﺎﻟﻴﺎﺕ', 'مالیات'],
    ['no-break and narrow spaces', 'حساب\u00a0رسی\u202fمالی', 'حساب رسی مالی'],
    ['runs of whitespace and newlines', '  حسابرسی \n\t داخلی  ', 'حسابرسی داخلی'],
    ['Persian punctuation separates words', 'مالیات،بیمه؛ چرا؟ «حسابرسی»', 'مالیات بیمه چرا حسابرسی'],
    ['symbols separate words', 'سود%زیان_نقد', 'سود زیان نقد'],
    ['only symbols and spaces', ' %_ *! ؟ ', ''],
    ['bidi marks', '\u200fمالی\u200e', 'مالی'],
    ['empty', '', ''],
  ])('folds %s', (_name, input, expected) => {
    expect(normalizeForSearch(input)).toBe(expected);
  });

  it('folds the Persian and the Arabic spelling of a phrase to the same text', () => {
    const persian = 'کنترل‌های داخلی در شرکت‌های کوچک ۱۴۰۵';
    const arabic = 'كنترلهاي داخلي در شركتهاي كوچك ١٤٠٥';
    expect(normalizeForSearch(arabic)).toBe(normalizeForSearch(persian));
  });

  it('is idempotent', () => {
    const once = normalizeForSearch('آموزشِ مالیِ «هیئت‌مدیره» ۱۴۰۵');
    expect(normalizeForSearch(once)).toBe(once);
  });
});

describe('search words', () => {
  it.each([
    ['ماليات  كنترل', ['مالیات', 'کنترل']],
    ['   ', []],
    ['%%% ___', []],
    ['می خواهم', ['می', 'خواهم']],
  ])('splits %j into its folded words', (query, words) => {
    expect(searchWords(query)).toEqual(words);
  });
});

describe('plain text of article HTML', () => {
  it.each([
    ['<p>یک</p><p>دو</p>', 'یک دو'],
    ['<h2>عنوان</h2><ul><li>الف</li><li>ب</li></ul>', 'عنوان الف ب'],
    ['<p>کن<strong>ترل</strong></p>', 'کنترل'],
    ['<p>سود&nbsp;&amp;&nbsp;زیان &lt;نقد&gt;</p>', 'سود & زیان <نقد>'],
    ['<p>&#1740;&#x6A9;</p>', 'یک'],
    ['<p>خط<br>بعدی</p>', 'خط بعدی'],
    ['<p>&bogus; &#99999999;</p>', '&bogus; &#99999999;'],
  ])('reads %j as %j', (html, text) => {
    expect(plainTextOfHtml(html)).toBe(text);
  });

  it('stores title and body folded for search', () => {
    expect(searchTextFor('ماده ۱۶۹', '<p>صورت‌حساب <a href="https://x.ir">الكترونيكي</a></p>')).toBe('ماده 169 صورتحساب الکترونیکی');
  });
});
