import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { WorkoutBlockResultsTable } from '../../db/tables/workouts';

export type BlockResultRow = Pick<WorkoutBlockResultsTable, 'block_id' | 'block_name' | 'kind' | 'rounds' | 'reps' | 'minutes'>;

/** A session's AMRAP and EMOM results, by block id. */
export async function listSessionBlockResults(db: Kysely<Database>, sessionId: string): Promise<BlockResultRow[]> {
  return db
    .selectFrom('workout_block_results')
    .select(['block_id', 'block_name', 'kind', 'rounds', 'reps', 'minutes'])
    .where('session_id', '=', sessionId)
    .orderBy('block_id')
    .execute();
}
