import { useId, useState, type ReactNode } from 'react';
import { useSlate, ReactEditor } from 'slate-react';
import { Transforms, type BaseRange } from 'slate';
import styled from 'styled-components';
import { toPersianDigits } from '../../../../core/domain/persian-digits';
import { Button } from '../../../components/button';
import { MAX_INDENT, type Mark } from './editor-types';
import {
  activeLink,
  changeIndent,
  currentIndent,
  insertLink,
  isBlockActive,
  isMarkActive,
  removeLink,
  toggleBlock,
  toggleMark,
  type ToolbarBlock,
} from './editor-commands';
import { checkLinkUrl } from './link-rules';
import { LinkIcon, UnlinkIcon } from '../admin-icons';
import { ImageInsertForm } from './image-insert-form';
import { IMAGE_INSERT_MESSAGES } from './editor-messages';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  padding: 0.4rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-radius: ${({ theme }) => theme.radius} ${({ theme }) => theme.radius} 0 0;
`;

const Tool = styled.button<{ $active: boolean }>`
  min-width: 40px;
  min-height: 40px;
  padding: 0 0.55rem;
  border-radius: 8px;
  border: 1px solid ${({ theme, $active }) => ($active ? theme.colors.primary : 'transparent')};
  background: ${({ theme, $active }) => ($active ? theme.colors.surface : 'transparent')};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.surface};
  }
  &:disabled {
    opacity: 0.45;
    cursor: not-allowed;
  }
`;

const Separator = styled.span`
  width: 1px;
  align-self: stretch;
  margin: 0.2rem 0.15rem;
  background: ${({ theme }) => theme.colors.border};
`;

const LinkForm = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  width: 100%;
  padding: 0.4rem 0.2rem 0.2rem;
  input {
    flex: 1 1 14rem;
    min-height: 40px;
    padding: 0 0.6rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 8px;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    direction: ltr;
    text-align: left;
  }
`;

const LinkError = styled.p`
  width: 100%;
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.9rem;
`;

function ToolButton({
  label,
  active = false,
  disabled = false,
  onPress,
  children,
}: {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onPress: () => void;
  children: ReactNode;
}) {
  return (
    <Tool
      type="button"
      title={label}
      aria-label={label}
      aria-pressed={active}
      disabled={disabled}
      $active={active}
      // mousedown would take the focus (and the selection) out of the editor
      onMouseDown={(event) => event.preventDefault()}
      onClick={onPress}
    >
      {children}
    </Tool>
  );
}

const MARKS: Array<{ mark: Mark; label: string; glyph: ReactNode }> = [
  { mark: 'bold', label: 'پررنگ', glyph: <strong>ب</strong> },
  { mark: 'italic', label: 'کج', glyph: <em>ک</em> },
  { mark: 'underline', label: 'زیرخط', glyph: <u>ز</u> },
];

const BLOCKS: Array<{ type: ToolbarBlock; label: string; glyph: string }> = [
  { type: 'heading-one', label: 'عنوان ۱', glyph: 'ع۱' },
  { type: 'heading-two', label: 'عنوان ۲', glyph: 'ع۲' },
  { type: 'heading-three', label: 'عنوان ۳', glyph: 'ع۳' },
  { type: 'bulleted-list', label: 'فهرست نقطه‌ای', glyph: '•' },
  { type: 'numbered-list', label: 'فهرست شماره‌دار', glyph: '۱.' },
  { type: 'block-quote', label: 'نقل قول', glyph: '«»' },
];

