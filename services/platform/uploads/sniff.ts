import { fileTypeFromBuffer } from 'file-type';
import { DomainError, invalid } from '../../../events/framework/errors';

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
  if (bytes.length === 0) throw invalid('EMPTY_FILE', `El ${opts.what} está vacío.`);
  if (bytes.length > opts.maxBytes) {
    const mb = Math.round(opts.maxBytes / 1_048_576);
    throw new DomainError(413, 'FILE_TOO_LARGE', `El ${opts.what} supera el máximo de ${mb} MB.`);
  }
  const type = await fileTypeFromBuffer(bytes);
  const extension = type && accepted[type.mime];
  if (!type || !extension) {
    throw new DomainError(415, 'UNSUPPORTED_FILE_TYPE', `El ${opts.what} no es de un tipo aceptado.`);
  }
  return { mime: type.mime, extension };
}
