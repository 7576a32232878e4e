import path from 'node:path';
import type { AppConfig } from '#server/config.ts';
import { createLocalDiskStorage } from './local-disk-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { StorageProvider } from './storage-provider.ts';

/**
 * The storage provider chosen by configuration: an S3-compatible bucket when S3_BUCKET is set, otherwise
 * local disk under `config.uploadsDir`. Apart from the interface, so that a provider can import the
 * interface without importing the choice of provider.
 */
export function createStorage(config: Pick<AppConfig, 'uploadsDir' | 's3'>): StorageProvider {
  if (config.s3) {
    // Uploads are still received and checked on local disk before they go to the bucket.
    return createS3Storage({ ...config.s3, scratchDir: path.join(config.uploadsDir, 'incoming') });
  }
  return createLocalDiskStorage(config.uploadsDir);
}
