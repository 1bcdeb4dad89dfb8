/** The chosen image file; in the browser a File. */
export interface ImageFile {
  readonly name: string;
  readonly size: number;
  readonly type: string;
}
