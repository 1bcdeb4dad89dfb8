import { postDateText, postExcerpt, readingMinutes, readingTimeText } from '../../../src/core/domain/blog-post';

describe('article text rules', () => {
  it('cuts the excerpt at a word boundary with an ellipsis', () => {
    const html = `<p>${'کلمه '.repeat(60)}</p>`;
    const excerpt = postExcerpt(html, 40);
    expect(excerpt.endsWith('کلمه…')).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(41);
  });

  it('drops the punctuation where the excerpt was cut before the ellipsis', () => {
    expect(postExcerpt('<p>یک دو سه. چهار پنج</p>', 13)).toBe('یک دو سه…');
  });

  it('keeps a short article whole, without markup', () => {
    expect(postExcerpt('<h2>عنوان</h2><p>متن &amp; کوتاه</p>')).toBe('عنوان متن & کوتاه');
  });

  it.each([
    ['<p>یک دو</p>', 1, '۱ دقیقه مطالعه'],
    [`<p>${'واژه '.repeat(200)}</p>`, 1, '۱ دقیقه مطالعه'],
    [`<p>${'واژه '.repeat(1100)}</p>`, 6, '۶ دقیقه مطالعه'],
  ])('reads %#: %i minutes', (html, minutes, text) => {
    expect(readingMinutes(html)).toBe(minutes);
    expect(readingTimeText(html)).toBe(text);
  });

  it("dates an article on Tehran's Jalali calendar", () => {
    expect(postDateText('2026-11-22T08:00:00.000Z')).toBe('۱ آذر ۱۴۰۵');
    // 21:00 UTC is already the next day in Tehran
    expect(postDateText('2026-11-21T21:00:00.000Z')).toBe('۱ آذر ۱۴۰۵');
    expect(postDateText('not a date')).toBe('');
  });
});
