import fs from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';
import type { DocumentKind } from '../../../../src/core/domain/documents/document-rules';
import type { DocumentKinds, StagedFile } from '../ports/document-kinds';
import { compoundFileStreamNames } from './file-type-compound-file-streams';
import { isPlainText } from './file-type-plain-text';

/** What `file-type` answers for each allowed kind (it reads a docx's or xlsx's own parts, so a plain zip is "zip"). */
const BY_MIME: Record<string, DocumentKind> = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

/**
 * Reads a document's kind from its bytes with `file-type`. An old Excel file is a compound file,
 * which `file-type` calls "cfb" for Word 97 and installers alike: it is taken only with a
 * workbook stream in its directory. CSV has no signature: text with nothing else in it, named .csv.
 */
export class FileTypeDocumentKinds implements DocumentKinds {
  async kindOf(file: StagedFile): Promise<DocumentKind | null> {
    const detected = await fileTypeFromFile(file.path);
    if (detected) {
      if (detected.mime in BY_MIME) return BY_MIME[detected.mime];
      if (detected.ext === 'cfb') return (await isWorkbook(file)) ? 'xls' : null;
      return null;
    }
    if (!/\.csv$/i.test(file.name)) return null;
    return (await isPlainText(file.open())) ? 'csv' : null;
  }
}

async function isWorkbook(file: StagedFile): Promise<boolean> {
  const handle = await fs.open(file.path, 'r');
  try {
    const names = await compoundFileStreamNames(handle, file.size);
    return !!names && names.some((name) => name === 'Workbook' || name === 'Book');
  } finally {
    await handle.close();
  }
}
