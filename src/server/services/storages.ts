import type { Config } from '#server/config.ts';
import { S3Storage } from './s3-storage.ts';
import { LocalStorage, type Storages } from './storage.ts';

/** Public media may be kept by browsers and a CDN for a day, as the local /media says. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=86400';

type StoragePlaces = Pick<Config, 'mediaDir' | 'filesDir' | 's3'>;

const made = new WeakMap<StoragePlaces, Storages>();

/**
 * The shop's two storages: folders on disk (the default), or one bucket (`STORAGE=s3`) holding media
 * under `media/` and private files under `files/` (decision 047).
 */
export function createStorages(config: StoragePlaces): Storages {
  let storages = made.get(config);
  if (!storages) {
    storages = config.s3
      ? {
          media: new S3Storage(config.s3, 'media/', config.mediaDir, MEDIA_CACHE_CONTROL),
          files: new S3Storage(config.s3, 'files/', config.filesDir),
        }
      : { media: new LocalStorage(config.mediaDir), files: new LocalStorage(config.filesDir) };
    made.set(config, storages);
  }
  return storages;
}
