import type { RecordedEvent } from '../../events/framework/event';
import { studioInstant } from '../../domain/time/studio-time';
import { weekdayDate } from '../platform/studio-date-text';
import type { Lookups, PushMessage } from './notification-kinds';

/** What one event type sends (notification-kinds.ts lists them): a message, or nothing. */
export type Kind = (event: RecordedEvent, lookups: Lookups) => PushMessage | undefined | Promise<PushMessage | undefined>;

const HOUR = 3600;
export const DAY = 24 * HOUR;
export const WEEK = 7 * DAY;
// A notification shows two or three lines on a phone: the rest of a long comment waits on the session's screen.
export const COMMENT_CHARS = 120;

export const str = (v: unknown) => (typeof v === 'string' ? v : '');
export const num = (v: unknown) => (typeof v === 'number' ? v : undefined);
export const member = (event: RecordedEvent) => ({ kind: 'users' as const, userIds: [str(event.data.userId)] });
// A notice is about one class or one date: it names it with its weekday, 'martes 1 de diciembre' (studio-date-text.ts).
export { weekdayDate as noticeDate, withoutFinalPeriod } from '../platform/studio-date-text';
const eventTime = (event: RecordedEvent) => new Date(event.metadata.now ?? event.recordedAt);

/** Seconds from the event until a class starts (a notice about a class is useless after it): the event's, or `at`. */
export function untilClass(event: RecordedEvent, tz: string, at?: { fecha: string; hora: string }): number {
  const fecha = at?.fecha ?? str(event.data.fecha);
  const hora = at?.hora ?? (str(event.data.hora) || '23:59');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(fecha) || !/^\d{2}:\d{2}$/.test(hora)) return DAY;
  return Math.floor((studioInstant(fecha, hora, tz).getTime() - eventTime(event).getTime()) / 1000);
}

/**
 * What the studio gave back for a booking it ended: the credit, or with make-ups (docs/features/makeups.md) a make-up
 * right for her turno fijo's class, or her make-up back for a make-up class.
 */
export async function givenBack(event: RecordedEvent, lookups: Lookups): Promise<string> {
  const makeup = await lookups.makeupOnCancel(str(event.data.userId), num(event.data.bookingId) ?? 0);
  if (makeup === 'back') return 'Te devolvimos el recupero.';
  if (makeup) return `Te quedó un recupero para usar hasta el ${weekdayDate(makeup.until)}.`;
  return 'Te devolvimos el crédito.';
}
