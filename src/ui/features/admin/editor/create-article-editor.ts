import { createEditor, Editor, Element, Transforms } from 'slate';
import { withReact } from 'slate-react';
import { withHistory } from 'slate-history';
import type { ArticleEditor, TextBlockElement } from './editor-types';
import { withTimedHistory } from './timed-history';
import { withArticlePaste } from './paste-to-blocks';

const HEADINGS: readonly string[] = ['heading-one', 'heading-two', 'heading-three', 'block-quote'];

/** Links are inline, images void; Enter after a heading starts a paragraph; Enter on an empty list item leaves the list. */
function withArticleBlocks(editor: ArticleEditor): ArticleEditor {
  const { isInline, isVoid, insertBreak } = editor;
  editor.isInline = (element) => element.type === 'link' || isInline(element);
  editor.isVoid = (element) => element.type === 'image' || isVoid(element);
  editor.insertBreak = () => {
    const entry = Editor.above<TextBlockElement>(editor, {
      match: (node) =>
        Element.isElement(node) &&
        node.type !== 'link' &&
        Editor.isBlock(editor, node) &&
        !('children' in node && node.children.some((c) => Element.isElement(c) && c.type === 'list-item')),
    });
    if (entry && entry[0].type === 'list-item' && Editor.isEmpty(editor, entry[0])) {
      Transforms.unwrapNodes(editor, {
        match: (node) => Element.isElement(node) && (node.type === 'bulleted-list' || node.type === 'numbered-list'),
        split: true,
      });
      Transforms.setNodes<TextBlockElement>(editor, { type: 'paragraph' });
      return;
    }
    insertBreak();
    if (entry && HEADINGS.includes(entry[0].type))
      Transforms.setNodes<TextBlockElement>(editor, { type: 'paragraph', indent: entry[0].indent });
  };
  return editor;
}

export function createArticleEditor(now: () => number = Date.now): ArticleEditor {
  return withTimedHistory(withArticlePaste(withArticleBlocks(withHistory(withReact(createEditor())))), now);
}
