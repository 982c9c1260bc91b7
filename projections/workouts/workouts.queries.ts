import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import type { PlannedExercise } from '../../events/catalog/workouts.events';

type Db = Kysely<Database>;

export interface SessionSummaryRow {
  id: string;
  user_id: string;
  socio: string;
  plan_id: number;
  plan_name: string;
  week_name: string;
  day_id: number;
  day_name: string;
  fecha: string;
  started_at: Date;
  finished_at: Date | null;
  note: string | null;
  planned_sets: number;
  logged_sets: number;
  volume: number;
  /** Exercises with a record in the session: one each, however many sets or kinds beat the history. */
  records: number;
  comments: number;
}

const summaries = async (db: Db, where: RawBuilder<unknown>, limit: number): Promise<SessionSummaryRow[]> => {
  const { rows } = await sql<SessionSummaryRow>`
    SELECT s.id, s.user_id, trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) AS socio,
      s.plan_id, s.plan_name, s.week_name, s.day_id, s.day_name, s.fecha, s.started_at, s.finished_at, s.note, s.planned_sets,
      coalesce(w.logged, 0)::integer AS logged_sets, coalesce(w.volume, 0)::float8 AS volume, coalesce(w.records, 0)::integer AS records,
      (SELECT count(*) FROM workout_comments c WHERE c.session_id = s.id)::integer AS comments
    FROM workout_sessions s
    LEFT JOIN users u ON u.user_id = s.user_id
    LEFT JOIN LATERAL (
      SELECT count(*) AS logged, sum(CASE WHEN ws.done THEN ws.reps * ws.weight ELSE 0 END) AS volume, count(DISTINCT ws.exercise_key) FILTER (WHERE cardinality(ws.records) > 0) AS records
      FROM workout_sets ws WHERE ws.session_id = s.id) w ON true
    WHERE ${where}
    ORDER BY s.started_at DESC, s.id
    LIMIT ${limit}`.execute(db);
  return rows;
};

/** A member's sessions, newest first. */
export const listMemberSessions = (db: Db, userId: string, limit: number) => summaries(db, sql`s.user_id = ${userId}`, limit);

/** Every member's sessions, newest first (the coach's feed). */
export const listRecentSessions = (db: Db, limit: number) => summaries(db, sql`true`, limit);

export const findSessionSummary = async (db: Db, id: string) => (await summaries(db, sql`s.id = ${id}`, 1))[0];

/** The session's owner and its day as planned: what a logged set is checked and named against. */
export async function findSessionPlan(db: Db, id: string): Promise<{ userId: string; exercises: PlannedExercise[] } | undefined> {
  const row = await db.selectFrom('workout_sessions').select(['user_id', 'exercises']).where('id', '=', id).executeTakeFirst();
  return row && { userId: row.user_id, exercises: row.exercises };
}

export interface LoggedSetRow {
  session_id: string;
  set_id: number;
  exercise_name: string;
  number: number;
  reps: number;
  weight: number;
  seconds: number | null;
  done: boolean;
  fecha: string;
  logged_at: Date;
  records: string[];
  rpe: number | null;
  rir: number | null;
}

const setColumns = sql`ws.session_id, ws.set_id, ws.exercise_name, ws.number, ws.reps, ws.weight::float8 AS weight, ws.seconds, ws.done, ws.fecha, ws.logged_at, ws.records, ws.rpe::float8 AS rpe, ws.rir`;

export async function listSessionSets(db: Db, sessionId: string): Promise<LoggedSetRow[]> {
  const { rows } = await sql<LoggedSetRow>`SELECT ${setColumns} FROM workout_sets ws WHERE ws.session_id = ${sessionId} ORDER BY ws.set_id`.execute(db);
  return rows;
}

export interface CommentRow {
  id: string;
  author_id: string;
  author: string;
  text: string;
  at: Date;
  read_at: Date | null;
}

const commentColumns = sql`c.id, c.author_id, trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) AS author, c.text, c.at, c.read_at`;

export async function listSessionComments(db: Db, sessionId: string): Promise<CommentRow[]> {
  const { rows } = await sql<CommentRow>`
    SELECT ${commentColumns}
    FROM workout_comments c LEFT JOIN users u ON u.user_id = c.author_id
    WHERE c.session_id = ${sessionId} ORDER BY c.at, c.id`.execute(db);
  return rows;
}

export interface MemberCommentRow extends CommentRow {
  session_id: string;
  plan_name: string;
  day_name: string;
  fecha: string;
}

/** The coach's comments on a member's sessions, newest first, with the session they are about. */
export async function listMemberComments(db: Db, userId: string, limit: number): Promise<MemberCommentRow[]> {
  const { rows } = await sql<MemberCommentRow>`
    SELECT ${commentColumns}, c.session_id, s.plan_name, s.day_name, s.fecha
    FROM workout_comments c JOIN workout_sessions s ON s.id = c.session_id LEFT JOIN users u ON u.user_id = c.author_id
    WHERE c.user_id = ${userId} ORDER BY c.at DESC, c.id LIMIT ${limit}`.execute(db);
  return rows;
}

