import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { toRecorded, type EventRow } from '../../events/store/rows';
import { inlineProjectionsOf } from '../runner/inline-projections';
import { applyInBatches } from '../runner/projection';
import { liveSchemaOf } from './shadow-tables';

/** What a moment's view folds: the streams it is about, optionally only the events naming one member. */
export interface MomentSelection {
  /** Streams folded whole (a class's occurrence, a member's own stream). */
  streams: readonly string[];
  /** Streams of which only the events naming this member are folded (her bookings on the classes' streams). */
  shared?: { streams: readonly string[]; userId: string };
  /** Tables the answer reads: their projectors get scratch tables even when no selected event reaches them. */
  reads: readonly string[];
}

/** The last global position whose event was recorded at or before `moment` (0 before the first). */
export async function positionAt(db: Kysely<Database>, moment: Date): Promise<number> {
  const { rows } = await sql<{ position: string | null }>`
    SELECT max(global_position) AS position FROM es_events WHERE recorded_at <= ${moment} AND global_position IS NOT NULL`.execute(db);
  return Number(rows[0]?.position ?? 0);
}

/** A marker thrown to roll the scratch transaction back once its answer is read. */
class RollBack<T> {
  constructor(readonly value: T) {}
}

/**
 * Folds the selected streams' events up to `position` with the app's own inline projectors into temporary
 * copies of their tables, then runs `answer` against them: the projectors and the live queries take unqualified
 * names, and `pg_temp` comes first on the search_path. Folding only the subject's streams (a class, a member)
 * is what makes any moment of a year-long log fast: a few hundred events through an index, not the whole log.
 * The transaction always rolls back, so nothing it wrote survives and no live table is ever written.
 */
export async function atPosition<T>(db: Kysely<Database>, selection: MomentSelection, position: number, answer: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  const { projectors } = inlineProjectionsOf(db);
  const schema = await liveSchemaOf(db);
  try {
    await db.transaction().execute(async (trx) => {
      const events = (await selectedEvents(trx, selection, position)).map(toRecorded);
      const read = new Set(selection.reads);
      const involved = projectors.filter((p) => p.tables.some((t) => read.has(t)) || events.some((e) => p.handles.includes(e.type)));
      // Every table of every projector that will run gets its scratch copy: a projector writes only its own tables.
      const tables = [...new Set(involved.flatMap((p) => p.tables))];
      for (const table of tables) {
        await sql`CREATE TEMP TABLE ${sql.id(table)} (LIKE ${sql.table(`${schema}.${table}`)} INCLUDING DEFAULTS INCLUDING CONSTRAINTS INCLUDING INDEXES) ON COMMIT DROP`.execute(trx);
      }
      // Explicit, so statements prepared on this connection against the live tables are planned again.
      await sql`SET LOCAL search_path TO pg_temp, ${sql.id(schema)}`.execute(trx);
      await applyInBatches(involved, trx, events);
      throw new RollBack(await answer(trx));
    });
  } catch (outcome) {
    if (outcome instanceof RollBack) return outcome.value as T;
    throw outcome;
  }
  throw new Error('the scratch fold ended without an answer');
}

function selectedEvents(trx: Kysely<Database>, selection: MomentSelection, position: number) {
  const shared = selection.shared
    ? sql`OR (stream_id = ANY(${[...selection.shared.streams]}::text[]) AND data->>'userId' = ${selection.shared.userId})`
    : sql``;
  return sql<EventRow>`
    SELECT global_position, stream_id, stream_position, event_id, event_type, schema_version, data, metadata, recorded_at
    FROM es_events
    WHERE (stream_id = ANY(${[...selection.streams]}::text[]) ${shared}) AND global_position <= ${position}
    ORDER BY global_position`.execute(trx).then((r) => r.rows);
}
