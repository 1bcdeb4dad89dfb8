export const ACCEPTED_IMAGE_EXTENSIONS = ['.png', '.jpg', '.jpeg'] as const;
export const ACCEPTED_IMAGE_MIME_TYPES = ['image/png', 'image/jpeg'] as const;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPE_ERROR = 'فقط تصاویر با پسوند png، jpg یا jpeg پذیرفته می‌شوند';
/** A file named .png or .jpg whose bytes are something else (an SVG, a page, a renamed script). */
export const IMAGE_CONTENT_ERROR = 'این فایل یک تصویر واقعی PNG یا JPEG نیست؛ لطفاً یک عکس PNG یا JPEG انتخاب کنید';

export function hasAcceptedImageExtension(fileName: string): boolean {
  const lower = fileName.toLowerCase();
  return ACCEPTED_IMAGE_EXTENSIONS.some((extension) => lower.endsWith(extension));
}
