import { useCallback, useState } from 'react';
import type { PostForEdit } from '../../../core/use-cases/blog/load-post-for-edit';
import { useCurrentUser } from '../../app-state/app-state-context';
import { Alert } from '../../components/alert';
import { Spinner } from '../../components/spinner';
import { FIRST_DATA, useFirstData } from '../../first-data/first-data-context';
import { PostForm, type PostFormProps, type PostFormValues } from './post-form';
import { publishingChoiceOf } from './post-publishing-fields';
import type { Outcome } from '../../../core/domain/outcome';
import { BLOG_USE_CASES } from '../../../core/use-cases/blog/blog-tokens';
import { useService } from '../../services/services-context';
import { useLoaded } from '../../services/use-loaded';
import { PostVersionsPanel } from './post-versions-panel';

/** ?tab=updatePost/{postId}: the article as stored, and only the changed fields sent back. */
export default function EditPostTab({ postId }: { postId: string }) {
  // keyed by the article: another article's form is never shown while this one is read
  return <EditPost key={postId} postId={postId} />;
}

function EditPost({ postId }: { postId: string }) {
  const user = useCurrentUser();
  const loadPostForEdit = useService(BLOG_USE_CASES.LoadPostForEdit);
  const updatePost = useService(BLOG_USE_CASES.UpdatePost);
  // on a page the server drew, the article it read for it: the form is drawn, and taken over, at once
  const first = useFirstData<Outcome<PostForEdit>>(FIRST_DATA.postForEdit(postId));
  const loaded = useLoaded(
    useCallback(() => loadPostForEdit.execute(postId), [loadPostForEdit, postId]),
    first,
  );
  // a restore changes the stored article: it is read again and the form drawn anew from it
  const [restored, setRestored] = useState<{ count: number; message: string }>({ count: 0, message: '' });

  if (loaded.loading) return <Spinner />;
  if (loaded.error !== null || loaded.value === null) return <Alert kind="error">{loaded.error}</Alert>;
  const { post, categories, categoriesError } = loaded.value;
  const initialCategory = post.category && typeof post.category === 'object' ? post.category._id : (post.category ?? '');
  const initialInMedia = post.inMedia ?? false;

  const initial: PostFormProps['initial'] = {
    title: post.title,
    category: initialCategory,
    content: post.content,
    inMedia: initialInMedia,
    imagePath: post.image,
    slug: post.slug,
    postId: post._id,
    state: post.state ?? 'published',
    publishAt: post.publishAt ?? null,
    coverAlt: post.coverAlt ?? '',
    seoTitle: post.seoTitle ?? '',
    seoDescription: post.seoDescription ?? '',
  };

  return (
    <>
      {restored.message && <Alert kind="success">{restored.message}</Alert>}
      <PostForm
        key={`${post._id}-${restored.count}`}
        heading="ویرایش مقاله"
        submitLabel="بروزرسانی مقاله"
        initial={initial}
        categories={categories}
        categoriesError={categoriesError}
        onSubmit={(values) =>
          updatePost.execute({
            postId: post._id,
            userId: user?._id ?? '',
            // The flag goes only when changed, so an API that does not report it cannot make us clear it.
            changes: {
              ...values,
              inMedia: values.inMedia === initialInMedia ? undefined : values.inMedia,
              slug: values.slug === post.slug ? undefined : values.slug,
              ...publishingChanges(values, initial),
            },
          })
        }
      />
      <PostVersionsPanel
        key={`versions-${restored.count}`}
        postId={post._id}
        onRestored={(message) => {
          void loaded.refresh();
          setRestored(({ count }) => ({ count: count + 1, message }));
        }}
      />
    </>
  );
}

/** The state and the alt and SEO texts, each only when the writer changed it; a new time goes with its state. */
function publishingChanges(values: PostFormValues, initial: PostFormProps['initial']): Partial<PostFormValues> {
  const stored = {
    ...publishingChoiceOf(initial.state, initial.publishAt ?? null),
    coverAlt: initial.coverAlt,
    seoTitle: initial.seoTitle,
    seoDescription: initial.seoDescription,
  };
  const timeChanged =
    values.state !== stored.state || values.publishDate !== stored.publishDate || values.publishTime !== stored.publishTime;
  const changes: Partial<PostFormValues> = {
    state: undefined,
    publishDate: undefined,
    publishTime: undefined,
    coverAlt: undefined,
    seoTitle: undefined,
    seoDescription: undefined,
  };
  if (timeChanged)
    Object.assign(
      changes,
      { state: values.state },
      values.state === 'scheduled' ? { publishDate: values.publishDate, publishTime: values.publishTime } : {},
    );
  for (const name of ['coverAlt', 'seoTitle', 'seoDescription'] as const) {
    if (values[name] !== stored[name]) changes[name] = values[name];
  }
  return changes;
}
