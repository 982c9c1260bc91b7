import { dayMonth } from '../../lib/calendar-date';

/**
 * `YYYY-MM-DD HH:MM:SS` (the studio's wall clock) as a date in a list of posts, day and month: "16/11", as every
 * list of the app writes it (lib/calendar-date). Read as calendar fields, never through a time zone, so the day never shifts.
 */
export function newsDateLabel(fecha: string): string {
  return /^\d{4}-\d{2}-\d{2}/.test(fecha) ? dayMonth(fecha.slice(0, 10)) : fecha;
}

/** Shown when a post's image cannot be loaded: a neutral picture frame, no network needed. */
export const PLACEHOLDER_IMAGE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180"><rect width="320" height="180" fill="#eef0f3"/><path d="M112 120l32-40 24 28 16-18 24 30z" fill="#c3c8d1"/><circle cx="200" cy="70" r="12" fill="#c3c8d1"/></svg>',
  );

// News images: what uploadNoticiaImage accepts (checked again by content on the server).
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export function checkNewsImage(file: File | null | undefined): string | null {
  if (!file) return 'Por favor selecciona una imagen';
  if (!ACCEPTED_IMAGE_TYPES.includes(file.type)) return 'La imagen debe ser JPEG, PNG, WebP o GIF.';
  if (file.size > MAX_IMAGE_BYTES) return 'La imagen supera el máximo de 5 MB.';
  return null;
}