/** How many of the coach's comments on a member's sessions the member has not read (workout_comments_member index). */
export async function countUnreadComments(db: Db, userId: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::integer AS n FROM workout_comments WHERE user_id = ${userId} AND read_at IS NULL`.execute(db);
  return rows[0]?.n ?? 0;
}

/** A member's logged sets of one exercise (by key), oldest first. */
export async function listExerciseSets(db: Db, userId: string, key: string): Promise<LoggedSetRow[]> {
  const { rows } = await sql<LoggedSetRow>`
    SELECT ${setColumns} FROM workout_sets ws
    WHERE ws.user_id = ${userId} AND ws.exercise_key = ${key}
    ORDER BY ws.fecha, ws.logged_at, ws.number, ws.session_id`.execute(db);
  return rows;
}

/**
 * A member's logged sets of one exercise (by key) from the sessions she started before `sessionId`, oldest first:
 * the history a set of that session is a record against (a session synced late from an offline phone, started
 * after it, is not its past).
 */
export async function listExerciseSetsBefore(db: Db, userId: string, key: string, sessionId: string): Promise<LoggedSetRow[]> {
  const { rows } = await sql<LoggedSetRow>`
    SELECT ${setColumns} FROM workout_sets ws JOIN workout_sessions s ON s.id = ws.session_id
    WHERE ws.user_id = ${userId} AND ws.exercise_key = ${key} AND ws.session_id <> ${sessionId}
      AND s.started_at < (SELECT started_at FROM workout_sessions WHERE id = ${sessionId})
    ORDER BY ws.fecha, ws.logged_at, ws.number, ws.session_id`.execute(db);
  return rows;
}

/** Every set a member marked done, with its exercise's key, for their records. */
export async function listDoneSets(db: Db, userId: string): Promise<(LoggedSetRow & { exercise_key: string })[]> {
  const { rows } = await sql<LoggedSetRow & { exercise_key: string }>`
    SELECT ${setColumns}, ws.exercise_key FROM workout_sets ws
    WHERE ws.user_id = ${userId} AND ws.done
    ORDER BY ws.exercise_key, ws.fecha, ws.logged_at`.execute(db);
  return rows;
}

export interface LastTimeRow {
  exercise_key: string;
  session_id: string;
  fecha: string;
  number: number;
  reps: number;
  weight: number;
  seconds: number | null;
}

/**
 * Per exercise key, the done sets of the member's latest session (by start) in which they did it, leaving out
 * `excludeSessionId` (the session being logged: its own sets are not "last time").
 */
export async function listLastTime(db: Db, userId: string, keys: readonly string[], excludeSessionId: string | null = null): Promise<LastTimeRow[]> {
  if (keys.length === 0) return [];
  const { rows } = await sql<LastTimeRow>`
    WITH last AS (
      SELECT DISTINCT ON (ws.exercise_key) ws.exercise_key, ws.session_id, ws.fecha
      FROM workout_sets ws JOIN workout_sessions s ON s.id = ws.session_id
      WHERE ws.user_id = ${userId} AND ws.done AND ws.exercise_key = ANY(${[...keys]}::text[])
        AND ws.session_id IS DISTINCT FROM ${excludeSessionId}
      ORDER BY ws.exercise_key, s.started_at DESC, ws.logged_at DESC, ws.session_id)
    SELECT l.exercise_key, l.session_id, l.fecha, ws.number, ws.reps, ws.weight::float8 AS weight, ws.seconds
    FROM last l JOIN workout_sets ws ON ws.session_id = l.session_id AND ws.exercise_key = l.exercise_key AND ws.done
    ORDER BY l.exercise_key, ws.number, ws.set_id`.execute(db);
  return rows;
}

/** The studio day of each session since `from` in which the member logged at least one set (one entry per session). */
export async function listTrainedDays(db: Db, userId: string, from: string): Promise<string[]> {
  const { rows } = await sql<{ fecha: string }>`
    SELECT s.fecha FROM workout_sessions s
    WHERE s.user_id = ${userId} AND s.fecha >= ${from}::date AND EXISTS (SELECT 1 FROM workout_sets ws WHERE ws.session_id = s.id)
    ORDER BY s.fecha`.execute(db);
  return rows.map((r) => r.fecha);
}

export interface LastPlanSessionRow {
  plan_id: number;
  id: string;
  day_id: number;
  fecha: string;
  open: boolean;
}

/** The member's latest session (by start) of each of the given plans: where she is in each. */
export async function listLastSessionPerPlan(db: Db, userId: string, planIds: readonly number[]): Promise<LastPlanSessionRow[]> {
  if (planIds.length === 0) return [];
  const { rows } = await sql<LastPlanSessionRow>`
    SELECT DISTINCT ON (s.plan_id) s.plan_id, s.id, s.day_id, s.fecha::text AS fecha, s.finished_at IS NULL AS open
    FROM workout_sessions s
    WHERE s.user_id = ${userId} AND s.plan_id = ANY(${[...planIds]}::integer[])
    ORDER BY s.plan_id, s.started_at DESC, s.id`.execute(db);
  return rows;
}
