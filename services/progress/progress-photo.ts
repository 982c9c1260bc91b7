import sharp from 'sharp';
import { fail } from '../../events/framework/errors';
import { assertPixelBudget, MAX_DECODED_PIXELS } from '../platform/uploads/pixel-budget';
import { sniffUpload } from '../platform/uploads/sniff';

/** A progress photo is a phone's photo: JPEG, PNG or WebP, recognised by its bytes. */
const ACCEPTED: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

// 10 MB, as receipts: a phone photo is 2–6 MB.
export const PROGRESS_PHOTO_MAX_BYTES = 10 * 1_048_576;
// Enough to compare two photos side by side on a tablet; a body photo's detail is not worth more of her data plan.
const MAX_DIMENSION = 1600;

/**
 * Checks a progress photo by content and re-encodes it as JPEG: the camera's metadata (the place it was taken, the
 * phone) never reaches the store, the orientation is applied, at most 1600 px a side. One that does not decode
 * completely (truncated, corrupt) is refused.
 */
export async function processProgressPhoto(bytes: Buffer): Promise<{ bytes: Buffer; mime: string; extension: string }> {
  await sniffUpload(bytes, ACCEPTED, { maxBytes: PROGRESS_PHOTO_MAX_BYTES, what: 'archivo de la foto' });
  await assertPixelBudget(bytes, 'la foto');
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_DECODED_PIXELS, failOn: 'truncated' })
      .rotate()
      .resize(MAX_DIMENSION, MAX_DIMENSION, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' });
    return { bytes: await image.jpeg({ quality: 82, mozjpeg: true }).toBuffer(), mime: 'image/jpeg', extension: 'jpg' };
  } catch {
    throw fail('INVALID_IMAGE');
  }
}
