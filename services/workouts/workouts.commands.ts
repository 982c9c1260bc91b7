import { workoutSessionStream, type PlannedExercise, type WorkoutEvent } from '../../events/catalog/workouts.events';
import { exerciseKey } from '../../domain/workouts/exercise-key';
import type { DoneSet } from '../../domain/workouts/records';
import { findSessionPlan, listExerciseSetsBefore } from '../../projections/workouts/workouts.queries';
import { runCommand } from '../platform/commands/run-command';
import type { CommandContext } from '../platform/commands/command';
import { decideOnStream } from '../platform/commands/stream-fold';
import { isMemberDeleted } from '../../projections/membership/users.queries';
import type { Db } from '../../db/database';
import { sessionDecider, type SessionCommand, type SessionState } from './session.decider';

/**
 * One command on a session stream, handed whether the session's member deleted her account: the member the stream
 * names (the one starting it, for a new session), read in the command's transaction.
 */
async function onSession(trx: Db, sessionId: string, command: SessionCommand, member?: string) {
  return decideOnStream(trx, workoutSessionStream(sessionId), sessionDecider, async (state: SessionState) => {
    const userId = state.userId || member;
    return { ...command, memberDeleted: userId ? await isMemberDeleted(trx, userId) : false };
  });
}

type StartSession = Extract<SessionCommand, { type: 'StartWorkoutSession' }>['session'];

/** Starts a session for a plan day (access and the day's snapshot checked by the caller). Answers its id. */
export async function startWorkoutSession(db: Db, ctx: CommandContext, session: StartSession): Promise<{ id: string }> {
  const { result } = await runCommand(db, {
    type: 'StartWorkoutSession',
    decide: async (trx) => {
      const { append } = await onSession(trx, session.sessionId, { type: 'StartWorkoutSession', session, now: ctx.now.toISOString() }, session.userId);
      return { appends: [append], result: { id: session.sessionId } };
    },
  }, ctx);
  return result;
}

export interface LogSetInput {
  sessionId: string;
  userId: string;
  setId: number;
  reps: number;
  weight: number;
  seconds: number | null;
  done: boolean;
  rpe?: number | null;
  rir?: number | null;
}

export interface RecordBeatenResult {
  tipo: 'peso_maximo' | 'e1rm' | 'repeticiones';
  ejercicio: string;
  valor: number;
  anterior: number;
  peso: number;
  repeticiones: number;
}

const exerciseOfSet = (exercises: readonly PlannedExercise[], setId: number) => exercises.find((e) => e.sets.some((s) => s.setId === setId));

/**
 * Logs (or corrects) one set. The member's sets of that exercise from earlier sessions ride in the command, so the
 * decider says which records the set beats (against them and the session's own best so far); the answer lists them (stored with the idempotency key, so a replay says the same).
 */
export async function logWorkoutSet(db: Db, ctx: CommandContext, input: LogSetInput) {
  const { result } = await runCommand(db, {
    type: 'LogWorkoutSet',
    decide: async (trx) => {
      const session = await findSessionPlan(trx, input.sessionId);
      const exercise = session && session.userId === input.userId ? exerciseOfSet(session.exercises, input.setId) : undefined;
      const history: DoneSet[] = exercise
        ? (await listExerciseSetsBefore(trx, input.userId, exerciseKey(exercise.name), input.sessionId)).map((s) => ({
            reps: s.reps,
            weight: s.weight,
            done: s.done,
            date: s.fecha,
            sessionId: s.session_id,
            at: s.logged_at.toISOString(),
          }))
        : [];
      const { append } = await onSession(trx, input.sessionId, { type: 'LogWorkoutSet', ...input, now: ctx.now.toISOString(), history });
      const records: RecordBeatenResult[] = (append.events as WorkoutEvent[]).flatMap((e) =>
        e.type === 'PersonalRecordSet'
          ? [{ tipo: e.data.kind, ejercicio: e.data.exerciseName, valor: e.data.value, anterior: e.data.previous, peso: e.data.weight, repeticiones: e.data.reps }]
          : [],
      );
      return { appends: [append], result: { ok: true, sesionId: input.sessionId, serieId: input.setId, records } };
    },
  }, ctx);
  return result;
}

export async function finishWorkoutSession(db: Db, ctx: CommandContext, input: { sessionId: string; userId: string; note: string | null }) {
  const { result } = await runCommand(db, {
    type: 'FinishWorkoutSession',
    decide: async (trx) => {
      const { append } = await onSession(trx, input.sessionId, { type: 'FinishWorkoutSession', ...input, now: ctx.now.toISOString() });
      return { appends: [append], result: { ok: true, id: input.sessionId } };
    },
  }, ctx);
  return result;
}

export async function commentWorkoutSession(db: Db, ctx: CommandContext, input: { sessionId: string; commentId: string; authorId: string; text: string }) {
  const { result } = await runCommand(db, {
    type: 'CommentWorkoutSession',
    decide: async (trx) => {
      const { append } = await onSession(trx, input.sessionId, { type: 'CommentWorkoutSession', ...input, now: ctx.now.toISOString() });
      return { appends: [append], result: { ok: true, id: input.sessionId, comentarioId: input.commentId } };
    },
  }, ctx);
  return result;
}

/** The member read the coach's comments on one of their sessions (answers how many were new). */
export async function readWorkoutComments(db: Db, ctx: CommandContext, input: { sessionId: string; userId: string }) {
  const { result } = await runCommand(db, {
    type: 'ReadWorkoutComments',
    decide: async (trx) => {
      const { append } = await onSession(trx, input.sessionId, { type: 'ReadWorkoutComments', ...input, now: ctx.now.toISOString() });
      const read = (append.events as WorkoutEvent[]).flatMap((e) => (e.type === 'WorkoutCommentsRead' ? e.data.commentIds : []));
      return { appends: [append], result: { ok: true, id: input.sessionId, leidos: read.length } };
    },
  }, ctx);
  return result;
}

/** The member logged what she did in an AMRAP (rounds and extra reps) or an EMOM (minutes done). */
export async function logBlockResult(db: Db, ctx: CommandContext, input: Omit<Extract<SessionCommand, { type: 'LogBlockResult' }>, 'type' | 'now' | 'memberDeleted'>) {
  const { result } = await runCommand(db, {
    type: 'LogBlockResult',
    decide: async (trx) => {
      const { append } = await onSession(trx, input.sessionId, { type: 'LogBlockResult', ...input, now: ctx.now.toISOString() });
      return { appends: [append], result: { ok: true, sesionId: input.sessionId, bloqueId: input.blockId } };
    },
  }, ctx);
  return result;
}
