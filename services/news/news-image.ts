import sharp from 'sharp';
import { fail } from '../../events/framework/errors';
import { assertPixelBudget, MAX_DECODED_PIXELS } from '../platform/uploads/pixel-budget';
import { sniffUpload } from '../platform/uploads/sniff';

/** docs/product.md §9: news images are JPEG, PNG, WebP or GIF, recognised by their bytes. */
const ACCEPTED: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/gif': 'gif' };

// A phone photo is 2–6 MB; anything bigger is not worth sending over a member's mobile data.
export const NEWS_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
// The widest the feed ever shows an image (2x a desktop card); larger images are scaled down.
const MAX_DIMENSION = 1600;

export const IMAGE_MIME: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** Base64 (optionally a `data:` URL) to bytes; anything that is not base64 is refused, never half-decoded. */
export function decodeBase64Image(fileData: string): Buffer {
  const payload = fileData.replace(/^data:[^,]{0,100};base64,/, '').replace(/\s+/g, '');
  if (payload.length > Math.ceil((NEWS_IMAGE_MAX_BYTES * 4) / 3) + 4) throw tooLarge();
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(payload) || payload.length % 4 === 1) {
    throw fail('INVALID_FILE_DATA');
  }
  return Buffer.from(payload, 'base64');
}

const tooLarge = () =>
  fail('FILE_TOO_LARGE', { what: 'La imagen', mb: NEWS_IMAGE_MAX_BYTES / 1_048_576 });

/**
 * Checks an upload by content and re-encodes it: metadata (EXIF, GPS) stripped, orientation applied, at most
 * 1600 px a side. JPEG, PNG and WebP keep their format; GIF becomes (animated) WebP. An image that does not
 * decode completely (truncated, corrupt) is refused.
 */
export async function processNewsImage(bytes: Buffer): Promise<{ bytes: Buffer; extension: string }> {
  const { extension } = await sniffUpload(bytes, ACCEPTED, { maxBytes: NEWS_IMAGE_MAX_BYTES, what: 'archivo de imagen' });
  // Decompression-bomb guard: a tiny file that claims 100 megapixels is refused before decoding.
  await assertPixelBudget(bytes, 'la imagen');
  try {
    const image = sharp(bytes, { animated: extension === 'gif', limitInputPixels: MAX_DECODED_PIXELS, failOn: 'warning' })
      .rotate()
      .resize(MAX_DIMENSION, MAX_DIMENSION, { fit: 'inside', withoutEnlargement: true });
    switch (extension) {
      case 'jpg':
        return { bytes: await image.jpeg({ quality: 82, mozjpeg: true }).toBuffer(), extension: 'jpg' };
      case 'png':
        return { bytes: await image.png({ compressionLevel: 9, palette: false }).toBuffer(), extension: 'png' };
      default:
        return { bytes: await image.webp({ quality: 80 }).toBuffer(), extension: 'webp' };
    }
  } catch {
    throw fail('INVALID_IMAGE');
  }
}
