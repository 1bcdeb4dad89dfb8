import type { ImageFile } from '../../domain/image-file';
import { failureText } from '../../domain/request-failure';
import { refused, succeeded, type Outcome } from '../../domain/outcome';
import type { ArticleImageUploader } from '../../ports/blog/article-image-uploader';

/**
 * Stores a picture for an article's body and answers its address (/uploads/…), or the server's
 * Persian refusal; the editor's form has checked the file's name and the alt text before.
 */
export class UploadArticleImage {
  constructor(private readonly uploader: ArticleImageUploader) {}

  async execute(file: ImageFile): Promise<Outcome<string>> {
    try {
      return succeeded(await this.uploader.upload(file));
    } catch (failure) {
      return refused(failureText(failure));
    }
  }
}
