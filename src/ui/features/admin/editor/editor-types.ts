import type { BaseEditor } from 'slate';
import type { ReactEditor } from 'slate-react';
import type { HistoryEditor } from 'slate-history';
import { MAX_ARTICLE_INDENT } from '../../../../core/domain/article-indent';

export const MAX_INDENT = MAX_ARTICLE_INDENT;
export type IndentLevel = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

export type TextBlockType = 'paragraph' | 'heading-one' | 'heading-two' | 'heading-three' | 'block-quote' | 'list-item';
export type ListType = 'bulleted-list' | 'numbered-list';

export interface FormattedText {
  text: string;
  bold?: true;
  italic?: true;
  underline?: true;
}
export type Mark = 'bold' | 'italic' | 'underline';

export interface LinkElement {
  type: 'link';
  url: string;
  children: FormattedText[];
}

export type InlineNode = FormattedText | LinkElement;

export interface TextBlockElement {
  type: TextBlockType;
  /** 1 to 8; absent for no indent */
  indent?: IndentLevel;
  children: InlineNode[];
}

export interface ListElement {
  type: ListType;
  children: TextBlockElement[];
}

/** A picture from the site's own uploads, with the alt text it must have; a void block. */
export interface ImageElement {
  type: 'image';
  src: string;
  alt: string;
  children: [{ text: '' }];
}

export type BlockElement = TextBlockElement | ListElement | ImageElement;
export type ArticleEditor = BaseEditor & ReactEditor & HistoryEditor;

declare module 'slate' {
  interface CustomTypes {
    Editor: ArticleEditor;
    Element: TextBlockElement | ListElement | LinkElement | ImageElement;
    Text: FormattedText;
  }
}

export const emptyArticle = (): BlockElement[] => [{ type: 'paragraph', children: [{ text: '' }] }];
