import { ConfigError, parseBoolean, parseUrl, type Env } from './config-values';

export interface S3Settings {
  /** S3_ENDPOINT: ArvanCloud's, MinIO's or any S3-compatible address; null for Amazon's own */
  endpoint: string | null;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** addresses as `<endpoint>/<bucket>/<key>` (MinIO's and most self-hosted servers' way) rather than `<bucket>.<endpoint>` */
  forcePathStyle: boolean;
}

/** FILE_STORAGE: the uploads on the disk under DATA_DIR (one host), or in an S3-compatible bucket every process shares. */
export type FileStorageSettings = { kind: 'disk' } | { kind: 's3'; s3: S3Settings };

/** FILE_STORAGE and the S3_ settings (README's configuration table). */
export function parseFileStorage(env: Env): FileStorageSettings {
  const kind = (env.FILE_STORAGE || 'disk').trim().toLowerCase();
  if (kind === 'disk') return { kind };
  if (kind !== 's3') throw new ConfigError('FILE_STORAGE', `must be disk or s3, got "${env.FILE_STORAGE}"`);
  const required = (name: 'S3_BUCKET' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY'): string => {
    const value = env[name]?.trim();
    if (!value) throw new ConfigError(name, 'is required when FILE_STORAGE=s3');
    return value;
  };
  const endpoint = env.S3_ENDPOINT?.trim() ? parseUrl('S3_ENDPOINT', env.S3_ENDPOINT.trim()) : null;
  return {
    kind,
    s3: {
      endpoint,
      region: env.S3_REGION?.trim() || 'us-east-1',
      bucket: required('S3_BUCKET'),
      accessKeyId: required('S3_ACCESS_KEY_ID'),
      secretAccessKey: required('S3_SECRET_ACCESS_KEY'),
      forcePathStyle: parseBoolean('S3_FORCE_PATH_STYLE', env.S3_FORCE_PATH_STYLE, endpoint !== null),
    },
  };
}
