/**
 * Object storage chosen by configuration (STORAGE_PROVIDER): a local folder (default) or an S3-compatible bucket.
 *
 *   const recordings = createRecordingStore(createObjectStore(config, { area: 'recordings', localDir }));
 */
import { createLocalObjectStore } from './local.js';
import type { ObjectStore } from './object-store.js';
import { createS3ObjectStore } from './s3.js';

export * from './object-store.js';
export { createLocalObjectStore } from './local.js';
export { createS3ObjectStore, type S3ObjectStoreOptions } from './s3.js';
export { createRecordingStore, createLocalRecordingStore, type RecordingStore } from './recordings.js';

/** The configuration keys this module reads (a subset of the app's Config). */
export interface ObjectStoreConfig {
  STORAGE_PROVIDER?: 'local' | 's3';
  S3_ENDPOINT?: string;
  S3_REGION?: string;
  S3_BUCKET?: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
  S3_FORCE_PATH_STYLE?: boolean;
}

/**
 * One area of object storage: a folder of its own locally (`localDir`), a key prefix (`<area>/`) in the shared
 * bucket on S3, so recordings, contracts and uploads share one bucket.
 */
export function createObjectStore(config: ObjectStoreConfig, opts: { area: string; localDir: string }): ObjectStore {
  if ((config.STORAGE_PROVIDER ?? 'local') === 'local') return createLocalObjectStore(opts.localDir);
  if (!config.S3_BUCKET) throw new Error('STORAGE_PROVIDER=s3 needs S3_BUCKET');
  return createS3ObjectStore({
    bucket: config.S3_BUCKET,
    region: config.S3_REGION ?? 'us-east-1',
    endpoint: config.S3_ENDPOINT,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE ?? false,
    prefix: `${opts.area}/`,
  });
}
