import fs from 'node:fs';
import path from 'node:path';
import { Editor, Transforms } from 'slate';
import { createArticleEditor } from '../../../src/ui/features/admin/editor/create-article-editor';
import { htmlToSlate, slateToHtml } from '../../../src/ui/features/admin/editor/html-serialization';
import { pastedHtmlToBlocks, plainTextToBlocks } from '../../../src/ui/features/admin/editor/paste-to-blocks';
import type { BlockElement } from '../../../src/ui/features/admin/editor/editor-types';
import { sanitizeArticleHtml } from '../../../src/core/domain/sanitize-article-html';
import { XSS_PAYLOADS } from '../../fixtures/xss-payloads';

const fixture = (name: string) => fs.readFileSync(path.join(__dirname, '../../fixtures/paste', name), 'utf8');
const pasted = (html: string) => slateToHtml(pastedHtmlToBlocks(html, sanitizeArticleHtml));

/** A paste into an editor holding `html`, the cursor at its end; the sanitizer comes on the first paste, so the result is awaited. */
async function pasteInto(html: string, data: Record<string, string>): Promise<string> {
  const editor = createArticleEditor();
  editor.children = htmlToSlate(html);
  Transforms.select(editor, Editor.end(editor, []));
  editor.insertData({ getData: (type: string) => data[type] ?? '' } as unknown as DataTransfer);
  await new Promise((resolve) => setTimeout(resolve, 0));
  return slateToHtml(editor.children as BlockElement[]);
}

describe('pasting from Word', () => {
  const html = pasted(fixture('word.html'));

  it('keeps headings, bold, italic, underline, indents and the https link', () => {
    expect(html).toContain('<h1>راهنمای مالیات بر ارزش افزوده</h1>');
    expect(html).toContain(
      '<p>این راهنما برای <strong>مودیان حقیقی</strong> و <em>حقوقی</em> نوشته شده و <u>مهلت‌ها</u> را یادآوری می‌کند.</p>',
    );
    expect(html).toContain('<p class="indent-2">بندی با دو پله تورفتگی.</p>');
    expect(html).toContain('<a href="https://tax.gov.ir/">سامانه مالیاتی</a>');
  });

  it("turns mso-list paragraphs into a bulleted and a numbered list, Word's markers gone, level 2 indented", () => {
    expect(html).toContain(
      '<h2>مدارک لازم</h2><ul><li>کارت ملی</li><li><strong>اظهارنامه</strong> سال قبل</li><li class="indent-1">نسخه‌ی چاپی</li></ul>',
    );
    expect(html).toContain('<ol><li>ورود به <a href="https://tax.gov.ir/">سامانه مالیاتی</a></li><li>تکمیل فرم و پرداخت</li></ol>');
  });

  it('keeps a list-styled paragraph without mso-list as a paragraph, and table cells as paragraphs', () => {
    expect(html).toContain('<p class="indent-1">بندی با کلاس فهرست و بی شماره.</p><p>نرخ پایه</p><p>۹ درصد</p><p>پایان.</p>');
  });

  it('drops the script, the handlers, styles, classes, fonts, the javascript link, the local image and empty lines', () => {
    expect(html).not.toMatch(/script|onclick|onerror|style|Mso|mso-|font|javascript|<img|<table|<td|&nbsp;|<p>\s*<\/p>/i);
    expect(sanitizeArticleHtml(html)).toBe(html);
  });
});

describe('pasting from Google Docs', () => {
  const html = pasted(fixture('google-docs.html'));

  it('does not make everything bold for the docs-internal-guid wrapper', () => {
    expect(html).toContain('<h1>برنامه‌ریزی مالی خانواده</h1>');
    expect(html).not.toMatch(/^<strong>/);
  });

  it('turns styled spans into bold, italic and underline', () => {
    expect(html).toContain('<p>بودجه‌ی ماهانه با <strong>سه قاعده‌ی ساده</strong><em> شروع می‌شود</em><u>، نه بیشتر</u>.</p>');
  });

  it('keeps both lists, a level-2 item one step in, and the https link without underlining it again', () => {
    expect(html).toContain(
      '<h2>قاعده‌ها</h2><ol><li><strong>پس‌انداز</strong> پیش از خرج</li><li class="indent-1">دست‌کم ده درصد</li><li>صندوق اضطراری</li></ol><ul><li>بیمه‌ی درمان</li></ul>',
    );
    expect(html).toContain(
      '<p class="indent-1">برای جزئیات <a href="https://example.com/budget?utm=docs">این مقاله</a> را ببینید (نسخه‌ی دیگر).</p>',
    );
  });

  it('drops the data: link, the handlers, the foreign image and the styled overlay but keeps its text', () => {
    expect(html).not.toMatch(/data:|onmouseover|onerror|<img|style|class="docs|position|Comic/);
    expect(html.endsWith('<p>پایان یادداشت</p>')).toBe(true);
  });
});

describe('pasting dangerous HTML', () => {
  it('keeps nothing the server would refuse and runs no script', () => {
    (window as unknown as { __xss?: number }).__xss = undefined;
    for (const payload of XSS_PAYLOADS) {
      const html = pasted(`<p>متن</p>${payload}`);
      expect(sanitizeArticleHtml(html)).toBe(html);
      expect(html).not.toMatch(/<(?!\/?(p|h[123]|strong|em|u|ul|ol|li|a|blockquote|br)\b)[a-z]/i);
      expect(html).not.toMatch(/href="(?!https?:|mailto:|tel:)|\son[a-z]+=|style=/i);
    }
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  });

  it("keeps an image of the site's own uploads with its alt text, and no other", () => {
    expect(
      pasted(
        '<img src="/uploads/posts/a1.png" alt="نمودار"><img src="https://evil.example/uploads/posts/a1.png" alt="x"><img src="/uploads/posts/b2.jpg">',
      ),
    ).toBe('<img src="/uploads/posts/a1.png" alt="نمودار" />');
  });
});

describe('pasting plain text', () => {
  it('makes a paragraph of each part between blank lines, a single line break kept in its paragraph', () => {
    expect(slateToHtml(plainTextToBlocks('بند اول\r\nادامه\r\n\r\n\r\nبند <دوم> & آخر\n  \n'))).toBe(
      '<p>بند اول<br />ادامه</p><p>بند &lt;دوم&gt; &amp; آخر</p>',
    );
    expect(plainTextToBlocks(' \n\n ')).toEqual([]);
  });
});

describe('the editor takes a paste', () => {
  const data = { 'text/html': '<h2 onclick="x()">بخش</h2><p>متن <b>پررنگ</b></p><script>alert(1)</script>', 'text/plain': 'بخش' };

  it('inserts the pasted HTML as blocks into an empty line, through the sanitizer', async () => {
    expect(await pasteInto('<p>آغاز</p><p></p>', data)).toBe('<p>آغاز</p><h2>بخش</h2><p>متن <strong>پررنگ</strong></p>');
  });

  it('joins the first pasted line to the text at the cursor, as a paste in any editor does', async () => {
    expect(await pasteInto('<p>آغاز</p>', data)).toBe('<p>آغازبخش</p><p>متن <strong>پررنگ</strong></p>');
  });

  it('inserts plain text as paragraphs when there is no HTML', async () => {
    expect(await pasteInto('<p>آغاز</p>', { 'text/plain': 'یک\n\nدو' })).toBe('<p>آغازیک</p><p>دو</p>');
  });
});
