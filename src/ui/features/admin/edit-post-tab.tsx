import { useEffect, useState } from 'react';
import type { PostForEdit } from '../../../core/use-cases/load-post-for-edit';
import { useCurrentUser } from '../../app-state/app-state-context';
import { Alert } from '../../components/alert';
import { Spinner } from '../../components/spinner';
import { FIRST_DATA, useFirstData } from '../../first-data/first-data-context';
import { PostForm } from './post-form';
import type { Outcome } from '../../../core/use-cases/outcome';
import { TOKENS } from '../../../core/ports/tokens';
import { useService } from '../../services/services-context';

/** ?tab=updatePost/{postId}: the article as stored, and only the changed fields sent back. */
export default function EditPostTab({ postId }: { postId: string }) {
  const user = useCurrentUser();
  const loadPostForEdit = useService(TOKENS.LoadPostForEdit);
  const updatePost = useService(TOKENS.UpdatePost);
  // on a page the server drew, the article it read for it: the form is drawn, and taken over, at once
  const first = useFirstData<Outcome<PostForEdit>>(FIRST_DATA.postForEdit(postId));
  const [read, setRead] = useState<{ postId: string; result: Outcome<PostForEdit> } | null>(first ? { postId, result: first } : null);
  const loaded = read?.postId === postId ? read.result : null;

  useEffect(() => {
    if (loaded) return undefined;
    let live = true;
    void loadPostForEdit.execute(postId).then((result) => live && setRead({ postId, result }));
    return () => {
      live = false;
    };
    // read once per article: not again when it arrives
  }, [loadPostForEdit, postId]);

  if (!loaded) return <Spinner />;
  if (!loaded.ok) return <Alert kind="error">{loaded.message}</Alert>;
  const { post, categories, categoriesError } = loaded.value;
  const initialCategory = post.category && typeof post.category === 'object' ? post.category._id : post.category ?? '';
  const initialInMedia = post.inMedia ?? false;

  return (
    <PostForm
      key={post._id}
      heading="ویرایش مقاله"
      submitLabel="بروزرسانی مقاله"
      initial={{ title: post.title, category: initialCategory, content: post.content, inMedia: initialInMedia, imagePath: post.image }}
      categories={categories}
      categoriesError={categoriesError}
      onSubmit={(values) =>
        updatePost.execute({
          postId: post._id,
          userId: user?._id ?? '',
          // The flag goes only when changed, so an API that does not report it cannot make us clear it.
          changes: { ...values, inMedia: values.inMedia === initialInMedia ? undefined : values.inMedia },
        })
      }
    />
  );
}
