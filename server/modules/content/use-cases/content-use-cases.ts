import type { Clock } from '../../../ports/clock';
import type { Uploads } from '../../../ports/file-storage';
import type { ContentPorts } from '../ports/content-ports';
import { CreateCategory } from './create-category';
import { FindCurrentSlug } from './find-current-slug';
import { ListCategories } from './list-categories';
import { DeleteCategory } from './delete-category';
import { DeletePost } from './delete-post';
import { ListPosts } from './list-posts';
import { PublishPost } from './publish-post';
import { RenameCategory } from './rename-category';
import { UpdatePost } from './update-post';
import { AutosaveDraft } from './autosave-draft';
import { PublishDuePosts } from './publish-due-posts';
import { StoreArticleImage } from './store-article-image';
import { ListPostVersions } from './list-post-versions';
import { ComparePostVersions } from './compare-post-versions';
import { RestorePostVersion } from './restore-post-version';

export interface ContentUseCases {
  listPosts: ListPosts;
  publishPost: PublishPost;
  updatePost: UpdatePost;
  deletePost: DeletePost;
  listCategories: ListCategories;
  findCurrentSlug: FindCurrentSlug;
  createCategory: CreateCategory;
  renameCategory: RenameCategory;
  deleteCategory: DeleteCategory;
  autosaveDraft: AutosaveDraft;
  publishDuePosts: PublishDuePosts;
  storeArticleImage: StoreArticleImage;
  listPostVersions: ListPostVersions;
  comparePostVersions: ComparePostVersions;
  restorePostVersion: RestorePostVersion;
}

export function contentUseCases(ports: ContentPorts, settings: { files: Uploads; clock: Clock }): ContentUseCases {
  const context = { ...ports, ...settings };
  return {
    listPosts: new ListPosts(context),
    publishPost: new PublishPost(context),
    updatePost: new UpdatePost(context),
    deletePost: new DeletePost(context),
    listCategories: new ListCategories(context),
    findCurrentSlug: new FindCurrentSlug(context.slugs),
    createCategory: new CreateCategory(context),
    renameCategory: new RenameCategory(context),
    deleteCategory: new DeleteCategory(context),
    autosaveDraft: new AutosaveDraft(context),
    publishDuePosts: new PublishDuePosts(context),
    storeArticleImage: new StoreArticleImage(context),
    listPostVersions: new ListPostVersions(context),
    comparePostVersions: new ComparePostVersions(context),
    restorePostVersion: new RestorePostVersion(context),
  };
}
