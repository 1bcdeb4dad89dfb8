import { useCallback } from 'react';
import type { Category } from '../../../core/ports/blog/category-repository';
import { PostForm } from './post-form';
import { BLOG_USE_CASES } from '../../../core/use-cases/blog/blog-tokens';
import { useService } from '../../services/services-context';
import { useLoaded } from '../../services/use-loaded';
import { useCurrentUser } from '../../app-state/app-state-context';

const NO_CATEGORIES: Category[] = [];

/** ?tab=addPost: a new article (a draft on the server from its first autosave). */
export default function AddPostTab() {
  const user = useCurrentUser();
  const publishPost = useService(BLOG_USE_CASES.PublishPost);
  const updatePost = useService(BLOG_USE_CASES.UpdatePost);
  const listCategories = useService(BLOG_USE_CASES.ListCategories);
  const { value: categories, error: categoriesError } = useLoaded(useCallback(() => listCategories.execute(), [listCategories]));

  return (
    <PostForm
      heading="افزودن مقاله"
      submitLabel="افزودن مقاله"
      initial={{
        title: '',
        category: '',
        content: '',
        inMedia: false,
        imagePath: null,
        postId: null,
        state: 'published',
        coverAlt: '',
        seoTitle: '',
        seoDescription: '',
      }}
      categories={categories ?? NO_CATEGORIES}
      categoriesError={categoriesError}
      // once autosaved, the article is a draft on the server: the button saves into it
      onSubmit={(values, savedId) =>
        savedId ? updatePost.execute({ postId: savedId, userId: user?._id ?? '', changes: values }) : publishPost.execute(values)
      }
    />
  );
}
