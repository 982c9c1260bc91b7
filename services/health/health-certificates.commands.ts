import type { Db } from '../../db/database';
import { healthFileStream, type StoredHealthStatement } from '../../events/catalog/health.events';
import { readStream } from '../../events/store/read';
import type { FileStore } from '../platform/storage/file-store';

/**
 * A deleted account's medical certificates leave the file store too. Their keys are read from her file's stream
 * (the log keeps them, not what they show), so the files go even though the read table no longer lists them.
 */
export async function deleteHealthCertificates(db: Db, files: FileStore, userId: string): Promise<void> {
  const { events } = await readStream(db, healthFileStream(userId).streamId);
  for (const event of events) {
    const certificate = event.type === 'HealthStatementSubmitted' ? (event.data as unknown as StoredHealthStatement).certificate : null;
    if (certificate) await files.delete(certificate.key);
  }
}
