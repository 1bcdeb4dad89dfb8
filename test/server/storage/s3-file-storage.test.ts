import { S3FileStorage } from '../../../server/adapters/s3-file-storage';
import { describeFileStorageContract } from './file-storage-contract';
import { startS3Server, type LocalS3 } from '../support/local-s3';

jest.setTimeout(120_000);

let s3: LocalS3;
let buckets = 0;

beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => s3?.close());

describeFileStorageContract('an S3-compatible server (s3rver, started by the test)', async () => {
  buckets += 1;
  const bucket = await s3.createBucket(`contract-${buckets}`);
  const storage = new S3FileStorage(s3.settings(bucket));
  return { storage, close: async () => storage.destroy() };
});
