import { useId, useState } from 'react';
import { ReactEditor, useSlate } from 'slate-react';
import { Transforms, type BaseRange } from 'slate';
import styled from 'styled-components';
import { hasAcceptedImageExtension, IMAGE_TYPE_ERROR } from '../../../../core/domain/image-rules';
import { BLOG_USE_CASES } from '../../../../core/use-cases/blog/blog-tokens';
import { useService } from '../../../services/services-context';
import { Button } from '../../../components/button';
import { insertImage } from './editor-commands';
import { IMAGE_INSERT_MESSAGES as M } from './editor-messages';
import { imageBlock } from './html-serialization';

const Form = styled.div`
  display: grid;
  gap: 0.4rem;
  width: 100%;
  padding: 0.4rem 0.2rem 0.2rem;
  input[type='text'] {
    min-height: 40px;
    padding: 0 0.6rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 8px;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.danger};
  }
`;

/**
 * A picture for the body: a PNG or JPEG, uploaded with the cover's checks, and the alt text
 * it must have; put where the cursor was when the form opened.
 */
export function ImageInsertForm({ at, onClose }: { at: BaseRange | null; onClose: () => void }) {
  const editor = useSlate();
  const uploadImage = useService(BLOG_USE_CASES.UploadArticleImage);
  const fileId = useId();
  const altId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const insert = async () => {
    if (!file) return setError(M.fileRequired);
    if (!hasAcceptedImageExtension(file.name)) return setError(IMAGE_TYPE_ERROR);
    if (alt.trim() === '') return setError(M.altRequired);
    setBusy(true);
    setError(null);
    const uploaded = await uploadImage.execute(file);
    if (uploaded.ok) {
      ReactEditor.focus(editor);
      if (at) Transforms.select(editor, at);
      insertImage(editor, imageBlock(uploaded.value, alt.trim()));
      onClose();
    } else {
      setError(uploaded.message);
    }
    setBusy(false);
  };

  return (
    <Form>
      <label htmlFor={fileId}>{M.fileLabel}</label>
      <input
        id={fileId}
        type="file"
        accept=".png,.jpg,.jpeg,image/png,image/jpeg"
        onChange={(event) => setFile(event.target.files?.[0] ?? null)}
      />
      <label htmlFor={altId}>{M.altLabel}</label>
      <input
        id={altId}
        type="text"
        value={alt}
        required
        aria-describedby={`${altId}-hint`}
        onChange={(event) => setAlt(event.target.value)}
      />
      <small id={`${altId}-hint`}>{M.altHint}</small>
      <div>
        <Button type="button" disabled={busy} onClick={() => void insert()}>
          {busy ? M.uploading : M.insert}
        </Button>
        <Button type="button" $variant="ghost" onClick={onClose}>
          {M.cancel}
        </Button>
      </div>
      {error && <p role="alert">{error}</p>}
    </Form>
  );
}
