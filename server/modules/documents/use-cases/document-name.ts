import { MAX_DOCUMENT_NAME_LENGTH, type DocumentKind } from '../../../../src/core/domain/documents/document-rules';

const EXTENSIONS: Record<DocumentKind, readonly string[]> = {
  pdf: ['pdf'],
  xlsx: ['xlsx'],
  xls: ['xls'],
  docx: ['docx'],
  csv: ['csv'],
  jpg: ['jpg', 'jpeg'],
  png: ['png'],
};

/**
 * The name a document is kept and downloaded under: the customer's file name without any folder
 * part or control characters, cut to a readable length, and ending in the extension of what the
 * bytes really are (a PDF named .png downloads as .pdf).
 */
export function documentName(given: string, kind: DocumentKind): string {
  const base = (given.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001F\u007F\u200E\u200F\u202A-\u202E\u2066-\u2069]/g, '').trim();
  const match = /^(.*)\.([A-Za-z0-9]+)$/.exec(base);
  const ext = match?.[2]?.toLowerCase();
  const stem = (match && ext && EXTENSIONS[kind].includes(ext) ? match[1] : base).trim() || 'document';
  const extension = ext && EXTENSIONS[kind].includes(ext) ? ext : EXTENSIONS[kind][0];
  return `${Array.from(stem).slice(0, MAX_DOCUMENT_NAME_LENGTH).join('')}.${extension}`;
}
