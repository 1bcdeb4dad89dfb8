import { useMemo } from 'react';
import { TOKENS } from '../../../core/ports/tokens';
import type { AdminPostRepository } from '../../../core/ports/admin-post-repository';
import type { CategoryRepository } from '../../../core/ports/category-repository';
import { LoadMyPostsPage } from '../../../core/use-cases/load-my-posts-page';
import { DeleteMyPost } from '../../../core/use-cases/delete-my-post';
import { PublishPost } from '../../../core/use-cases/publish-post';
import { UpdatePost } from '../../../core/use-cases/update-post';
import { LoadPostForEdit } from '../../../core/use-cases/load-post-for-edit';
import { ListCategories } from '../../../core/use-cases/list-categories';
import { CreateCategory } from '../../../core/use-cases/create-category';
import { UpdateCategory } from '../../../core/use-cases/update-category';
import { DeleteCategory } from '../../../core/use-cases/delete-category';
import { useService } from '../../services/services-context';

/** The admin screens' use cases, built once from the article and category ports. */
export function useAdminContent() {
  const posts = useService<AdminPostRepository>(TOKENS.AdminPostRepository);
  const categories = useService<CategoryRepository>(TOKENS.CategoryRepository);
  return useMemo(
    () => ({
      loadMyPostsPage: new LoadMyPostsPage(posts, console.warn),
      deleteMyPost: new DeleteMyPost(posts, console.warn),
      publishPost: new PublishPost(posts),
      updatePost: new UpdatePost(posts),
      loadPostForEdit: new LoadPostForEdit(posts, categories),
      listCategories: new ListCategories(categories),
      createCategory: new CreateCategory(categories),
      updateCategory: new UpdateCategory(categories),
      deleteCategory: new DeleteCategory(categories),
    }),
    [posts, categories],
  );
}
