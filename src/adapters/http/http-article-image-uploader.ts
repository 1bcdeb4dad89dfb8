import type { ApiClient } from './api-client';
import { contentApi, type ArticleImageAnswer } from '../../core/contracts/api/content-api';
import { urlOf } from '../../core/contracts/endpoint';
import { ARTICLE_DEFAULT_ERROR, NO_ANSWER_FROM_SERVER } from '../../core/domain/admin-content-messages';
import type { ImageFile } from '../../core/domain/image-file';
import type { ArticleImageUploader } from '../../core/ports/blog/article-image-uploader';
import { requestFailureFrom } from './request-failure-from';

/** The upload of a picture for an article's body, as one multipart file. */
export class HttpArticleImageUploader implements ArticleImageUploader {
  constructor(private readonly http: ApiClient) {}

  async upload(image: ImageFile): Promise<string> {
    const form = new FormData();
    form.append('image', image as unknown as Blob, image.name);
    try {
      return (await this.http.post<ArticleImageAnswer>(urlOf(contentApi.uploadArticleImage), form)).data.src;
    } catch (error) {
      throw requestFailureFrom(error, ARTICLE_DEFAULT_ERROR, NO_ANSWER_FROM_SERVER);
    }
  }
}
