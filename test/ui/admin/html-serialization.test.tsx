import fc from 'fast-check';
import { htmlToSlate, slateToHtml } from '../../../src/ui/features/admin/editor/html-serialization';
import type { BlockElement, FormattedText, TextBlockElement } from '../../../src/ui/features/admin/editor/editor-types';
import { sanitizeArticleHtml } from '../../../src/core/domain/sanitize-article-html';
import { DEMO_ARTICLES } from '../../../server/seed/demo-articles';

const EDITOR_HTML = [
  '<h1>عنوان اصلی</h1>',
  '<h2 class="indent-1">بخش دوم</h2>',
  '<h3>زیربخش</h3>',
  '<p>متن <strong>پررنگ</strong>، <em>کج</em>، <u>زیرخط</u> و <strong><em><u>هر سه</u></em></strong>.</p>',
  '<p class="indent-8">خط اول<br />خط دوم &amp; &lt;نشانه&gt; "نقل"</p>',
  '<ul><li>یک</li><li class="indent-2"><strong>دو</strong></li></ul>',
  '<ol><li>اول</li><li>دوم <a href="https://example.com/?a=1&amp;b=2">پیوند</a></li></ol>',
  '<blockquote>نقل قول</blockquote>',
  '<p><a href="mailto:info@example.com">ایمیل</a> و <a href="tel:+982112345678"><strong>تلفن</strong></a></p>',
  '<p></p>',
].join('');

describe('article HTML and the editor value', () => {
  it('reads editor HTML and writes it back byte for byte', () => {
    expect(slateToHtml(htmlToSlate(EDITOR_HTML))).toBe(EDITOR_HTML);
  });

  it('shows headings, marks, lists, links and indents as editor nodes', () => {
    const value = htmlToSlate(
      '<h2 class="indent-3">بخش</h2><p>a <strong>b</strong></p><ul><li>c</li></ul><p><a href="https://x.ir">d</a></p>',
    );
    expect(value).toEqual([
      { type: 'heading-two', indent: 3, children: [{ text: 'بخش' }] },
      { type: 'paragraph', children: [{ text: 'a ' }, { text: 'b', bold: true }] },
      { type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: 'c' }] }] },
      { type: 'paragraph', children: [{ text: '' }, { type: 'link', url: 'https://x.ir', children: [{ text: 'd' }] }, { text: '' }] },
    ]);
  });

  it('keeps every demo article unchanged through the editor', () => {
    for (const article of DEMO_ARTICLES) expect(slateToHtml(htmlToSlate(article.content))).toBe(article.content);
  });

  it('writes nothing the server sanitizer would change', () => {
    expect(sanitizeArticleHtml(EDITOR_HTML)).toBe(EDITOR_HTML);
  });

  it('opens an empty article as one empty paragraph', () => {
    expect(htmlToSlate('')).toEqual([{ type: 'paragraph', children: [{ text: '' }] }]);
    expect(htmlToSlate('  ')).toEqual([{ type: 'paragraph', children: [{ text: '' }] }]);
  });

  it('wraps loose text in a paragraph and reads b and i as bold and italic', () => {
    expect(htmlToSlate('سلام <b>دنیا</b><div><i>x</i></div>')).toEqual([
      { type: 'paragraph', children: [{ text: 'سلام ' }, { text: 'دنیا', bold: true }] },
      { type: 'paragraph', children: [{ text: 'x', italic: true }] },
    ]);
  });

  it('never runs a script while reading HTML', () => {
    (window as unknown as { __xss?: number }).__xss = undefined;
    htmlToSlate('<img src=x onerror="window.__xss=1"><script>window.__xss=1</script><p>متن</p>');
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  });

  describe('for any value the editor can hold', () => {
    const text = fc.stringMatching(/^[a-zآ-ی0-9 &<>"'\n]{1,8}$/);
    const leaf: fc.Arbitrary<FormattedText> = fc.record(
      { text, bold: fc.constant(true), italic: fc.constant(true), underline: fc.constant(true) },
      { requiredKeys: ['text'] },
    );
    const link = fc.record({
      type: fc.constant('link' as const),
      url: fc.constantFrom('https://a.ir/?x=1&y="2"', 'mailto:a@b.ir', 'tel:+98'),
      children: fc.array(leaf, { minLength: 1, maxLength: 2 }),
    });
    const inlines = fc.array(fc.oneof(leaf, link), { minLength: 1, maxLength: 4 });
    const indent = fc.option(fc.constantFrom(1, 2, 3, 4, 5, 6, 7, 8) as fc.Arbitrary<1 | 2 | 3 | 4 | 5 | 6 | 7 | 8>, { nil: undefined });
    const textBlock = (type: fc.Arbitrary<TextBlockElement['type']>) =>
      fc
        .record({ type, indent, children: inlines })
        .map((block) => (block.indent ? block : { type: block.type, children: block.children }) as TextBlockElement);
    const block: fc.Arbitrary<BlockElement> = fc.oneof(
      textBlock(fc.constantFrom('paragraph', 'heading-one', 'heading-two', 'heading-three', 'block-quote')),
      fc.record({
        type: fc.constantFrom('bulleted-list' as const, 'numbered-list' as const),
        children: fc.array(textBlock(fc.constant('list-item' as const)), { minLength: 1, maxLength: 3 }),
      }),
    );
    const value = fc.array(block, { minLength: 1, maxLength: 5 });

    it('writes HTML that reads back to the same HTML and that the sanitizer keeps', () => {
      fc.assert(
        fc.property(value, (doc) => {
          // Slate keeps neighbouring texts with equal marks merged; reading HTML does the same.
          const html = slateToHtml(htmlToSlate(slateToHtml(doc)));
          expect(slateToHtml(htmlToSlate(html))).toBe(html);
          expect(sanitizeArticleHtml(slateToHtml(doc))).toBe(slateToHtml(doc));
        }),
        { numRuns: 300 },
      );
    });

    it('reads back the same value once normalized', () => {
      fc.assert(
        fc.property(value, (doc) => {
          const once = htmlToSlate(slateToHtml(doc));
          expect(htmlToSlate(slateToHtml(once))).toEqual(once);
        }),
        { numRuns: 200 },
      );
    });
  });
});
