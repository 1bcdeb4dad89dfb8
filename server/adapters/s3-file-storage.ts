import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../config';
import type { FileStorage, StoredFile } from '../ports/file-storage';
import { checkedKey, checkedPrefix } from '../ports/storage-keys';

/** A stream is sent in parts of this size (S3 asks at least 5 MiB of every part but the last); a smaller file in one request. */
const PART_BYTES = 8 * 1024 * 1024;

/**
 * Files as objects of one bucket of an S3-compatible storage (ArvanCloud's, MinIO's, Amazon's),
 * so every process on every host reads the same files. The bucket stays private: objects are
 * read through the server's routes with the keys, never through a public or presigned address.
 */
export class S3FileStorage implements FileStorage {
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      // checksums only where S3 itself requires them: not every compatible server knows the newer ones
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: Uint8Array | Readable, options: { contentType: string }): Promise<void> {
    const target = { Bucket: this.settings.bucket, Key: checkedKey(key), ContentType: options.contentType };
    if (!(body instanceof Readable)) {
      await this.client.send(new PutObjectCommand({ ...target, Body: body }));
      return;
    }
    const parts = partsOf(body);
    const first = await parts.next();
    const second = first.done ? first : await parts.next();
    if (second.done) {
      await this.client.send(new PutObjectCommand({ ...target, Body: first.done ? new Uint8Array() : first.value }));
      return;
    }
    await this.putInParts(target, [first.value as Buffer, second.value], parts);
  }

  async get(key: string): Promise<StoredFile | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: checkedKey(key) }));
      return {
        body: object.Body as Readable,
        size: object.ContentLength ?? 0,
        contentType: object.ContentType ?? 'application/octet-stream',
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: checkedKey(key) }));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: checkedKey(key) }));
  }

  async list(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.settings.bucket, Prefix: checkedPrefix(prefix) || undefined, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys.sort();
  }

  /** Lets the client's connections go (a process that is done with the storage, a test). */
  destroy(): void {
    this.client.destroy();
  }

  /** A multipart upload, one part in memory at a time; abandoned (its parts freed) when anything fails. */
  private async putInParts(target: { Bucket: string; Key: string; ContentType: string }, first: Buffer[], rest: AsyncGenerator<Buffer>) {
    const { UploadId } = await this.client.send(new CreateMultipartUploadCommand(target));
    const where = { Bucket: target.Bucket, Key: target.Key, UploadId };
    try {
      const done: { ETag: string | undefined; PartNumber: number }[] = [];
      const send = async (bytes: Buffer) => {
        const PartNumber = done.length + 1;
        const { ETag } = await this.client.send(new UploadPartCommand({ ...where, PartNumber, Body: bytes, ContentLength: bytes.length }));
        done.push({ ETag, PartNumber });
      };
      for (const part of first) await send(part);
      for await (const part of rest) await send(part);
      await this.client.send(new CompleteMultipartUploadCommand({ ...where, MultipartUpload: { Parts: done } }));
    } catch (error) {
      await this.client.send(new AbortMultipartUploadCommand(where)).catch(() => undefined);
      throw error;
    }
  }
}

/** The stream cut into parts of PART_BYTES (the last one shorter, none when it is empty). */
async function* partsOf(body: Readable): AsyncGenerator<Buffer> {
  let held: Buffer[] = [];
  let length = 0;
  for await (const chunk of body) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    held.push(bytes);
    length += bytes.length;
    while (length >= PART_BYTES) {
      const whole = Buffer.concat(held);
      yield whole.subarray(0, PART_BYTES);
      held = [whole.subarray(PART_BYTES)];
      length = held[0].length;
    }
  }
  if (length > 0) yield Buffer.concat(held);
}

function isNotFound(error: unknown): boolean {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return failure.name === 'NoSuchKey' || failure.name === 'NotFound' || failure.$metadata?.httpStatusCode === 404;
}
