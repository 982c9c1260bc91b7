import type { Kysely } from 'kysely';
import type { PublicSchedule } from '../../contract/trials';
import type { Database } from '../../db/schema';
import type { StudioTime } from '../../domain/time/studio-time';
import { listAgenda } from '../../projections/booking/agenda.queries';

/**
 * The agenda as anyone may see it: the same classes, places left (bookings and trials) and cancellations a member's
 * agenda shows, with nothing about who booked them. Read as nobody's agenda, so no booking of anyone is named.
 */
export async function publicSchedule(db: Kysely<Database>, now: StudioTime, studio: { name: string; autoConfirm: boolean }): Promise<PublicSchedule> {
  const agenda = await listAgenda(db, '', now);
  return {
    estudio: studio.name,
    prueba_confirmacion: studio.autoConfirm ? 'automatica' : 'estudio',
    clases: agenda.map((c) => ({
      horario_id: c.horario_id,
      fecha: c.fecha,
      dia_semana: c.dia_semana,
      hora: c.hora,
      disciplina: c.disciplina,
      profesor: c.profesor ?? null,
      duracion_minutos: c.duracion_minutos ?? null,
      cupo_maximo: c.cupo_maximo,
      cupo_disponible: c.cupo_disponible,
      cancelada: c.cancelada ? { causa: c.cancelada.causa, motivo: c.cancelada.motivo } : null,
    })),
  };
}
