import { loadConfig } from '#server/config.ts';
import { bucketOrExit } from './s3-storage.ts';
import { copyFoldersToBucket, copySummary } from './storage-copy.ts';

/**
 * `npm run storage:copy`: copies the local MEDIA_DIR and FILES_DIR (by default DATA_DIR/media and
 * DATA_DIR/files) into the bucket that `STORAGE=s3` names. Safe to run again: what is there is kept.
 */
let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
if (!config.s3) {
  console.error('storage:copy needs STORAGE=s3 and S3_BUCKET: the bucket to copy the folders into');
  process.exit(2);
}
await bucketOrExit(config);
try {
  console.log(copySummary(await copyFoldersToBucket(config)));
} catch (error) {
  console.error(`The copy stopped: ${(error as Error).message}`);
  process.exit(1);
}
