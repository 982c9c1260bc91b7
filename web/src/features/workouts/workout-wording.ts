import type { PersonalRecord } from './api/log-set';
import { formatKg } from './set-entry';
import { countOf } from '../../lib/plural';
import { dayMonth, instantDayTime, weekdayDate } from '../../lib/calendar-date';

const STUDIO_TZ = 'America/Argentina/Buenos_Aires';

const time = new Intl.DateTimeFormat('es-AR', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: STUDIO_TZ });

/** A studio day (YYYY-MM-DD) as "miércoles 25 de noviembre". */
export const formatLongDay = weekdayDate;
/** A studio day in a list, "05/11" (lib/calendar-date's list style). */
export const formatShortDay = dayMonth;
/** An instant as the studio's day and 24-hour time, "25/11, 18:05" (lib/calendar-date's list style). */
export const formatShortInstant = instantDayTime;
/** An instant as the studio's 24-hour time, "18:05". */
export const formatTime = (iso: string) => time.format(new Date(iso));

/** What the record banner says for one record the server reported. */
export function recordText(record: Pick<PersonalRecord, 'tipo' | 'ejercicio' | 'valor' | 'anterior' | 'peso'>): string {
  switch (record.tipo) {
    case 'peso_maximo':
      return `${record.ejercicio}: nuevo peso máximo, ${formatKg(record.valor)} (antes ${formatKg(record.anterior)})`;
    case 'e1rm':
      return `${record.ejercicio}: nuevo 1RM estimado, ${formatKg(round(record.valor))} (antes ${formatKg(round(record.anterior))})`;
    case 'repeticiones':
      return `${record.ejercicio}: ${record.valor} repeticiones con ${formatKg(record.peso)}, tu mejor marca (antes ${record.anterior})`;
  }
}

const round = (kg: number) => Math.round(kg * 10) / 10;

/** "32,5 kg × 8" held together: no-break spaces, so a narrow tile never splits the weight from its unit. */
export const setFigure = (peso: number, repeticiones: number) => `${formatKg(peso)} × ${repeticiones}`.replace(/ /g, '\u00a0');

/** "3 de 12 series". */
export const progressText = (done: number, total: number) => `${done} de ${countOf(total, 'serie', 'series')}`;

/** Volume in kg, rounded for reading ("1.240 kg"). */
export const formatVolume = (kg: number) => `${new Intl.NumberFormat('es-AR', { maximumFractionDigits: 0 }).format(kg)} kg`;

/** The coach's comments not read yet: "1 comentario nuevo", "3 comentarios nuevos". */
export const unreadText = (n: number) => countOf(n, 'comentario nuevo', 'comentarios nuevos');
