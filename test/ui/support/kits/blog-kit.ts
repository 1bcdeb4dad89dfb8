import { BLOG_PORTS } from '../../../../src/core/ports/blog/blog-port-tokens';
import { FakePostReader } from '../../../fakes/fake-post-reader';
import { FakeCategoryReader } from '../../../fakes/fake-category-reader';
import { FakeAdminPostRepository } from '../../../fakes/fake-admin-post-repository';
import { FakePostVersionRepository } from '../../../fakes/fake-post-version-repository';
import { FakeArticleImageUploader } from '../../../fakes/fake-article-image-uploader';
import { FakeCategoryRepository } from '../../../fakes/fake-category-repository';
import { testKit } from './test-kit';

export interface BlogFakes {
  posts: FakePostReader;
  categoryReader: FakeCategoryReader;
  adminPosts: FakeAdminPostRepository;
  postVersions: FakePostVersionRepository;
  articleImages: FakeArticleImageUploader;
  categories: FakeCategoryRepository;
}

/** The fakes behind the ports of articles, categories, versions and article images. */
export const blogKit = testKit<BlogFakes>(
  () => ({
    posts: new FakePostReader(),
    categoryReader: new FakeCategoryReader(),
    adminPosts: new FakeAdminPostRepository(),
    postVersions: new FakePostVersionRepository(),
    articleImages: new FakeArticleImageUploader(),
    categories: new FakeCategoryRepository(),
  }),
  (bind, fakes) => {
    bind.value(BLOG_PORTS.PostReader, fakes.posts);
    bind.value(BLOG_PORTS.CategoryReader, fakes.categoryReader);
    bind.value(BLOG_PORTS.AdminPostRepository, fakes.adminPosts);
    bind.value(BLOG_PORTS.PostVersionRepository, fakes.postVersions);
    bind.value(BLOG_PORTS.ArticleImageUploader, fakes.articleImages);
    bind.value(BLOG_PORTS.CategoryRepository, fakes.categories);
  },
);
