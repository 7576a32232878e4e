import type { AppConfig } from '#server/config.ts';
import { createLocalDiskStorage } from './local-disk-storage.ts';
import type { StorageProvider } from './storage-provider.ts';

/**
 * The storage provider chosen by configuration (local disk under `config.uploadsDir`). Apart from the
 * interface, so that a provider can import the interface without importing the choice of provider.
 */
export function createStorage(config: Pick<AppConfig, 'uploadsDir'>): StorageProvider {
  return createLocalDiskStorage(config.uploadsDir);
}
