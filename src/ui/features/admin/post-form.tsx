import { useEffect, useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { Category } from '../../../core/ports/category-repository';
import type { ImageFile } from '../../../core/ports/admin-post-repository';
import type { SavePostResult } from '../../../core/use-cases/save-post-result';
import { hasAcceptedImageExtension, IMAGE_TYPE_ERROR } from '../../../core/domain/image-rules';
import { TOKENS } from '../../../core/ports/tokens';
import type { Navigation } from '../../../core/ports/navigation';
import { useService } from '../../services/services-context';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { imageUrl } from '../../components/image-url';
import { RichTextEditor } from './editor/rich-text-editor';

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

/** The add and edit article form; on success it goes to /post/{slug}. */
export function PostForm({ heading, submitLabel, initial, categories, categoriesError = null, onSubmit }: PostFormProps) {
  const ids = { image: useId(), title: useId(), category: useId() };
  const navigation = useService<Navigation>(TOKENS.Navigation);
  const apiHost = useService<string>(TOKENS.ApiHost);
  const [title, setTitle] = useState(initial.title);
  const [category, setCategory] = useState(initial.category);
  const [content, setContent] = useState(initial.content);
  const [inMedia, setInMedia] = useState(initial.inMedia);
  const [image, setImage] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | undefined>(imageUrl(apiHost, initial.imagePath));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!image || typeof URL.createObjectURL !== 'function') return undefined;
    const url = URL.createObjectURL(image);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [image]);

  const chooseImage = (file: File | undefined, input: HTMLInputElement) => {
    if (file && !hasAcceptedImageExtension(file.name)) {
      setError(IMAGE_TYPE_ERROR);
      input.value = '';
      setImage(null);
      return;
    }
    setError(null);
    setImage(file ?? null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    const result = await onSubmit({ title, category, content, inMedia, image });
    setSaving(false);
    if (result.ok) navigation.navigate(`/post/${result.slug}`);
    else setError(result.error);
  };

  return (
    <Form onSubmit={submit} noValidate={false}>
      <h2 style={{ margin: 0 }}>{heading}</h2>
      <div className="field">
        <span>تصویر مقاله</span>
        {/* The browser's own file button speaks the browser's language; this one speaks Persian. */}
        <Picker>
          <input
            id={ids.image}
            className="visually-hidden"
            type="file"
            accept=".png,.jpg,.jpeg"
            aria-label="تصویر مقاله"
            onChange={(event) => chooseImage(event.target.files?.[0], event.target)}
          />
          <label htmlFor={ids.image}>انتخاب تصویر</label>
          <span>{image?.name ?? 'تصویری انتخاب نشده است'}</span>
        </Picker>
      </div>
      {preview && <Preview src={preview} alt="تصویر مقاله" />}
      <Row>
        <label className="field" htmlFor={ids.title}>
          عنوان مقاله
          <input id={ids.title} type="text" required value={title} onChange={(event) => setTitle(event.target.value)} />
        </label>
        <label className="field" htmlFor={ids.category}>
          دسته بندی
          <select id={ids.category} value={category} onChange={(event) => setCategory(event.target.value)}>
            <option value="">انتخاب دسته بندی</option>
            {categories.map((option) => (
              <option key={option._id} value={option._id}>{option.title}</option>
            ))}
          </select>
        </label>
      </Row>
      {categoriesError && <Alert kind="error">{categoriesError}</Alert>}
      <RichTextEditor label="متن مقاله" initialHtml={initial.content} onChange={setContent} />
      <Check>
        <input type="checkbox" checked={inMedia} onChange={(event) => setInMedia(event.target.checked)} />
        حضور در رسانه
      </Check>
      {error && <Alert kind="error">{error}</Alert>}
      <div>
        <Button type="submit" disabled={saving}>{saving ? 'در حال ذخیره...' : submitLabel}</Button>
      </div>
    </Form>
  );
}
