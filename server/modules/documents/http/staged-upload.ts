import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { DOCUMENT_MESSAGES as M } from '../../../../src/core/domain/documents/document-rules';
import { ApiError } from '../../../http/api-error';

/** An upload kept aside until its bytes are checked: its name, size, where it waits, and its bytes again to store. */
export interface StagedUpload {
  file: { name: string; size: number; path: string; open(): Readable } | null;
  questionId: string | null;
  /** removes the staged bytes; called whatever became of the upload */
  discard(): Promise<void>;
}

const MAX_QUESTION_ID_LENGTH = 100;

/**
 * Reads the multipart upload (an optional "questionId" field, then the "file") as a stream into
 * a file of its own in the staging folder, never whole in memory: a file over `maxBytes` is
 * refused as it passes the limit. The staged bytes are checked there and only then stored.
 */
export async function stageUpload(request: FastifyRequest, stagingFolder: string, maxBytes: number): Promise<StagedUpload> {
  await fs.promises.mkdir(stagingFolder, { recursive: true });
  const stagedPath = path.join(stagingFolder, randomUUID());
  const discard = () => fs.promises.rm(stagedPath, { force: true });
  try {
    const part = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 2, parts: 3 } });
    if (!part) return { file: null, questionId: null, discard };
    const field = part.fields.questionId;
    const questionValue = field && !Array.isArray(field) && field.type === 'field' ? field.value : undefined;
    if (questionValue !== undefined && (typeof questionValue !== 'string' || questionValue.length > MAX_QUESTION_ID_LENGTH)) {
      part.file.resume();
      throw new ApiError(400, M.notAllowed);
    }
    await pipeline(part.file, fs.createWriteStream(stagedPath));
    // busboy stops at the limit and marks the stream cut short rather than failing the pipe
    if (part.file.truncated) throw new ApiError(413, M.tooLarge(maxBytes));
    const { size } = await fs.promises.stat(stagedPath);
    return {
      file: { name: part.filename ?? '', size, path: stagedPath, open: () => fs.createReadStream(stagedPath) },
      questionId: typeof questionValue === 'string' && questionValue.trim() !== '' ? questionValue.trim() : null,
      discard,
    };
  } catch (error) {
    await discard();
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError(413, M.tooLarge(maxBytes));
    if ((error as { code?: string }).code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new ApiError(400, M.noFile);
    throw error;
  }
}
