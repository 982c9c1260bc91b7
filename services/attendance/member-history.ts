import type { MemberClassRow } from '../../projections/attendance/member-history.queries';
import type { HistorialEntry } from '../../contract/attendance';
import { classDurationMinutes, classEnded, type StudioMoment } from '../../domain/booking/class-times';

/**
 * One row of the member's history, or none for a class still ahead (booked today, not over yet). A cancelled
 * booking is "cancelada" with its recorded reason whenever it happened; an ended class is "presente" or
 * "ausente", or "sin_registro" when nobody marked it (classes from before attendance was taken).
 */
export function historialEntryOf(r: MemberClassRow, now: StudioMoment): HistorialEntry[] {
  const base = { id: r.id, fecha: r.fecha, hora: r.hora, disciplina: r.disciplina, creditos: r.creditos };
  if (!r.active) return [{ ...base, estado: 'cancelada', motivo_cancelacion: r.cancel_reason }];
  if (!classEnded({ fecha: r.fecha, hora: r.hora, durationMinutes: classDurationMinutes({ slotId: r.slot_id, durationMinutes: r.duration_minutes }) }, now)) {
    // A class in progress already checked in shows; one still ahead does not.
    return r.status === 'attended' ? [{ ...base, estado: 'presente', motivo_cancelacion: null }] : [];
  }
  const estado = r.status === 'attended' ? 'presente' : r.status === 'no_show' ? 'ausente' : 'sin_registro';
  return [{ ...base, estado, motivo_cancelacion: null }];
}
