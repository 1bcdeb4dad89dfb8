import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { Category } from '../../../core/ports/blog/category-repository';
import type { ImageFile } from '../../../core/domain/image-file';
import type { Outcome } from '../../../core/domain/outcome';
import { IMAGE_CONTENT_ERROR } from '../../../core/domain/image-rules';
import { postDraftErrors, type PostField, type PostFieldErrors } from '../../../core/domain/post-rules';
import { PLATFORM_PORTS } from '../../../core/ports/platform/platform-port-tokens';
import { useService } from '../../services/services-context';
import { Alert } from '../../components/alert';
import { imageUrl } from '../../components/image-url';
import { useTakenOver } from '../../components/use-taken-over';
import { RichTextEditor } from './editor/rich-text-editor';
import { EditorPlaceholder } from './editor/editor-placeholder';
import { Check, Form, Row } from './post-form-styles';
import { PostImageField, usePostImage } from './post-image-field';
import { PostSlugField } from './post-slug-field';
import { dashboardHref, editPostTab } from '../../../core/contracts/pages/dashboard-tabs';
import { publishingFieldErrors } from '../../../core/domain/post-publishing-form';
import { PostPublishingFields, publishingChoiceOf, SUBMIT_LABELS, type PublishingChoice } from './post-publishing-fields';
import { PostSeoFields, type SeoTexts } from './post-seo-fields';
import { PostPreview } from './post-preview';
import { AutosaveStatusLine, PostFormButtons, UnsavedChangesDialog } from './post-form-actions';
import { usePostAutosave } from './use-post-autosave';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard';

export interface PostFormValues extends SeoTexts, PublishingChoice {
  title: string;
  category: string;
  content: string;
  inMedia: boolean;
  image: ImageFile | null;
  /** the address part: the stored one on the edit form, empty on the add form until typed */
  slug?: string;
}

export interface PostFormProps {
  heading: string;
  submitLabel: string;
  initial: Omit<PostFormValues, 'image' | 'publishDate' | 'publishTime'> & {
    imagePath: string | null;
    publishAt?: string | null;
    postId: string | null;
  };
  categories: Category[];
  categoriesError?: string | null;
  /** savedId: the article the autosave keeps, when there is one (a new article's first save makes it) */
  onSubmit: (values: PostFormValues, savedId: string | null) => Promise<Outcome<string>>;
}

export const REQUIRED_FIELDS_HINT = 'عنوان، دسته بندی و متن مقاله الزامی هستند (با * نشان داده شده‌اند).';
export const FORM_NOT_READY = 'فرم در حال آماده شدن است…';

const FIELD_ORDER: PostField[] = ['title', 'category', 'content'];

/**
 * The add and edit article form; on success it goes to /post/{slug}. Its own rules (the
 * server's, from core) speak Persian before the button is pressed; the browser's are off. It
 * is drawn on the server as a frame that is visibly not ready, and answers once the app runs.
 * While the writer types, a draft is kept on the server, and leaving with unsaved text asks first.
 */
