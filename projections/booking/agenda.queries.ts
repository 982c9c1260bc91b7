import type { Kysely } from 'kysely';
import type { Cupo } from '../../contract/booking';
import type { Database } from '../../db/schema';
import { agendaDates, isoWeekdayOf } from '../../domain/booking/agenda-horizon';
import { listScheduleSlots } from '../catalog/schedule-slots.queries';
import { listMemberOccurrences, listOccupancy } from './bookings.queries';
import { occurrenceCancellations } from './calendar-exceptions.queries';
import { listTrialPlaces } from '../trials/trial-places.queries';

/** The agenda row is the route's contract (contract/booking.ts), written once. */
export type AgendaOccurrence = Cupo;

/**
 * Every class occurrence a member can see from now to the agenda horizon: each weekly slot on each matching date
 * and each one-off class on its date, with the places left on that date (capacity minus live bookings), the
 * viewer's booking, the instructor and duration, and, when the day is closed or the class cancelled or moved, why
 * (shown, not hidden, so a member sees what happened to the class). Classes that already started today
 * are left out.
 */
export async function listAgenda(db: Kysely<Database>, viewerId: string, now: { date: string; minutes: number }): Promise<AgendaOccurrence[]> {
  const dates = agendaDates(now.date);
  const [slots, occupancy, mine, exceptions, trials] = await Promise.all([
    listScheduleSlots(db, { oneOffsFrom: now.date }),
    listOccupancy(db, dates[0]!, dates.at(-1)!),
    listMemberOccurrences(db, viewerId, now.date),
    occurrenceCancellations(db, dates[0]!, dates.at(-1)!),
    listTrialPlaces(db, dates[0]!, dates.at(-1)!),
  ]);
  // A trial class holds a place as a booking does (projections/trials/trial-places.queries.ts).
  const booked = new Map(occupancy.map((o) => [`${o.slot_id}|${o.fecha}`, o.booked]));
  for (const t of trials) booked.set(`${t.slot_id}|${t.fecha}`, (booked.get(`${t.slot_id}|${t.fecha}`) ?? 0) + t.places);
  const own = new Map(mine.map((b) => [`${b.slot_id}|${b.fecha}`, b.id]));
  const result: AgendaOccurrence[] = [];
  for (const fecha of dates) {
    const weekday = isoWeekdayOf(fecha);
    for (const slot of slots) {
      if (slot.fecha ? slot.fecha !== fecha : slot.weekday !== weekday) continue;
      const [h, m] = slot.hora.split(':').map(Number);
      if (fecha === now.date && h! * 60 + m! <= now.minutes) continue;
      const key = `${slot.id}|${fecha}`;
      const closed = exceptions.closedDays.get(fecha);
      const cancelada = closed !== undefined ? { motivo: closed, causa: 'dia_cerrado' as const, movida_a: null } : (exceptions.occurrences.get(key) ?? null);
      result.push({
        horario_id: slot.id,
        fecha,
        dia_semana: slot.dia_semana,
        hora: slot.hora,
        disciplina_id: slot.disciplina_id,
        disciplina: slot.disciplina,
        cupo_maximo: slot.cupo_maximo,
        cupo_disponible: cancelada ? 0 : Math.max(0, slot.cupo_maximo - (booked.get(key) ?? 0)),
        reserva_id: own.get(key) ?? null,
        profesor: slot.profesor,
        duracion_minutos: slot.duracion_minutos,
        unica: slot.fecha !== null,
        cancelada,
      });
    }
  }
  return result;
}
