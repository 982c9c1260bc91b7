import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** The plan day a class's pizarra shows, once chosen. */
export async function findClassBoard(db: Db, slotId: number, date: string): Promise<{ planId: number; dayId: number } | undefined> {
  const row = await db.selectFrom('class_boards').select(['plan_id', 'day_id']).where('slot_id', '=', slotId).where('date', '=', date).executeTakeFirst();
  return row && { planId: row.plan_id, dayId: row.day_id };
}

export interface BoardSetRow {
  user_id: string;
  session_id: string;
  set_id: number;
  reps: number;
  weight: number;
  records: string[];
}

/**
 * What the members logged of one plan day on one day, set by set, across their sessions of it (she may have started
 * hers on her phone and the coach entered more from the tablet): the latest logging of each set wins.
 */
export async function listBoardSets(db: Db, userIds: readonly string[], planId: number, dayId: number, date: string): Promise<BoardSetRow[]> {
  if (userIds.length === 0) return [];
  const { rows } = await sql<BoardSetRow>`
    SELECT DISTINCT ON (ws.user_id, ws.set_id) ws.user_id, ws.session_id, ws.set_id, ws.reps, ws.weight::float8 AS weight, ws.records
    FROM workout_sets ws JOIN workout_sessions s ON s.id = ws.session_id
    WHERE s.user_id = ANY(${[...userIds]}::text[]) AND s.plan_id = ${planId} AND s.day_id = ${dayId} AND s.fecha = ${date}::date AND ws.done
    ORDER BY ws.user_id, ws.set_id, ws.logged_at DESC`.execute(db);
  return rows;
}

/** Her latest session of a plan day on a day, if she started one (where the coach's entries go too). */
export async function findDaySession(db: Db, userId: string, planId: number, dayId: number, date: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('workout_sessions')
    .select('id')
    .where('user_id', '=', userId)
    .where('plan_id', '=', planId)
    .where('day_id', '=', dayId)
    .where('fecha', '=', date)
    .orderBy('started_at', 'desc')
    .executeTakeFirst();
  return row?.id;
}
