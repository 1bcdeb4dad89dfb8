import type { Readable } from 'node:stream';
import type { DocumentKind } from '../../../../src/core/domain/documents/document-rules';

/** An upload as it arrived, kept aside (never in the storage) until its bytes are checked. */
export interface StagedFile {
  /** the name the customer's file had */
  name: string;
  size: number;
  /** where the bytes wait, for the check to read */
  path: string;
  /** the bytes again, to store */
  open(): Readable;
}

/** Tells an allowed document from anything else by its bytes. */
export interface DocumentKinds {
  /** the allowed kind the bytes are, or null (an executable, HTML, SVG, a plain archive, ...) */
  kindOf(file: StagedFile): Promise<DocumentKind | null>;
}
