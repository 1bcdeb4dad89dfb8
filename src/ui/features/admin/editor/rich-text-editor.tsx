import { useCallback, useMemo, useState } from 'react';
import { Slate, Editable, ReactEditor, type RenderElementProps, type RenderLeafProps } from 'slate-react';
import type { Descendant } from 'slate';
import styled from 'styled-components';
import { articleContentStyles } from '../../../components/article-content-styles';
import type { BlockElement } from './editor-types';
import { createArticleEditor } from './create-article-editor';
import { BLOCK_TAGS, htmlToSlate, LIST_TAGS, slateToHtml } from './html-serialization';
import { EditorToolbar } from './editor-toolbar';
import { toggleMark } from './editor-commands';

const Frame = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  &:focus-within {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

/** The article's own stylesheet, the one the public page uses, so what is written here is what is published. */
const Body = styled.div`
  padding: 0.75rem 1rem;
  min-height: 14rem;
  font-size: 1.05rem;
  line-height: 2.1;
  [data-slate-editor] {
    min-height: 12rem;
    outline: none;
    ${articleContentStyles}
  }
`;

const ELEMENT_TAGS = { ...BLOCK_TAGS, ...LIST_TAGS };

function ArticleElement({ attributes, children, element }: RenderElementProps) {
  if (element.type === 'link') {
    return (
      <a {...attributes} href={element.url} onClick={(event) => event.preventDefault()}>
        {children}
      </a>
    );
  }
  if (element.type === 'image') {
    return (
      <div {...attributes} contentEditable={false}>
        <img src={element.src} alt={element.alt} />
        {children}
      </div>
    );
  }
  const Tag = ELEMENT_TAGS[element.type];
  const indent = 'indent' in element && element.indent ? `indent-${element.indent}` : undefined;
  return (
    <Tag {...attributes} className={indent}>
      {children}
    </Tag>
  );
}

function ArticleLeaf({ attributes, children, leaf }: RenderLeafProps) {
  let content = children;
  if (leaf.underline) content = <u>{content}</u>;
  if (leaf.italic) content = <em>{content}</em>;
  if (leaf.bold) content = <strong>{content}</strong>;
  return <span {...attributes}>{content}</span>;
}

const SHORTCUTS: Record<string, 'bold' | 'italic' | 'underline'> = { b: 'bold', i: 'italic', u: 'underline' };

export interface RichTextEditorProps {
  /** the article's HTML when the editor opens; later changes of this prop are not followed */
  initialHtml: string;
  onChange: (html: string) => void;
  label: string;
  required?: boolean;
  invalid?: boolean;
  /** the id of the text that explains the field (its hint or its error) */
  describedBy?: string;
}

/** The article body editor: right-to-left, with its toolbar, writing HTML the server's sanitizer keeps as is. */
export function RichTextEditor({ initialHtml, onChange, label, required, invalid, describedBy }: RichTextEditorProps) {
  const editor = useMemo(() => createArticleEditor(), []);
  const [initialValue] = useState<Descendant[]>(() => htmlToSlate(initialHtml));
  const renderElement = useCallback((props: RenderElementProps) => <ArticleElement {...props} />, []);
  const renderLeaf = useCallback((props: RenderLeafProps) => <ArticleLeaf {...props} />, []);

  return (
    <Frame>
      <Slate editor={editor} initialValue={initialValue} onValueChange={(value) => onChange(slateToHtml(value as BlockElement[]))}>
        <EditorToolbar />
        <Body>
          <Editable
            dir="rtl"
            aria-label={label}
            aria-multiline="true"
            aria-required={required || undefined}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            renderElement={renderElement}
            renderLeaf={renderLeaf}
            spellCheck
            // every paste goes through the editor's own reading (withArticlePaste), in every browser
            onPaste={(event) => {
              event.preventDefault();
              ReactEditor.insertData(editor, event.clipboardData);
            }}
            onKeyDown={(event) => {
              const mark = SHORTCUTS[event.key.toLowerCase()];
              if (mark && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey) {
                event.preventDefault();
                toggleMark(editor, mark);
              }
            }}
          />
        </Body>
      </Slate>
    </Frame>
  );
}
