import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { Category } from '../../../core/ports/category-repository';
import type { ImageFile } from '../../../core/ports/admin-post-repository';
import type { SavePostResult } from '../../../core/use-cases/save-post-result';
import { hasAcceptedImageExtension, IMAGE_CONTENT_ERROR, IMAGE_TYPE_ERROR } from '../../../core/domain/image-rules';
import { postDraftErrors, type PostField, type PostFieldErrors } from '../../../core/domain/post-rules';
import { TOKENS } from '../../../core/ports/tokens';
import type { Navigation } from '../../../core/ports/navigation';
import { useService } from '../../services/services-context';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { imageUrl } from '../../components/image-url';
import { useTakenOver } from '../../components/use-taken-over';
import { RichTextEditor } from './editor/rich-text-editor';
import { EditorPlaceholder } from './editor/editor-placeholder';

export interface PostFormValues {
  title: string;
  category: string;
  content: string;
  inMedia: boolean;
  image: ImageFile | null;
}

const Form = styled.form`
  display: grid;
  gap: 1.1rem;
  .field { display: grid; gap: 0.4rem; font-weight: 600; }
  input[type='text'], select {
    min-height: 44px;
    padding: 0 0.75rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 10px;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    width: 100%;
  }
  input[type='file'] { font: inherit; color: ${({ theme }) => theme.colors.text}; max-width: 100%; }
  [aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger} !important; }
  fieldset { display: contents; }
  fieldset:disabled { cursor: progress; }
  fieldset:disabled input, fieldset:disabled select, fieldset:disabled label { opacity: 0.6; }
  .required::after { content: ' *'; color: ${({ theme }) => theme.colors.danger}; }
  .hint { margin: 0; color: ${({ theme }) => theme.colors.muted}; font-weight: 400; font-size: 0.9rem; }
  .field-error { margin: 0; color: ${({ theme }) => theme.colors.danger}; font-weight: 600; font-size: 0.9rem; }
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: 2fr 1fr;
  gap: 1rem;
  @media (max-width: 600px) { grid-template-columns: 1fr; }
`;

