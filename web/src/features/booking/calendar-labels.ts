import type { AgendaOccurrence } from './api/get-agenda';
import { dayMonth } from '../../lib/calendar-date';

type Cancelada = NonNullable<AgendaOccurrence['cancelada']>;


/** Why a class is off, as the agenda says it: "Cancelada: Feriado", "Se movió al 26/11 19:00". */
export function cancelledLabel(c: Cancelada): string {
  if (c.causa === 'clase_movida' && c.movida_a) return `Se movió al ${dayMonth(c.movida_a.fecha)} ${c.movida_a.hora}: ${c.motivo}`;
  return `Cancelada: ${c.motivo}`;
}

/** The motivo of a closed day, when every class of it is off because the studio closed. */
export function closedDayMotivo(slots: readonly Pick<AgendaOccurrence, 'cancelada'>[]): string | null {
  const first = slots[0]?.cancelada;
  return first?.causa === 'dia_cerrado' && slots.every((s) => s.cancelada?.causa === 'dia_cerrado') ? first.motivo : null;
}

/** "60 min · Carla Dueña": the class's length and who runs it, when known. */
export function classDetails(o: { duracion_minutos?: number; profesor?: string | null }): string {
  return [o.duracion_minutos ? `${o.duracion_minutos} min` : null, o.profesor ?? null].filter(Boolean).join(' · ');
}
