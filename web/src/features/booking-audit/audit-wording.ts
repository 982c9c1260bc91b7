import type { HistoryEntry } from './api/types';
import { instantDayTime } from '../../lib/calendar-date';
import { countOf } from '../../lib/plural';

/**
 * Pure wording of the booking audit, in the studio's Spanish. Times show in the studio's zone (as every
 * audit screen of the app does), so an admin travelling still reads the studio's clock.
 */
const STUDIO_TZ = 'America/Argentina/Buenos_Aires';

const KIND_LABELS: Record<HistoryEntry['kind'], string> = { booked: 'Reservó', cancelled: 'Canceló' };

const REASON_LABELS: Record<string, string> = {
  member: 'por el socio',
  admin: 'por la administración',
  'slot-removed': 'clase eliminada',
  'slot-changed': 'clase cambiada de horario',
  'class-cancelled': 'clase cancelada por el estudio',
  'class-moved': 'clase movida: pasó a la nueva hora',
  'moved-class-full': 'clase movida: sin lugar en la nueva hora',
  'moved-member-busy': 'clase movida: ya tenía otra clase a esa hora',
  // A booking the waitlist made when a place freed up.
  waitlist: 'desde la lista de espera',
};

export const kindLabel = (kind: HistoryEntry['kind']): string => KIND_LABELS[kind];

/** Why a booking was cancelled (or that the waitlist made it); null for a plain booking or a reason this screen does not know. */
export const reasonLabel = (reason: string | null): string | null => (reason ? (REASON_LABELS[reason] ?? null) : null);

export type ActorKind = 'member' | 'staff' | 'system';

/** Who did it: the member themself, someone else (an admin, by name), or the studio ("Sistema"). */
export function actorOf(entry: Pick<HistoryEntry, 'actorId' | 'actorName' | 'userId' | 'userName'>): { kind: ActorKind; name: string } {
  if (entry.actorId === null) return { kind: 'system', name: 'Sistema' };
  if (entry.actorId === entry.userId) return { kind: 'member', name: entry.userName };
  return { kind: 'staff', name: entry.actorName };
}

/** "Hecho por Leo Díaz · por la administración": the detail line of a timeline entry. */
export function doneByLine(entry: HistoryEntry): string {
  const reason = reasonLabel(entry.reason);
  return `Hecho por ${actorOf(entry).name}${reason ? ` · ${reason}` : ''}`;
}

// 24-hour clock, as the schedule shows times (es-AR's default would print "9:15 a. m.").
const dateTime = new Intl.DateTimeFormat('es-AR', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: STUDIO_TZ });

/** An instant as the studio reads it: "24/11/2026, 10:32". */
export const formatWhen = (iso: string): string => dateTime.format(new Date(iso));

/** The same without the year, where space is short (a roster row beside its button): "24/11, 10:32", "01/12, 09:05". */
export const formatWhenShort = instantDayTime;

/** Newest first: what the admin is looking for is usually the last thing that happened. */
export const newestFirst = <T extends { at: string }>(entries: readonly T[]): T[] => entries.toReversed();

export const placesTaken = (taken: number, capacity: number): string => `${taken}/${capacity}`;

export const placesTakenLabel = (taken: number, capacity: number): string =>
  `${taken} de ${countOf(capacity, 'lugar ocupado', 'lugares ocupados')}`;
