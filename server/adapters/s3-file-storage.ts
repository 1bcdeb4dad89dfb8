import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Settings } from '../config';
import type { FileStorage, StoredFile } from '../ports/file-storage';
import { checkedKey, checkedPrefix } from '../ports/storage-keys';

type Sdk = typeof import('@aws-sdk/client-s3');

/** A stream is sent in parts of this size (S3 asks at least 5 MiB of every part but the last); a smaller file in one request. */
const PART_BYTES = 8 * 1024 * 1024;

/**
 * Files as objects of one bucket of an S3-compatible storage (ArvanCloud's, MinIO's, Amazon's),
 * so every process on every host reads the same files. The bucket stays private: objects are
 * read through the server's routes with the keys, never through a public or presigned address.
 */
export class S3FileStorage implements FileStorage {
  private connection: Promise<{ sdk: Sdk; client: S3Client }> | null = null;

  constructor(private readonly settings: S3Settings) {}

  /** The SDK and its client, loaded on the first call: a process that keeps its files on disk never loads it. */
  private connect(): Promise<{ sdk: Sdk; client: S3Client }> {
    const { settings } = this;
    this.connection ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
        region: settings.region,
        forcePathStyle: settings.forcePathStyle,
        credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
        // checksums only where S3 itself requires them: not every compatible server knows the newer ones
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    }));
    return this.connection;
  }

  async put(key: string, body: Uint8Array | Readable, options: { contentType: string }): Promise<void> {
    const { sdk, client } = await this.connect();
    const target = { Bucket: this.settings.bucket, Key: checkedKey(key), ContentType: options.contentType };
    if (!(body instanceof Readable)) {
      await client.send(new sdk.PutObjectCommand({ ...target, Body: body }));
      return;
    }
    const parts = partsOf(body);
    const first = await parts.next();
    const second = first.done ? first : await parts.next();
    if (second.done) {
      await client.send(new sdk.PutObjectCommand({ ...target, Body: first.done ? new Uint8Array() : first.value }));
      return;
    }
    await this.putInParts(target, [first.value as Buffer, second.value], parts);
  }

  async get(key: string): Promise<StoredFile | null> {
    const { sdk, client } = await this.connect();
    try {
      const object = await client.send(new sdk.GetObjectCommand({ Bucket: this.settings.bucket, Key: checkedKey(key) }));
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
    const { sdk, client } = await this.connect();
    try {
      await client.send(new sdk.HeadObjectCommand({ Bucket: this.settings.bucket, Key: checkedKey(key) }));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const { sdk, client } = await this.connect();
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.settings.bucket, Key: checkedKey(key) }));
  }

  async list(prefix: string): Promise<string[]> {
    const { sdk, client } = await this.connect();
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(
        new sdk.ListObjectsV2Command({
          Bucket: this.settings.bucket,
          Prefix: checkedPrefix(prefix) || undefined,
          ContinuationToken: token,
        }),
      );
      for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys.sort();
  }

  /** Lets the client's connections go (a process that is done with the storage, a test). */
  destroy(): void {
    void this.connection?.then(({ client }) => client.destroy());
  }

  /** A multipart upload, one part in memory at a time; abandoned (its parts freed) when anything fails. */
  private async putInParts(target: { Bucket: string; Key: string; ContentType: string }, first: Buffer[], rest: AsyncGenerator<Buffer>) {
    const { sdk, client } = await this.connect();
    const { UploadId } = await client.send(new sdk.CreateMultipartUploadCommand(target));
    const where = { Bucket: target.Bucket, Key: target.Key, UploadId };
    try {
      const done: { ETag: string | undefined; PartNumber: number }[] = [];
      const send = async (bytes: Buffer) => {
        const PartNumber = done.length + 1;
        const { ETag } = await client.send(new sdk.UploadPartCommand({ ...where, PartNumber, Body: bytes, ContentLength: bytes.length }));
        done.push({ ETag, PartNumber });
      };
      for (const part of first) await send(part);
      for await (const part of rest) await send(part);
      await client.send(new sdk.CompleteMultipartUploadCommand({ ...where, MultipartUpload: { Parts: done } }));
    } catch (error) {
      await client.send(new sdk.AbortMultipartUploadCommand(where)).catch(() => undefined);
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
