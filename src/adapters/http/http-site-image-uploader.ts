import type { ApiClient } from './api-client';
import { siteImagesApi } from '../../core/contracts/api/site-images-api';
import { urlOf } from '../../core/contracts/endpoint';
import type { SiteImageKind } from '../../core/domain/site-image-rules';
import type { SiteImage } from '../../core/domain/site-profile';
import type { ImageFile } from '../../core/domain/image-file';
import type { SiteImageUploader } from '../../core/ports/site/site-image-uploader';
import { requestFailureFrom } from './request-failure-from';

/** Said when the server refused without a message of its own. */
const UPLOAD_FAILED = 'بارگذاری تصویر انجام نشد';
/** A 10 MB photo on a slow line, then its sizes made on the server: longer than an ordinary call may take. */
const UPLOAD_TIMEOUT_MS = 120_000;

/** The upload of a site picture as one multipart file, its progress read from axios. */
export class HttpSiteImageUploader implements SiteImageUploader {
  constructor(private readonly http: ApiClient) {}

  async upload(kind: SiteImageKind, image: ImageFile, onProgress: (fraction: number) => void): Promise<SiteImage> {
    const form = new FormData();
    form.append('image', image as unknown as Blob, image.name);
    try {
      const answer = await this.http.post<SiteImage>(urlOf(siteImagesApi.upload, { kind }), form, {
        timeout: UPLOAD_TIMEOUT_MS,
        onUploadProgress: ({ loaded, total }) => onProgress(total ? Math.min(1, loaded / total) : 0),
      });
      return answer.data;
    } catch (error) {
      throw requestFailureFrom(error, UPLOAD_FAILED);
    }
  }
}
