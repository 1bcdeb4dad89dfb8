import type { ImageFile } from '../../domain/image-file';

/**
 * Stores a picture for an article's body with the cover's checks and gives its address
 * (/uploads/…). A refusal throws a RequestFailure carrying the server's Persian message.
 */
export interface ArticleImageUploader {
  upload(image: ImageFile): Promise<string>;
}
