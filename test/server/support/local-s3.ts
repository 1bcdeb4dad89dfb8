import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3Settings } from '../../../server/config';

/** s3rver's one account: any S3 client signs with it. */
const ACCESS_KEY = 'S3RVER';
const SECRET = 'S3RVER';

export interface LocalS3 {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  /** makes an empty bucket and answers its name */
  createBucket(name: string): Promise<string>;
  /** what the S3 storage is configured with for the bucket */
  settings(bucket: string): S3Settings;
  /** the environment a server process is started with to keep its files in the bucket (FILE_STORAGE=s3) */
  env(bucket: string): Record<string, string>;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver, from npm) on a free loopback port, its objects in a
 * folder of its own: what the S3 storage is tested against, as it would talk to ArvanCloud's or
 * MinIO's. It speaks S3's REST API (path-style addresses, multipart uploads, ListObjectsV2).
 */
export async function startS3Server(): Promise<LocalS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'moshaver-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const settings = (bucket: string): S3Settings => ({
    endpoint,
    region: 'us-east-1',
    bucket,
    accessKeyId: ACCESS_KEY,
    secretAccessKey: SECRET,
    forcePathStyle: true,
  });
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: SECRET },
  });
  return {
    endpoint,
    settings,
    async createBucket(name) {
      await client.send(new CreateBucketCommand({ Bucket: name }));
      return name;
    },
    env: (bucket) => ({
      FILE_STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: SECRET,
      S3_FORCE_PATH_STYLE: 'true',
    }),
    async close() {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
