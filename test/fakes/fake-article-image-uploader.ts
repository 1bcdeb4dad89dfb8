import type { ImageFile } from '../../src/core/domain/image-file';
import type { ArticleImageUploader } from '../../src/core/ports/blog/article-image-uploader';
import { RequestFailure } from '../../src/core/domain/request-failure';

/** Keeps what was uploaded; answers an address under /uploads/posts/, or the refusal it was given. */
export class FakeArticleImageUploader implements ArticleImageUploader {
  readonly uploaded: ImageFile[] = [];
  refusal: string | null = null;

  async upload(image: ImageFile): Promise<string> {
    if (this.refusal) throw new RequestFailure(this.refusal, false, this.refusal);
    this.uploaded.push(image);
    return `/uploads/posts/image-${this.uploaded.length}.png`;
  }
}