const Picker = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  font-weight: 400;
  label {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 1rem;
    border: 2px solid ${({ theme }) => theme.colors.primary};
    border-radius: 10px;
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
    cursor: pointer;
  }
  input:focus-visible + label { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  span { color: ${({ theme }) => theme.colors.muted}; overflow-wrap: anywhere; }
`;

const Preview = styled.img`
  width: min(320px, 100%);
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const Check = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  font-weight: 600;
  input { width: 1.2rem; height: 1.2rem; }
`;

export interface PostFormProps {
  heading: string;
  submitLabel: string;
  initial: Omit<PostFormValues, 'image'> & { imagePath: string | null };
  categories: Category[];
  categoriesError?: string | null;
  onSubmit: (values: PostFormValues) => Promise<SavePostResult>;
}

export const REQUIRED_FIELDS_HINT = 'عنوان، دسته بندی و متن مقاله الزامی هستند (با * نشان داده شده‌اند).';
export const FORM_NOT_READY = 'فرم در حال آماده شدن است…';

const FIELD_ORDER: PostField[] = ['title', 'category', 'content'];

/**
 * The add and edit article form; on success it goes to /post/{slug}. Its own rules (the
 * server's, from core) speak Persian before the button is pressed; the browser's are off. It
 * is drawn on the server as a frame that is visibly not ready, and answers once the app runs.
 */
export function PostForm({ heading, submitLabel, initial, categories, categoriesError = null, onSubmit }: PostFormProps) {
  const ids = { image: useId(), title: useId(), category: useId(), content: useId(), hint: useId() };
  const navigation = useService<Navigation>(TOKENS.Navigation);
  const apiHost = useService<string>(TOKENS.ApiHost);
  const ready = useTakenOver();
  const formRef = useRef<HTMLFormElement>(null);
  const imageInput = useRef<HTMLInputElement>(null);
  const [title, setTitle] = useState(initial.title);
  const [category, setCategory] = useState(initial.category);
  const [content, setContent] = useState(initial.content);
  const [inMedia, setInMedia] = useState(initial.inMedia);
  const [image, setImage] = useState<File | null>(null);
  const storedPreview = imageUrl(apiHost, initial.imagePath);
  const [preview, setPreview] = useState<string | undefined>(storedPreview);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<PostFieldErrors>({});
  // after the first press the rules follow every change, so a fixed field loses its message at once
  const [checking, setChecking] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!image || typeof URL.createObjectURL !== 'function') return undefined;
    const url = URL.createObjectURL(image);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [image]);

  useEffect(() => {
    if (checking) setFieldErrors(postDraftErrors({ title, category, content }));
  }, [checking, title, category, content]);

  /** The chosen file goes, with its preview: back to the stored image, or none. */
  const dropImage = (message: string) => {
    if (imageInput.current) imageInput.current.value = '';
    setImage(null);
    setPreview(storedPreview);
    setError(message);
  };

  const chooseImage = (file: File | undefined) => {
    if (file && !hasAcceptedImageExtension(file.name)) {
      dropImage(IMAGE_TYPE_ERROR);
      return;
    }
    setError(null);
    setImage(file ?? null);
    if (!file) setPreview(storedPreview);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || saving) return;
    const errors = postDraftErrors({ title, category, content });
    setChecking(true);
    setFieldErrors(errors);
    const firstInvalid = FIELD_ORDER.find((field) => errors[field]);
    if (firstInvalid) {
      const target = firstInvalid === 'content' ? formRef.current?.querySelector<HTMLElement>('[contenteditable="true"]') : document.getElementById(ids[firstInvalid]);
      target?.focus();
      return;
    }
    setSaving(true);
    setError(null);
    const result = await onSubmit({ title, category, content, inMedia, image });
    setSaving(false);
    if (result.ok) navigation.navigate(`/post/${result.slug}`);
    else if (result.error === IMAGE_CONTENT_ERROR) dropImage(result.error);
    else setError(result.error);
  };

  const errorId = (field: PostField) => `${ids[field]}-error`;
  const describedBy = (field: PostField) => (fieldErrors[field] ? `${errorId(field)} ${ids.hint}` : ids.hint);
  const fieldError = (field: PostField) =>
    fieldErrors[field] ? <p className="field-error" id={errorId(field)}>{fieldErrors[field]}</p> : null;

  return (
    <Form ref={formRef} onSubmit={submit} noValidate aria-busy={!ready || undefined}>
      <h2 style={{ margin: 0 }}>{heading}</h2>
      <p className="hint" id={ids.hint}>{ready ? REQUIRED_FIELDS_HINT : FORM_NOT_READY}</p>
      <fieldset disabled={!ready}>
        <div className="field">
          <span>تصویر مقاله</span>
          {/* The browser's own file button speaks the browser's language; this one speaks Persian. */}
          <Picker>
            <input
              ref={imageInput}
              id={ids.image}
              className="visually-hidden"
              type="file"
              accept=".png,.jpg,.jpeg"
              aria-label="تصویر مقاله"
              onChange={(event) => chooseImage(event.target.files?.[0])}
            />
            <label htmlFor={ids.image}>انتخاب تصویر</label>
            <span>{image?.name ?? 'تصویری انتخاب نشده است'}</span>
          </Picker>
          <p className="hint">فقط عکس PNG یا JPEG (اختیاری)</p>
        </div>
        {/* a chosen file the browser cannot draw is no picture: dropped before it is sent */}
        {preview && <Preview src={preview} alt="تصویر مقاله" onError={image ? () => dropImage(IMAGE_CONTENT_ERROR) : undefined} />}
        <Row>
          <div className="field">
            <label className="required" htmlFor={ids.title}>عنوان مقاله</label>
            <input
              id={ids.title}
              type="text"
              required
              aria-invalid={fieldErrors.title ? true : undefined}
              aria-describedby={describedBy('title')}
              value={title}
              onChange={(event) => setTitle(event.target.value)}
            />
            {fieldError('title')}
          </div>
          <div className="field">
            <label className="required" htmlFor={ids.category}>دسته بندی</label>
            <select
              id={ids.category}
              required
              aria-invalid={fieldErrors.category ? true : undefined}
              aria-describedby={describedBy('category')}
              value={category}
              onChange={(event) => setCategory(event.target.value)}
            >
              <option value="">انتخاب دسته بندی</option>
              {categories.map((option) => (
                <option key={option._id} value={option._id}>{option.title}</option>
              ))}
            </select>
            {fieldError('category')}
          </div>
        </Row>
        {categoriesError && <Alert kind="error">{categoriesError}</Alert>}
        <div className="field">
          <span className="required">متن مقاله</span>
          {ready ? (
            <RichTextEditor
              label="متن مقاله"
              initialHtml={initial.content}
              onChange={setContent}
              required
              invalid={Boolean(fieldErrors.content)}
              describedBy={describedBy('content')}
            />
          ) : (
            <EditorPlaceholder label="متن مقاله" />
          )}
          {fieldError('content')}
        </div>
        <Check>
          <input type="checkbox" checked={inMedia} onChange={(event) => setInMedia(event.target.checked)} />
          حضور در رسانه
        </Check>
        {error && <Alert kind="error">{error}</Alert>}
        <div>
          <Button type="submit" disabled={!ready || saving}>{saving ? 'در حال ذخیره...' : submitLabel}</Button>
        </div>
      </fieldset>
    </Form>
  );
}
