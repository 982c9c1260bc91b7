import sharp from 'sharp';
import { DomainError, fail } from '../../../events/framework/errors';
import { assertPixelBudget, MAX_DECODED_PIXELS } from './pixel-budget';
import { sniffUpload, type AcceptedFile } from './sniff';

// 10 MB: a phone photo of a transfer, a bank's PDF or a doctor's certificate is well under it (docs/product.md §5 uses 10 MB for images too).
export const PROOF_MAX_BYTES = 10 * 1_048_576;

/** docs/product.md §9 accepted proof types, by sniffed MIME type → the extension we store them under. */
export const PROOF_TYPES: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/heic': 'heic',
  'image/heif': 'heif',
};

const damaged = () => fail('DAMAGED_FILE');

/** How a proof is named in its refusals: 'comprobante' (of payment), 'certificado' (medical). */
export interface ProofWording {
  what: string;
  image: string;
}

export const RECEIPT_WORDING: ProofWording = { what: 'comprobante', image: 'la imagen del comprobante' };

/**
 * Checks a proof (of payment, a medical certificate) by its bytes: an accepted type by magic numbers, then a complete
 * file (raster images fully decoded, HEIC/HEIF box structure walked, PDF header and trailer present).
 */
export async function checkProofFile(bytes: Buffer, wording: ProofWording = RECEIPT_WORDING): Promise<AcceptedFile> {
  const file = await sniffUpload(bytes, PROOF_TYPES, { maxBytes: PROOF_MAX_BYTES, what: wording.what });
  if (file.mime === 'application/pdf') checkPdf(bytes);
  else if (file.mime === 'image/heic' || file.mime === 'image/heif') checkIsoBmff(bytes);
  else await checkRaster(bytes, wording.image);
  return file;
}

function checkPdf(bytes: Buffer): void {
  // Writers may append a newline or a few bytes after the last %%EOF; 1 KB of tail is the usual tolerance.
  const tail = bytes.subarray(Math.max(0, bytes.length - 1024)).toString('latin1');
  if (!bytes.subarray(0, 5).equals(Buffer.from('%PDF-')) || !tail.includes('%%EOF')) throw damaged();
}

async function checkRaster(bytes: Buffer, what: string): Promise<void> {
  await assertPixelBudget(bytes, what);
  try {
    // stats() decodes every pixel, so a cut-off image fails here; failOn 'truncated' lets benign warnings pass.
    await sharp(bytes, { failOn: 'truncated', limitInputPixels: MAX_DECODED_PIXELS, animated: false }).stats();
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw damaged();
  }
}

/**
 * HEIC/HEIF: sharp's prebuilt binaries carry no HEVC decoder, so instead the top-level ISO-BMFF boxes must
 * tile the file exactly, starting with ftyp and holding the meta and mdat boxes every still image has.
 */
export function checkIsoBmff(bytes: Buffer): void {
  const seen = new Set<string>();
  let offset = 0;
  while (offset < bytes.length) {
    if (offset + 8 > bytes.length) throw damaged();
    let size = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    let header = 8;
    if (size === 1) {
      if (offset + 16 > bytes.length) throw damaged();
      const large = bytes.readBigUInt64BE(offset + 8);
      if (large > BigInt(bytes.length)) throw damaged();
      size = Number(large);
      header = 16;
    } else if (size === 0) {
      size = bytes.length - offset; // the last box runs to the end of the file
    }
    if (size < header || offset + size > bytes.length) throw damaged();
    if (seen.size === 0 && type !== 'ftyp') throw damaged();
    seen.add(type);
    offset += size;
  }
  if (!seen.has('meta') || !seen.has('mdat')) throw damaged();
}
