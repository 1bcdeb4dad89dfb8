import { useCallback, useMemo, useState } from 'react';
import { Slate, Editable, type RenderElementProps, type RenderLeafProps } from 'slate-react';
import type { Descendant } from 'slate';
import styled from 'styled-components';
import type { BlockElement } from './editor-types';
import { createArticleEditor } from './create-article-editor';
import { BLOCK_TAGS, htmlToSlate, LIST_TAGS, slateToHtml } from './html-serialization';
import { EditorToolbar } from './editor-toolbar';
import { toggleMark } from './editor-commands';

const Frame = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  &:focus-within { border-color: ${({ theme }) => theme.colors.primary}; }
`;

const Body = styled.div`
  padding: 0.75rem 1rem;
  min-height: 14rem;
  line-height: 1.9;
  [data-slate-editor] { min-height: 12rem; outline: none; }
  h1, h2, h3 { margin: 0.6rem 0; }
  p { margin: 0.4rem 0; }
  blockquote {
    margin: 0.5rem 0;
    padding: 0.25rem 0.9rem;
    border-left: 4px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.muted};
  }
  ul, ol { margin: 0.4rem 0; padding-left: 1.6rem; }
  a { color: ${({ theme }) => theme.colors.primary}; }
  ${[1, 2, 3, 4, 5, 6, 7, 8].map((level) => `.indent-${level} { margin-left: ${level * 2}em; }`).join('\n')}
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
      <Slate
        editor={editor}
        initialValue={initialValue}
        onValueChange={(value) => onChange(slateToHtml(value as BlockElement[]))}
      >
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
