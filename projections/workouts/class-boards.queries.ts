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

/** Each member's latest session of a plan day on a day, if she started one (where the coach's entries go too). */
export async function listDaySessions(db: Db, userIds: readonly string[], planId: number, dayId: number, date: string): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const { rows } = await sql<{ user_id: string; id: string }>`
    SELECT DISTINCT ON (user_id) user_id, id FROM workout_sessions
    WHERE user_id = ANY(${[...userIds]}::text[]) AND plan_id = ${planId} AND day_id = ${dayId} AND fecha = ${date}::date
    ORDER BY user_id, started_at DESC`.execute(db);
  return new Map(rows.map((r) => [r.user_id, r.id]));
}

/** Her latest session of a plan day on a day, if she started one. */
export async function findDaySession(db: Db, userId: string, planId: number, dayId: number, date: string): Promise<string | undefined> {
  return (await listDaySessions(db, [userId], planId, dayId, date)).get(userId);
}

/** The training maxes of the members on a board, for the day's exercises (by key). */
export async function listBoardMaxes(db: Db, userIds: readonly string[], keys: readonly string[]): Promise<{ user_id: string; exercise_key: string; kg: number }[]> {
  if (userIds.length === 0 || keys.length === 0) return [];
  const { rows } = await sql<{ user_id: string; exercise_key: string; kg: number }>`
    SELECT user_id, exercise_key, kg::float8 AS kg FROM training_maxes
    WHERE user_id = ANY(${[...userIds]}::text[]) AND exercise_key = ANY(${[...keys]}::text[])`.execute(db);
  return rows;
}

/**
 * Per member and exercise, the done sets of her latest session (by start) in which she did it, leaving out today's
 * sessions of the board's day (what she does in class is not her "last time"): the live query "last time" runs
 * per member, here one for the whole class.
 */
export async function listBoardLastTime(db: Db, userIds: readonly string[], keys: readonly string[], excluded: readonly string[]): Promise<{ user_id: string; exercise_key: string; number: number; reps: number; weight: number }[]> {
  if (userIds.length === 0 || keys.length === 0) return [];
  const { rows } = await sql<{ user_id: string; exercise_key: string; number: number; reps: number; weight: number }>`
    WITH last AS (
      SELECT DISTINCT ON (ws.user_id, ws.exercise_key) ws.user_id, ws.exercise_key, ws.session_id
      FROM workout_sets ws JOIN workout_sessions s ON s.id = ws.session_id
      WHERE ws.user_id = ANY(${[...userIds]}::text[]) AND ws.done AND ws.exercise_key = ANY(${[...keys]}::text[])
        AND ws.session_id <> ALL(${[...excluded]}::text[])
      ORDER BY ws.user_id, ws.exercise_key, s.started_at DESC, ws.logged_at DESC, ws.session_id)
    SELECT l.user_id, l.exercise_key, ws.number, ws.reps, ws.weight::float8 AS weight
    FROM last l JOIN workout_sets ws ON ws.session_id = l.session_id AND ws.exercise_key = l.exercise_key AND ws.done
    ORDER BY l.user_id, l.exercise_key, ws.number, ws.set_id`.execute(db);
  return rows;
}
