import { useEffect, useState } from 'react';
import type { Category } from '../../../core/ports/blog/category-repository';
import { PostForm } from './post-form';
import { BLOG_USE_CASES } from '../../../core/use-cases/blog/blog-tokens';
import { useService } from '../../services/services-context';
import { useCurrentUser } from '../../app-state/app-state-context';

/** ?tab=addPost: a new article (a draft on the server from its first autosave). */
export default function AddPostTab() {
  const user = useCurrentUser();
  const publishPost = useService(BLOG_USE_CASES.PublishPost);
  const updatePost = useService(BLOG_USE_CASES.UpdatePost);
  const listCategories = useService(BLOG_USE_CASES.ListCategories);
  const [categories, setCategories] = useState<Category[]>([]);
  const [categoriesError, setCategoriesError] = useState<string | null>(null);

  useEffect(() => {
    void listCategories.execute().then((result) => {
      if (result.ok) setCategories(result.value);
      else setCategoriesError(result.message);
    });
  }, [listCategories]);

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
      categories={categories}
      categoriesError={categoriesError}
      // once autosaved, the article is a draft on the server: the button saves into it
      onSubmit={(values, savedId) =>
        savedId ? updatePost.execute({ postId: savedId, userId: user?._id ?? '', changes: values }) : publishPost.execute(values)
      }
    />
  );
}
