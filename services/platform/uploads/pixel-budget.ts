import sharp from 'sharp';
import { fail } from '../../../events/framework/errors';

/**
 * The most pixels an uploaded image may decode to. A compressed file can be tiny and still claim 100
 * megapixels (a "pixel bomb" costs seconds of CPU and hundreds of MB to decode). 40 MP is above any phone
 * camera's default photo (12–24 MP) and any screenshot or scanned page, so no real receipt or news image
 * meets it.
 */
export const MAX_DECODED_PIXELS = 40_000_000;

/**
 * Refuses an image whose header declares more than MAX_DECODED_PIXELS (all frames of an animation counted),
 * reading only the header, before anything is decoded. Files whose header sharp cannot read pass through:
 * the decode that follows (with `limitInputPixels` as a backstop) refuses them as damaged.
 */
export async function assertPixelBudget(bytes: Buffer, what: string): Promise<void> {
  let pixels: number;
  try {
    const { width = 0, height = 0, pages = 1 } = await sharp(bytes, { limitInputPixels: false }).metadata();
    pixels = width * height * Math.max(1, pages);
  } catch {
    return;
  }
  if (pixels > MAX_DECODED_PIXELS) {
    throw fail('IMAGE_TOO_LARGE', { what, megapixels: MAX_DECODED_PIXELS / 1_000_000 });
  }
}
