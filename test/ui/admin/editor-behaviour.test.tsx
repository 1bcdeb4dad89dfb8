import { Editor, Transforms } from 'slate';
import { createArticleEditor } from '../../../src/ui/features/admin/editor/create-article-editor';
import { changeIndent, currentIndent, insertLink, toggleBlock, toggleMark } from '../../../src/ui/features/admin/editor/editor-commands';
import { checkLinkUrl } from '../../../src/ui/features/admin/editor/link-rules';
import { htmlToSlate, slateToHtml } from '../../../src/ui/features/admin/editor/html-serialization';
import type { BlockElement } from '../../../src/ui/features/admin/editor/editor-types';

function editorWith(html: string) {
  let time = 0;
  const editor = createArticleEditor(() => time);
  editor.children = htmlToSlate(html);
  Transforms.select(editor, Editor.end(editor, []));
  return {
    editor,
    html: () => slateToHtml(editor.children as BlockElement[]),
    at: (ms: number) => {
      time = ms;
    },
  };
}

describe('the editor history', () => {
  it('joins changes less than 1000 ms apart into one undo step', () => {
    const { editor, html, at } = editorWith('<p>الف</p>');
    at(0);
    editor.insertText('ب');
    at(400);
    editor.insertText('پ');
    at(1399);
    editor.insertText(' ');
    Transforms.move(editor, { distance: 1, reverse: true });
    at(1500);
    editor.insertText('ت');
    expect(editor.history.undos).toHaveLength(1);
    editor.undo();
    expect(html()).toBe('<p>الف</p>');
    editor.redo();
    expect(html()).toBe('<p>الفبپت </p>');
  });

  it('starts a new step after a pause of 1000 ms, whatever the kind of change', () => {
    const { editor, html, at } = editorWith('<p>الف</p>');
    at(0);
    editor.insertText('ب');
    at(1000);
    editor.insertText('پ');
    at(2500);
    toggleBlock(editor, 'heading-one');
    expect(editor.history.undos).toHaveLength(3);
    editor.undo();
    expect(html()).toBe('<p>الفبپ</p>');
    editor.undo();
    expect(html()).toBe('<p>الفب</p>');
  });

  it('keeps at most 100 undo steps, dropping the oldest', () => {
    const { editor, html, at } = editorWith('<p></p>');
    for (let i = 0; i < 130; i++) {
      at(i * 2000);
      editor.insertText('x');
    }
    expect(editor.history.undos).toHaveLength(100);
    for (let i = 0; i < 150; i++) editor.undo();
    expect(html()).toBe(`<p>${'x'.repeat(30)}</p>`);
  });

  it('starts a new step after an undo even without a pause', () => {
    const { editor, html, at } = editorWith('<p>a</p>');
    at(0);
    editor.insertText('b');
    at(3000);
    editor.insertText('c');
    editor.undo();
    at(3100);
    editor.insertText('d');
    editor.undo();
    expect(html()).toBe('<p>ab</p>');
  });
});

describe('the editor commands', () => {
  it('turns a paragraph into headings 1 to 3 and back', () => {
    const { editor, html } = editorWith('<p>متن</p>');
    toggleBlock(editor, 'heading-three');
    expect(html()).toBe('<h3>متن</h3>');
    toggleBlock(editor, 'heading-one');
    expect(html()).toBe('<h1>متن</h1>');
    toggleBlock(editor, 'heading-one');
    expect(html()).toBe('<p>متن</p>');
  });

  it('makes bulleted and numbered lists and switches between them', () => {
    const { editor, html } = editorWith('<p>یک</p>');
    toggleBlock(editor, 'bulleted-list');
    expect(html()).toBe('<ul><li>یک</li></ul>');
    toggleBlock(editor, 'numbered-list');
    expect(html()).toBe('<ol><li>یک</li></ol>');
    toggleBlock(editor, 'numbered-list');
    expect(html()).toBe('<p>یک</p>');
  });

  it('leaves a list when Enter is pressed on an empty item, and a heading is followed by a paragraph', () => {
    const { editor, html } = editorWith('<ul><li>یک</li></ul>');
    editor.insertBreak();
    editor.insertBreak();
    editor.insertText('بعد');
    expect(html()).toBe('<ul><li>یک</li></ul><p>بعد</p>');
    toggleBlock(editor, 'heading-two');
    editor.insertBreak();
    editor.insertText('متن');
    expect(html()).toBe('<ul><li>یک</li></ul><h2>بعد</h2><p>متن</p>');
  });

  it('indents from level 0 up to 8 and no further, and back to none', () => {
    const { editor, html } = editorWith('<p>متن</p>');
    for (let i = 0; i < 10; i++) changeIndent(editor, 1);
    expect(currentIndent(editor)).toBe(8);
    expect(html()).toBe('<p class="indent-8">متن</p>');
    for (let i = 0; i < 10; i++) changeIndent(editor, -1);
    expect(html()).toBe('<p>متن</p>');
  });

  it('applies bold, italic and underline to the selection', () => {
    const { editor, html } = editorWith('<p>متن</p>');
    Transforms.select(editor, { anchor: Editor.start(editor, []), focus: Editor.end(editor, []) });
    toggleMark(editor, 'bold');
    toggleMark(editor, 'underline');
    expect(html()).toBe('<p><strong><u>متن</u></strong></p>');
    toggleMark(editor, 'bold');
    expect(html()).toBe('<p><u>متن</u></p>');
  });

  it('links the selected text, or inserts the address as a link', () => {
    const { editor, html } = editorWith('<p>سایت</p>');
    Transforms.select(editor, { anchor: Editor.start(editor, []), focus: Editor.end(editor, []) });
    insertLink(editor, 'https://example.com');
    expect(html()).toBe('<p><a href="https://example.com">سایت</a></p>');
    Transforms.select(editor, Editor.end(editor, []));
    editor.insertText(' ');
    insertLink(editor, 'tel:+982100000000');
    expect(html()).toBe('<p><a href="https://example.com">سایت</a> <a href="tel:+982100000000">tel:+982100000000</a></p>');
  });
});

describe('link addresses', () => {
  it.each(['https://example.com/a?b=1', 'http://example.com', 'mailto:info@example.com', 'tel:+982112345678'])('accepts %s', (url) => {
    expect(checkLinkUrl(url)).toEqual({ ok: true, url });
  });

  it('takes a bare address as https', () => {
    expect(checkLinkUrl(' example.com/page ')).toEqual({ ok: true, url: 'https://example.com/page' });
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>',
    'vbscript:x',
    'ftp://example.com',
    'file:///etc/passwd',
    '//evil.example',
    '/relative',
  ])('refuses %s with a Persian message', (url) => {
    expect(checkLinkUrl(url)).toEqual({ ok: false, error: 'فقط پیوندهای http، https، mailto و tel پذیرفته می‌شوند' });
  });

  it('asks for an address when the field is empty', () => {
    expect(checkLinkUrl('  ')).toEqual({ ok: false, error: 'نشانی پیوند را وارد کنید' });
  });
});
