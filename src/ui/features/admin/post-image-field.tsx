import { useEffect, useRef, useState, type RefObject } from 'react';
import styled from 'styled-components';
import { hasAcceptedImageExtension, IMAGE_CONTENT_ERROR, IMAGE_TYPE_ERROR } from '../../../core/domain/image-rules';
import { FilePicker } from '../../components/file-picker';

const Preview = styled.img`
  width: min(320px, 100%);
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

export interface PostImage {
  input: RefObject<HTMLInputElement | null>;
  /** the file chosen now; null keeps the stored image */
  file: File | null;
  preview: string | undefined;
  choose(file: File | undefined): void;
  /** the chosen file goes, with its preview: back to the stored image, or none */
  drop(message: string): void;
}

/** The article's picture: a PNG or JPEG the visitor chose, or the stored one, and its preview. */
export function usePostImage(storedPreview: string | undefined, showError: (message: string | null) => void): PostImage {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | undefined>(storedPreview);

  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') return undefined;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const drop = (message: string) => {
    if (input.current) input.current.value = '';
    setFile(null);
    setPreview(storedPreview);
    showError(message);
  };

  const choose = (chosen: File | undefined) => {
    if (chosen && !hasAcceptedImageExtension(chosen.name)) {
      drop(IMAGE_TYPE_ERROR);
      return;
    }
    showError(null);
    setFile(chosen ?? null);
    if (!chosen) setPreview(storedPreview);
  };

  return { input, file, preview, choose, drop };
}

/** The picture's field: a Persian file button, the rule under it and the preview. */
export function PostImageField({ id, image }: { id: string; image: PostImage }) {
  return (
    <>
      <div className="field">
        <span>تصویر مقاله</span>
        <FilePicker
          id={id}
          inputRef={image.input}
          label="تصویر مقاله"
          button="انتخاب تصویر"
          hint={image.file?.name ?? 'تصویری انتخاب نشده است'}
          accept=".png,.jpg,.jpeg"
          onChange={(event) => image.choose(event.target.files?.[0])}
        />
        <p className="hint">فقط عکس PNG یا JPEG (اختیاری)</p>
      </div>
      {/* a chosen file the browser cannot draw is no picture: dropped before it is sent */}
      {image.preview && (
        <Preview src={image.preview} alt="تصویر مقاله" onError={image.file ? () => image.drop(IMAGE_CONTENT_ERROR) : undefined} />
      )}
    </>
  );
}
