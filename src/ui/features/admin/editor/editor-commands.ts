import { Editor, Element, Path, Range, Transforms, type NodeEntry } from 'slate';
import type { ImageElement, IndentLevel, LinkElement, ListType, Mark, TextBlockElement, TextBlockType } from './editor-types';
import { MAX_INDENT } from './editor-types';

export type ToolbarBlock = Exclude<TextBlockType, 'list-item'> | ListType;
const LIST_TYPES: readonly string[] = ['bulleted-list', 'numbered-list'];

export function isMarkActive(editor: Editor, mark: Mark): boolean {
  return Editor.marks(editor)?.[mark] === true;
}

export function toggleMark(editor: Editor, mark: Mark): void {
  if (isMarkActive(editor, mark)) Editor.removeMark(editor, mark);
  else Editor.addMark(editor, mark, true);
}

function textBlocksInSelection(editor: Editor): Array<NodeEntry<TextBlockElement>> {
  if (!editor.selection) return [];
  return [
    ...Editor.nodes<TextBlockElement>(editor, {
      at: Editor.unhangRange(editor, editor.selection),
      match: (node) => Element.isElement(node) && node.type !== 'link' && !LIST_TYPES.includes(node.type),
    }),
  ];
}

export function isBlockActive(editor: Editor, type: ToolbarBlock): boolean {
  if (!editor.selection) return false;
  const [match] = Editor.nodes(editor, {
    at: Editor.unhangRange(editor, editor.selection),
    match: (node) => Element.isElement(node) && node.type === type,
  });
  return Boolean(match);
}

/** Headings, quote, and the two lists: pressing the active one again turns the blocks back to paragraphs. */
export function toggleBlock(editor: Editor, type: ToolbarBlock): void {
  const active = isBlockActive(editor, type);
  const isList = LIST_TYPES.includes(type);
  Editor.withoutNormalizing(editor, () => {
    Transforms.unwrapNodes(editor, { match: (node) => Element.isElement(node) && LIST_TYPES.includes(node.type), split: true });
    const next: TextBlockType = active ? 'paragraph' : isList ? 'list-item' : (type as TextBlockType);
    Transforms.setNodes<TextBlockElement>(
      editor,
      { type: next },
      { match: (node) => Element.isElement(node) && node.type !== 'link' && !LIST_TYPES.includes(node.type) },
    );
    if (!active && isList) Transforms.wrapNodes(editor, { type: type as ListType, children: [] });
  });
}

export function currentIndent(editor: Editor): IndentLevel {
  const [first] = textBlocksInSelection(editor);
  return first?.[0].indent ?? 0;
}

/** Moves every selected block one level in (+1) or out (-1), within 0 to 8. */
export function changeIndent(editor: Editor, step: 1 | -1): void {
  for (const [block, path] of textBlocksInSelection(editor)) {
    const level = Math.min(MAX_INDENT, Math.max(0, (block.indent ?? 0) + step)) as IndentLevel;
    if (level === 0) Transforms.unsetNodes(editor, 'indent', { at: path });
    else Transforms.setNodes<TextBlockElement>(editor, { indent: level }, { at: path });
  }
}

export function activeLink(editor: Editor): LinkElement | null {
  if (!editor.selection) return null;
  const [match] = Editor.nodes<LinkElement>(editor, { match: (node) => Element.isElement(node) && node.type === 'link' });
  return match ? match[0] : null;
}

export function removeLink(editor: Editor): void {
  Transforms.unwrapNodes(editor, { match: (node) => Element.isElement(node) && node.type === 'link' });
}

/** Links the selected text to a checked URL, or inserts the URL itself as linked text. */
export function insertLink(editor: Editor, url: string): void {
  if (!editor.selection) return;
  if (activeLink(editor)) removeLink(editor);
  if (Range.isCollapsed(editor.selection)) {
    Transforms.insertNodes(editor, { type: 'link', url, children: [{ text: url }] });
  } else {
    Transforms.wrapNodes(editor, { type: 'link', url, children: [] }, { split: true });
    Transforms.collapse(editor, { edge: 'end' });
  }
}

/** Puts a picture block at the cursor, with a paragraph after it when it would end the article. */
export function insertImage(editor: Editor, image: ImageElement): void {
  Transforms.insertNodes(editor, image);
  const [, path] = Editor.above(editor, { match: (node) => Element.isElement(node) && node.type === 'image' }) ?? [null, null];
  if (path && !Editor.hasPath(editor, Path.next(path)))
    Transforms.insertNodes(editor, { type: 'paragraph', children: [{ text: '' }] }, { at: Path.next(path), select: true });
}
