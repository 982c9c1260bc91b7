import { sql } from 'kysely';
import { libraryExerciseStream } from '../../events/catalog/plans.events';
import { isLibraryNameTaken } from '../../projections/plans/exercise-library.queries';
import { runCommand } from '../platform/commands/run-command';
import type { CommandContext } from '../platform/commands/command';
import { decideOnStream } from '../platform/commands/stream-fold';
import type { Db } from '../../db/database';
import { libraryExerciseDecider, type LibraryExerciseInput, type LibraryExerciseState } from './library-exercise.decider';

// A name is unique in the library: library edits are rare, so one transaction-scoped lock serializes them and
// keeps "is this name free?" true until commit (a unique index would trip the projector instead).
const LIBRARY_LOCK = 7_104_233_914;
const lockLibrary = (trx: Db) => sql`SELECT pg_advisory_xact_lock(${LIBRARY_LOCK})`.execute(trx);

export type LibraryEntry = { id: number; nombre: string; video: string | null; notas: string; peso_corporal: boolean };
const toEntry = (id: number, s: LibraryExerciseState): LibraryEntry => ({ id, nombre: s.name, video: s.video, notas: s.notes, peso_corporal: s.bodyweight });

export async function addLibraryExercise(db: Db, ctx: CommandContext, input: LibraryExerciseInput): Promise<LibraryEntry> {
  const { result } = await runCommand(db, {
    type: 'AddLibraryExercise',
    decide: async (trx) => {
      await lockLibrary(trx);
      const { rows } = await sql<{ id: number }>`SELECT nextval('library_exercise_id_seq')::integer AS id`.execute(trx);
      const exerciseId = rows[0]!.id;
      const nameTaken = await isLibraryNameTaken(trx, input.name);
      const { append, newState } = await decideOnStream(trx, libraryExerciseStream(exerciseId), libraryExerciseDecider, { type: 'AddLibraryExercise', exerciseId, nameTaken, ...input });
      return { appends: [append], result: toEntry(exerciseId, newState) };
    },
  }, ctx);
  return result;
}

export async function changeLibraryExercise(db: Db, ctx: CommandContext, input: LibraryExerciseInput & { id: number }): Promise<LibraryEntry> {
  const { result } = await runCommand(db, {
    type: 'ChangeLibraryExercise',
    decide: async (trx) => {
      await lockLibrary(trx);
      const nameTaken = await isLibraryNameTaken(trx, input.name, input.id);
      const { append, newState } = await decideOnStream(trx, libraryExerciseStream(input.id), libraryExerciseDecider, { type: 'ChangeLibraryExercise', exerciseId: input.id, nameTaken, ...input });
      return { appends: [append], result: toEntry(input.id, newState) };
    },
  }, ctx);
  return result;
}

export async function removeLibraryExercise(db: Db, ctx: CommandContext, id: number): Promise<void> {
  await runCommand(db, {
    type: 'RemoveLibraryExercise',
    decide: async (trx) => {
      const { append } = await decideOnStream(trx, libraryExerciseStream(id), libraryExerciseDecider, { type: 'RemoveLibraryExercise', exerciseId: id });
      return { appends: [append], result: null };
    },
  }, ctx);
}
