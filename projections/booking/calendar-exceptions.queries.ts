import { sql, type Kysely } from 'kysely';
import type { Excepciones } from '../../contract/booking';
import type { Database } from '../../db/schema';

export type OccurrenceCancellation = { motivo: string; causa: 'dia_cerrado' | 'clase_cancelada' | 'clase_movida'; movida_a: { horario_id: number; fecha: string; hora: string } | null };

const causaOf = { 'day-closed': 'dia_cerrado', occurrence: 'clase_cancelada', moved: 'clase_movida' } as const;

/** Closed days and cancelled classes between two dates (inclusive), by date and time. */
export async function listCalendarExceptions(db: Kysely<Database>, desde: string, hasta: string): Promise<Excepciones> {
  const [days, classes] = await Promise.all([
    sql<{ fecha: string; motivo: string }>`
      SELECT to_char(fecha, 'YYYY-MM-DD') AS fecha, motivo FROM closed_days WHERE fecha BETWEEN ${desde}::date AND ${hasta}::date ORDER BY fecha`.execute(db),
    sql<{ slot_id: number; fecha: string; hora: string; disciplina: string | null; motivo: string; cause: keyof typeof causaOf; moved_to_slot_id: number | null; moved_to_fecha: string | null; moved_to_hora: string | null }>`
      SELECT c.slot_id, to_char(c.fecha, 'YYYY-MM-DD') AS fecha, c.hora, d.nombre AS disciplina, c.motivo, c.cause,
             c.moved_to_slot_id, to_char(c.moved_to_fecha, 'YYYY-MM-DD') AS moved_to_fecha, c.moved_to_hora
      FROM cancelled_occurrences c
      LEFT JOIN schedule_slots s ON s.id = c.slot_id
      LEFT JOIN disciplines d ON d.id = s.disciplina_id
      WHERE c.fecha BETWEEN ${desde}::date AND ${hasta}::date ORDER BY c.fecha, c.hora, c.slot_id`.execute(db),
  ]);
  return {
    dias_cerrados: days.rows,
    clases_canceladas: classes.rows.map((r) => ({
      horario_id: r.slot_id,
      fecha: r.fecha,
      hora: r.hora,
      disciplina: r.disciplina ?? '',
      ...cancellationOf(r),
    })),
  };
}

export function cancellationOf(r: { motivo: string; cause: keyof typeof causaOf; moved_to_slot_id: number | null; moved_to_fecha: string | null; moved_to_hora: string | null }): OccurrenceCancellation {
  return {
    motivo: r.motivo,
    causa: causaOf[r.cause],
    movida_a: r.moved_to_slot_id !== null ? { horario_id: r.moved_to_slot_id, fecha: r.moved_to_fecha!, hora: r.moved_to_hora! } : null,
  };
}

/** Cancelled occurrences and closed days in a date range, keyed for the agenda ('slotId|fecha', and 'fecha'). */
export async function occurrenceCancellations(db: Kysely<Database>, desde: string, hasta: string) {
  const { rows } = await sql<{ slot_id: number; fecha: string; motivo: string; cause: keyof typeof causaOf; moved_to_slot_id: number | null; moved_to_fecha: string | null; moved_to_hora: string | null }>`
    SELECT slot_id, to_char(fecha, 'YYYY-MM-DD') AS fecha, motivo, cause, moved_to_slot_id, to_char(moved_to_fecha, 'YYYY-MM-DD') AS moved_to_fecha, moved_to_hora
    FROM cancelled_occurrences WHERE fecha BETWEEN ${desde}::date AND ${hasta}::date`.execute(db);
  const days = await sql<{ fecha: string; motivo: string }>`
    SELECT to_char(fecha, 'YYYY-MM-DD') AS fecha, motivo FROM closed_days WHERE fecha BETWEEN ${desde}::date AND ${hasta}::date`.execute(db);
  return {
    occurrences: new Map(rows.map((r) => [`${r.slot_id}|${r.fecha}`, cancellationOf(r)])),
    closedDays: new Map(days.rows.map((d) => [d.fecha, d.motivo])),
  };
}
