import { serviceToken as token } from '../../ports/service-token';
import type { CreateCategory } from './create-category';
import type { DeleteCategory } from './delete-category';
import type { AutosavePost } from './autosave-post';
import type { PostVersionHistory } from './post-version-history';
import type { DeleteMyPost } from './delete-my-post';
import type { ListPostCategories } from './list-post-categories';
import type { LoadLatestPosts } from './load-latest-posts';
import type { ListCategories } from './list-categories';
import type { LoadArticle } from './load-article';
import type { LoadMyPostsPage } from './load-my-posts-page';
import type { LoadPostForEdit } from './load-post-for-edit';
import type { LoadPostPage } from './load-post-page';
import type { PublishPost } from './publish-post';
import type { UpdateCategory } from './update-category';
import type { UpdatePost } from './update-post';
import type { UploadArticleImage } from './upload-article-image';

/** The use cases of the articles and their categories, read by visitors and written by the consultant. */
export const BLOG_USE_CASES = {
  CreateCategory: token<CreateCategory>('CreateCategory'),
  DeleteCategory: token<DeleteCategory>('DeleteCategory'),
  AutosavePost: token<AutosavePost>('AutosavePost'),
  PostVersionHistory: token<PostVersionHistory>('PostVersionHistory'),
  DeleteMyPost: token<DeleteMyPost>('DeleteMyPost'),
  ListPostCategories: token<ListPostCategories>('ListPostCategories'),
  LoadLatestPosts: token<LoadLatestPosts>('LoadLatestPosts'),
  ListCategories: token<ListCategories>('ListCategories'),
  LoadArticle: token<LoadArticle>('LoadArticle'),
  LoadMyPostsPage: token<LoadMyPostsPage>('LoadMyPostsPage'),
  LoadPostForEdit: token<LoadPostForEdit>('LoadPostForEdit'),
  LoadPostPage: token<LoadPostPage>('LoadPostPage'),
  PublishPost: token<PublishPost>('PublishPost'),
  UpdateCategory: token<UpdateCategory>('UpdateCategory'),
  UpdatePost: token<UpdatePost>('UpdatePost'),
  UploadArticleImage: token<UploadArticleImage>('UploadArticleImage'),
} as const;