export function PostForm({ heading, submitLabel, initial, categories, categoriesError = null, onSubmit }: PostFormProps) {
  const ids = { image: useId(), title: useId(), category: useId(), content: useId(), hint: useId() };
  const navigation = useService(PLATFORM_PORTS.Navigation);
  const apiHost = useService(PLATFORM_PORTS.ApiHost);
  const clock = useService(PLATFORM_PORTS.Clock);
  const ready = useTakenOver();
  const formRef = useRef<HTMLFormElement>(null);
  const [title, setTitle] = useState(initial.title);
  const [category, setCategory] = useState(initial.category);
  const [content, setContent] = useState(initial.content);
  const [inMedia, setInMedia] = useState(initial.inMedia);
  const [slug, setSlug] = useState(initial.slug ?? '');
  // only an address the consultant typed goes: left alone, a new article's follows its title
  const typedSlug = slug.trim() && slug !== (initial.slug ?? '') ? slug : undefined;
  const [publishing, setPublishing] = useState<PublishingChoice>(() => publishingChoiceOf(initial.state, initial.publishAt ?? null));
  const [seo, setSeo] = useState<SeoTexts>({
    coverAlt: initial.coverAlt,
    seoTitle: initial.seoTitle,
    seoDescription: initial.seoDescription,
  });
  const [error, setError] = useState<string | null>(null);
  const image = usePostImage(imageUrl(apiHost, initial.imagePath), setError);
  const [fieldErrors, setFieldErrors] = useState<PostFieldErrors>({});
  const [previewing, setPreviewing] = useState(false);
  // after the first press the rules follow every change, so a fixed field loses its message at once
  const [checking, setChecking] = useState(false);
  const [saving, setSaving] = useState(false);
  const autosave = usePostAutosave({
    fields: { title, category, content, inMedia, ...seo, slug: typedSlug },
    postId: initial.postId,
    // a new article is kept as a draft until its button publishes it; a published one never autosaves
    enabled: initial.postId === null || initial.state !== 'published',
    // the address becomes the draft's edit page, without drawing the form again: a reload finds the draft
    onFirstSave: (postId) => window.history.replaceState(window.history.state, '', dashboardHref(editPostTab(postId))),
  });
  const guard = useUnsavedChangesGuard(autosave.unsaved && !saving);
  const publishingValues = { ...publishing, ...seo, hasCover: Boolean(image.preview) };
  const publishingErrors = checking ? publishingFieldErrors(publishingValues, new Date(clock.now())) : {};
  const draftErrors = (draft: { title: string; category: string; content: string }) =>
    publishing.state === 'draft' ? {} : postDraftErrors(draft);

  useEffect(() => {
    if (checking) setFieldErrors(draftErrors({ title, category, content }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- draftErrors is remade each render from publishing.state, which is listed
  }, [checking, title, category, content, publishing.state]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || saving) return;
    const errors = draftErrors({ title, category, content });
    setChecking(true);
    setFieldErrors(errors);
    const firstInvalid = FIELD_ORDER.find((field) => errors[field]);
    if (firstInvalid) {
      const target =
        firstInvalid === 'content'
          ? formRef.current?.querySelector<HTMLElement>('[contenteditable="true"]')
          : document.getElementById(ids[firstInvalid]);
      target?.focus();
      return;
    }
    if (Object.keys(publishingFieldErrors(publishingValues, new Date(clock.now()))).length > 0) {
      formRef.current?.querySelector<HTMLElement>('fieldset.group [aria-invalid="true"]')?.focus();
      return;
    }
    setSaving(true);
    setError(null);
    const values = { title, category, content, inMedia, image: image.file, slug: typedSlug, ...publishing, ...seo };
    const result = await onSubmit(values, autosave.postId);
    setSaving(false);
    if (result.ok) {
      autosave.markSaved();
      guard.release();
      navigation.navigate(`/post/${result.value}`);
    } else if (result.message === IMAGE_CONTENT_ERROR) image.drop(result.message);
    else setError(result.message);
  };

  const errorId = (field: PostField) => `${ids[field]}-error`;
  const describedBy = (field: PostField) => (fieldErrors[field] ? `${errorId(field)} ${ids.hint}` : ids.hint);
  const fieldError = (field: PostField) =>
    fieldErrors[field] ? (
      <p className="field-error" id={errorId(field)}>
        {fieldErrors[field]}
      </p>
    ) : null;

  return (
    <Form ref={formRef} onSubmit={(event) => void submit(event)} noValidate aria-busy={!ready || undefined}>
      <h2 style={{ margin: 0 }}>{heading}</h2>
      <p className="hint" id={ids.hint}>
        {ready ? REQUIRED_FIELDS_HINT : FORM_NOT_READY}
      </p>
      <fieldset disabled={!ready}>
        <PostImageField id={ids.image} image={image} />
        <Row>
          <div className="field">
            <label className="required" htmlFor={ids.title}>
              عنوان مقاله
            </label>
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
            <label className="required" htmlFor={ids.category}>
              دسته بندی
            </label>
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
                <option key={option._id} value={option._id}>
                  {option.title}
                </option>
              ))}
            </select>
            {fieldError('category')}
          </div>
        </Row>
        {categoriesError && <Alert kind="error">{categoriesError}</Alert>}
        <PostSlugField value={slug} onChange={setSlug} followsTitle={initial.state !== 'published' || initial.postId === null} />
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
        <PostSeoFields value={seo} onChange={setSeo} errors={publishingErrors} hasCover={publishingValues.hasCover} />
        <PostPublishingFields value={publishing} onChange={setPublishing} errors={publishingErrors} />
        <Check>
          <input type="checkbox" checked={inMedia} onChange={(event) => setInMedia(event.target.checked)} />
          حضور در رسانه
        </Check>
        {error && <Alert kind="error">{error}</Alert>}
        <PostFormButtons
          ready={ready}
          saving={saving}
          submitLabel={publishing.state === 'published' ? submitLabel : SUBMIT_LABELS[publishing.state]}
          onPreview={() => setPreviewing(true)}
        />
        <AutosaveStatusLine status={autosave.status} />
      </fieldset>
      <UnsavedChangesDialog open={guard.asking} onStay={guard.stay} onLeave={guard.leave} />
      <PostPreview
        open={previewing}
        onClose={() => setPreviewing(false)}
        article={{
          title,
          categoryTitle: categories.find((option) => option._id === category)?.title ?? null,
          cover: image.preview,
          coverAlt: seo.coverAlt,
          content,
        }}
      />
    </Form>
  );
}
