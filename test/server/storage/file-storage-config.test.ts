import { ConfigError, loadConfig } from '../../../server/config';

const S3_ENV = {
  FILE_STORAGE: 's3',
  S3_ENDPOINT: 'https://s3.ir-thr-at1.arvanstorage.ir/',
  S3_BUCKET: 'moshaver-files',
  S3_ACCESS_KEY_ID: 'access',
  S3_SECRET_ACCESS_KEY: 'secret',
};

describe('FILE_STORAGE and the S3 settings', () => {
  it('keep the files on the disk under DATA_DIR/uploads by default', () => {
    const config = loadConfig({ DATA_DIR: '/srv/moshaver/data' }, '/');
    expect(config.fileStorage).toEqual({ kind: 'disk' });
    expect(config.uploadDir).toBe('/srv/moshaver/data/uploads');
  });

  it('name a bucket of an S3-compatible storage, addressed by path when an endpoint is given', () => {
    expect(loadConfig(S3_ENV).fileStorage).toEqual({
      kind: 's3',
      s3: {
        endpoint: 'https://s3.ir-thr-at1.arvanstorage.ir',
        region: 'us-east-1',
        bucket: 'moshaver-files',
        accessKeyId: 'access',
        secretAccessKey: 'secret',
        forcePathStyle: true,
      },
    });
    const amazon = loadConfig({ ...S3_ENV, S3_ENDPOINT: '', S3_REGION: 'eu-central-1' }).fileStorage;
    expect(amazon).toMatchObject({ s3: { endpoint: null, region: 'eu-central-1', forcePathStyle: false } });
    expect(loadConfig({ ...S3_ENV, S3_FORCE_PATH_STYLE: 'false' }).fileStorage).toMatchObject({ s3: { forcePathStyle: false } });
  });

  it.each([
    [{ FILE_STORAGE: 'ftp' }, 'FILE_STORAGE'],
    [{ ...S3_ENV, S3_BUCKET: '' }, 'S3_BUCKET'],
    [{ ...S3_ENV, S3_ACCESS_KEY_ID: ' ' }, 'S3_ACCESS_KEY_ID'],
    [{ ...S3_ENV, S3_SECRET_ACCESS_KEY: undefined }, 'S3_SECRET_ACCESS_KEY'],
    [{ ...S3_ENV, S3_ENDPOINT: 'ftp://files' }, 'S3_ENDPOINT'],
    [{ ...S3_ENV, S3_FORCE_PATH_STYLE: 'maybe' }, 'S3_FORCE_PATH_STYLE'],
  ])('refuse %j, naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(variable);
  });
});