/** The editor's toolbar: marks, headings 1-3, lists, quote, links, pictures, indent 1-8, undo and redo. */
export function EditorToolbar() {
  const editor = useSlate();
  const inputId = useId();
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkUrl, setLinkUrl] = useState('');
  const [linkError, setLinkError] = useState<string | null>(null);
  const [savedSelection, setSavedSelection] = useState<BaseRange | null>(null);
  const [imageOpen, setImageOpen] = useState(false);
  const indent = currentIndent(editor);
  const link = activeLink(editor);

  const openLink = () => {
    setSavedSelection(editor.selection);
    setLinkUrl(link?.url ?? '');
    setLinkError(null);
    setLinkOpen(true);
  };
  const applyLink = () => {
    const checked = checkLinkUrl(linkUrl);
    if (!checked.ok) {
      setLinkError(checked.error);
      return;
    }
    ReactEditor.focus(editor);
    if (savedSelection) Transforms.select(editor, savedSelection);
    insertLink(editor, checked.url);
    setLinkOpen(false);
  };

  return (
    <Bar role="toolbar" aria-label="ابزارهای ویرایش متن">
      {BLOCKS.slice(0, 3).map(({ type, label, glyph }) => (
        <ToolButton key={type} label={label} active={isBlockActive(editor, type)} onPress={() => toggleBlock(editor, type)}>
          {glyph}
        </ToolButton>
      ))}
      <Separator />
      {MARKS.map(({ mark, label, glyph }) => (
        <ToolButton key={mark} label={label} active={isMarkActive(editor, mark)} onPress={() => toggleMark(editor, mark)}>
          {glyph}
        </ToolButton>
      ))}
      <Separator />
      {BLOCKS.slice(3).map(({ type, label, glyph }) => (
        <ToolButton key={type} label={label} active={isBlockActive(editor, type)} onPress={() => toggleBlock(editor, type)}>
          {glyph}
        </ToolButton>
      ))}
      <Separator />
      <ToolButton label="پیوند" active={Boolean(link)} onPress={openLink}>
        <LinkIcon />
      </ToolButton>
      <ToolButton label="برداشتن پیوند" disabled={!link} onPress={() => removeLink(editor)}>
        <UnlinkIcon />
      </ToolButton>
      <ToolButton
        label={IMAGE_INSERT_MESSAGES.button}
        active={imageOpen}
        onPress={() => {
          setSavedSelection(editor.selection);
          setImageOpen(true);
        }}
      >
        ▣
      </ToolButton>
      <Separator />
      <ToolButton label="کاهش تورفتگی" disabled={indent === 0} onPress={() => changeIndent(editor, -1)}>
        ⇥
      </ToolButton>
      <ToolButton label="افزایش تورفتگی" disabled={indent >= MAX_INDENT} onPress={() => changeIndent(editor, 1)}>
        ⇤
      </ToolButton>
      <span aria-live="polite" title="سطح تورفتگی" style={{ alignSelf: 'center', minWidth: '1.5rem', textAlign: 'center' }}>
        {toPersianDigits(indent)}
      </span>
      <Separator />
      <ToolButton label="واگرد" disabled={editor.history.undos.length === 0} onPress={() => editor.undo()}>
        ↶
      </ToolButton>
      <ToolButton label="ازنو" disabled={editor.history.redos.length === 0} onPress={() => editor.redo()}>
        ↷
      </ToolButton>
      {imageOpen && <ImageInsertForm at={savedSelection} onClose={() => setImageOpen(false)} />}
      {linkOpen && (
        <LinkForm>
          <label htmlFor={inputId}>نشانی پیوند</label>
          <input
            id={inputId}
            value={linkUrl}
            placeholder="https://"
            onChange={(event) => setLinkUrl(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                applyLink();
              }
              if (event.key === 'Escape') setLinkOpen(false);
            }}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the field opens because the writer asked for a link: the caret goes where they will type
            autoFocus
          />
          <Button type="button" onClick={applyLink}>
            افزودن پیوند
          </Button>
          <Button type="button" $variant="ghost" onClick={() => setLinkOpen(false)}>
            انصراف
          </Button>
          {linkError && <LinkError role="alert">{linkError}</LinkError>}
        </LinkForm>
      )}
    </Bar>
  );
}
