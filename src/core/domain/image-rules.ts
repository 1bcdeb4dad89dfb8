export const ACCEPTED_IMAGE_EXTENSIONS = ['.png', '.jpg', '.jpeg'] as const;
export const ACCEPTED_IMAGE_MIME_TYPES = ['image/png', 'image/jpeg'] as const;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPE_ERROR = 'فقط تصاویر با پسوند png، jpg یا jpeg پذیرفته می‌شوند';

export function hasAcceptedImageExtension(fileName: string): boolean {
  const lower = fileName.toLowerCase();
  return ACCEPTED_IMAGE_EXTENSIONS.some((extension) => lower.endsWith(extension));
}
