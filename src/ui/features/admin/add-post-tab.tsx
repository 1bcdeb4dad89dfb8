import { useEffect, useState } from 'react';
import type { Category } from '../../../core/ports/category-repository';
import { PostForm } from './post-form';
import { TOKENS } from '../../../core/ports/tokens';
import { useService } from '../../services/services-context';

/** ?tab=addPost: a new article. */
export default function AddPostTab() {
  const publishPost = useService(TOKENS.PublishPost);
  const listCategories = useService(TOKENS.ListCategories);
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
      initial={{ title: '', category: '', content: '', inMedia: false, imagePath: null }}
      categories={categories}
      categoriesError={categoriesError}
      onSubmit={(values) => publishPost.execute(values)}
    />
  );
}
