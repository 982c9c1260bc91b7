import { fileTypeFromBuffer } from 'file-type';
import { fail } from '../../../events/framework/errors';

export interface AcceptedFile {
  mime: string;
  extension: string;
}

/**
 * Identifies an upload by its bytes (magic numbers), never by its name or declared type, and checks it
 * against the kinds a feature accepts. An empty, oversized, truncated or foreign file is refused.
 */
export async function sniffUpload(
  bytes: Buffer,
  accepted: Record<string, string>,
  opts: { maxBytes: number; what: string },
): Promise<AcceptedFile> {
  if (bytes.length === 0) throw fail('EMPTY_FILE', { what: `El ${opts.what}` });
  if (bytes.length > opts.maxBytes) {
    const mb = Math.round(opts.maxBytes / 1_048_576);
    throw fail('FILE_TOO_LARGE', { what: `El ${opts.what}`, mb });
  }
  const type = await fileTypeFromBuffer(bytes);
  const extension = type && accepted[type.mime];
  if (!type || !extension) {
    throw fail('UNSUPPORTED_FILE_TYPE', { what: `El ${opts.what}` });
  }
  return { mime: type.mime, extension };
}
