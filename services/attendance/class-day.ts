import type { Kysely } from 'kysely';
import type { ClassDay } from '../../contract/attendance';
import type { Database } from '../../db/schema';
import { isoWeekdayOf } from '../../domain/booking/agenda-horizon';
import { classDurationMinutes, classEnded, minutesUntilStart } from '../../domain/booking/class-times';
import type { StudioTime } from '../../domain/time/studio-time';
import { listClassTrials, trialRosterEntry } from '../../projections/trials/trial-leads.queries';
import { listCancelledRoster, listClassesOfDay, listClassPlans, listClassRoster, listClassWaitlist } from '../../projections/attendance/class-console.queries';

/** How far the staff home looks for the next day with classes: a week covers every weekly class. */
const NEXT_DAY_HORIZON = 7;

const endOf = (hora: string, minutes: number) => {
  const [h, m] = hora.split(':').map(Number);
  const end = (h! * 60 + m! + minutes) % 1440;
  return `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
};

const addDays = (fecha: string, days: number) => new Date(Date.parse(`${fecha}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** One studio day's classes as the console shows them: rosters, waitlists, plans, and where each stands on `now`. */
export async function classDay(db: Kysely<Database>, fecha: string, now: StudioTime): Promise<ClassDay> {
  const classes = await listClassesOfDay(db, fecha, isoWeekdayOf(fecha));
  const clases = await Promise.all(
    classes.map(async (c) => {
      const duration = classDurationMinutes({ slotId: c.horario_id, durationMinutes: c.duracion_minutos });
      const [reservas, lista_de_espera, planificaciones, pruebas, turnos_cancelados] = await Promise.all([
        listClassRoster(db, c.horario_id, fecha),
        listClassWaitlist(db, c.horario_id, fecha),
        listClassPlans(db, c.horario_id),
        listClassTrials(db, c.horario_id, fecha),
        // Only a class that will not take place has any (its roster is empty): one read less for every other.
        c.cancelada ? listCancelledRoster(db, c.horario_id, fecha) : Promise.resolve(undefined),
      ]);
      const ended = classEnded({ fecha, hora: c.hora, durationMinutes: duration }, now);
      const estado = ended ? ('terminada' as const) : minutesUntilStart(fecha, c.hora, now) <= 0 ? ('en_curso' as const) : ('proxima' as const);
      return { ...c, hora_fin: endOf(c.hora, duration), estado, reservas, lista_de_espera, planificaciones, pruebas: pruebas.map(trialRosterEntry), ...(turnos_cancelados && { turnos_cancelados }) };
    }),
  );
  return { fecha, clases };
}

/**
 * The staff home's classes: today's, and those of the next day that has any (within a week), so a coach sees who
 * comes next even after the day's last class or on a day without classes.
 */
export async function upcomingClassDays(db: Kysely<Database>, now: StudioTime): Promise<{ hoy: ClassDay; siguiente: ClassDay | null }> {
  const hoy = await classDay(db, now.date, now);
  for (let days = 1; days <= NEXT_DAY_HORIZON; days += 1) {
    const next = await classDay(db, addDays(now.date, days), now);
    if (next.clases.length > 0) return { hoy, siguiente: next };
  }
  return { hoy, siguiente: null };
}
