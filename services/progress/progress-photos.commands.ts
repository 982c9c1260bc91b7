import type { Db } from '../../db/database';
import { bodyProgressStream, type StoredBodyProgressEvent } from '../../events/catalog/progress.events';
import { readStream } from '../../events/store/read';
import type { FileStore } from '../platform/storage/file-store';

/**
 * A deleted account's progress photos leave the file store too. Their keys are read from her stream (the log keeps
 * them, not what they show), so the files go even though the read table no longer lists them.
 */
export async function deleteProgressPhotos(db: Db, files: FileStore, userId: string): Promise<void> {
  const { events } = await readStream(db, bodyProgressStream(userId).streamId);
  for (const event of events as unknown as StoredBodyProgressEvent[]) {
    if (event.type === 'ProgressPhotoAdded') await files.delete(event.data.file.key);
  }
}
