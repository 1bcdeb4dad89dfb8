/** Tells what an uploaded file is by its bytes, never by its name or the browser's word. */
export interface ImageKinds {
  /** 'png' or 'jpg' for a real PNG or JPEG; null for anything else (SVG, HTML, a renamed script) */
  kindOf(bytes: Uint8Array): Promise<'png' | 'jpg' | null>;
}
