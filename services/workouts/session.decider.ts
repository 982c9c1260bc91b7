import type { PlannedExercise, WorkoutEvent } from '../../events/catalog/workouts.events';
import type { StreamDecider } from '../../events/framework/decider';
import { fail } from '../../events/framework/errors';
import { exerciseKey } from '../../domain/workouts/exercise-key';
import { kilos, sessionRecordsBeaten, type DoneSet } from '../../domain/workouts/records';
import { isRir, isRpe } from '../../domain/plans/set-prescription';
import { blocksOf, decideBlockResult, type LogBlockResult, type SessionBlock } from './block-result.decide';

/** A planned set of the session's day and what was logged for it (the latest values win). */
interface SessionSet {
  exerciseId: number;
  exerciseName: string;
  number: number;
  logged: { reps: number; weight: number; seconds: number | null; done: boolean; rpe?: number; rir?: number } | undefined;
}

export interface SessionState {
  status: 'none' | 'open' | 'finished';
  userId: string;
  planId: number;
  dayId: number;
  sets: Map<number, SessionSet>;
  /** The day's blocks by id, with their format and logged result (AMRAP, EMOM). */
  blocks: Map<number, SessionBlock>;
  /** The coach's comments the member has not read yet, oldest first. */
  unread: readonly string[];
}

type Started = Extract<WorkoutEvent, { type: 'WorkoutSessionStarted' }>['data'];

/**
 * "now" and the snapshot of the plan day (read and access-checked before deciding) arrive in the command, and so does
 * whether the session's member deleted her account: then nothing is written on it any more (absent: not deleted).
 */
export type SessionCommand = { memberDeleted?: boolean } & (
  | { type: 'StartWorkoutSession'; session: Omit<Started, 'startedAt'>; now: string }
  | {
      type: 'LogWorkoutSet';
      sessionId: string;
      userId: string;
      setId: number;
      reps: number;
      weight: number;
      seconds: number | null;
      done: boolean;
      /** The effort she felt, when she logs one: RPE 1-10 in halves or RIR 0-10. */
      rpe?: number | null;
      rir?: number | null;
      now: string;
      /**
       * The member's logged sets of this set's exercise (by name) from sessions started before this one, for records;
       * looked up before deciding. The session's own sets are in the state.
       */
      history: readonly DoneSet[];
    }
  | ({ type: 'LogBlockResult' } & LogBlockResult)
  | { type: 'FinishWorkoutSession'; sessionId: string; userId: string; note: string | null; now: string }
  | { type: 'CommentWorkoutSession'; sessionId: string; commentId: string; authorId: string; text: string; now: string }
  | { type: 'ReadWorkoutComments'; sessionId: string; userId: string; now: string }
);

const initialState = (): SessionState => ({ status: 'none', userId: '', planId: 0, dayId: 0, sets: new Map(), blocks: new Map(), unread: [] });

const setsOf = (exercises: readonly PlannedExercise[]) =>
  new Map(exercises.flatMap((e) => e.sets.map((s) => [s.setId, { exerciseId: e.exerciseId, exerciseName: e.name, number: s.number, logged: undefined }] as const)));

function evolve(state: SessionState, event: WorkoutEvent): SessionState {
  switch (event.type) {
    case 'WorkoutSessionStarted': {
      const { userId, planId, dayId, exercises } = event.data;
      return { status: 'open', userId, planId, dayId, sets: setsOf(exercises), blocks: blocksOf(exercises), unread: [] };
    }
    case 'WorkoutSetLogged': {
      const set = state.sets.get(event.data.setId);
      if (!set) return state;
      const { reps, weight, seconds, done, rpe, rir } = event.data;
      return { ...state, sets: new Map(state.sets).set(event.data.setId, { ...set, logged: { reps, weight, seconds, done, ...effortOf({ rpe, rir }) } }) };
    }
    case 'WorkoutBlockResultLogged': {
      const block = state.blocks.get(event.data.blockId);
      if (!block) return state;
      const { rounds, reps, minutes } = event.data;
      return { ...state, blocks: new Map(state.blocks).set(event.data.blockId, { ...block, result: { rounds, reps, minutes } }) };
    }
    case 'WorkoutSessionFinished':
      return { ...state, status: 'finished' };
    case 'WorkoutSessionCommented':
      return { ...state, unread: [...state.unread, event.data.commentId] };
    case 'WorkoutCommentsRead': {
      const read = new Set(event.data.commentIds);
      return { ...state, unread: state.unread.filter((id) => !read.has(id)) };
    }
    case 'PersonalRecordSet':
      return state;
  }
}

const notFound = () => fail('WORKOUT_SESSION_NOT_FOUND');

/** Only the effort fields given, so a set logged without one keeps the event's older shape. */
const effortOf = (e: { rpe?: number | null; rir?: number | null }) => ({
  ...(e.rpe === undefined || e.rpe === null ? {} : { rpe: e.rpe }),
  ...(e.rir === undefined || e.rir === null ? {} : { rir: e.rir }),
});

function loggedEffort(command: { rpe?: number | null; rir?: number | null }) {
  const effort = effortOf(command);
  if (effort.rpe !== undefined && !isRpe(effort.rpe)) throw fail('INVALID_RPE');
  if (effort.rir !== undefined && !isRir(effort.rir)) throw fail('INVALID_RIR');
  return effort;
}

/** The member's own session, or a refusal: someone else's session is never written. */
function ownSession(state: SessionState, userId: string) {
  if (state.status === 'none') throw notFound();
  if (state.userId !== userId) throw fail('NOT_YOUR_WORKOUT');
}

function decide(command: SessionCommand, state: SessionState): WorkoutEvent[] {
  if (command.memberDeleted) throw fail('USER_DELETED');
  switch (command.type) {
    case 'StartWorkoutSession': {
      const { session } = command;
      if (state.status !== 'none') {
        // The same start again (an offline replay without its key): nothing new. Anything else under that id is a clash.
        if (state.userId === session.userId && state.planId === session.planId && state.dayId === session.dayId) return [];
        throw fail('WORKOUT_SESSION_EXISTS');
      }
      if (session.exercises.every((e) => e.sets.length === 0)) throw fail('WORKOUT_DAY_EMPTY');
      return [{ type: 'WorkoutSessionStarted', data: { ...session, startedAt: command.now } }];
    }
    case 'LogWorkoutSet': {
      ownSession(state, command.userId);
      const set = state.sets.get(command.setId);
      if (!set) throw fail('WORKOUT_SET_NOT_IN_SESSION');
      const logged = { reps: command.reps, weight: kilos(command.weight), seconds: command.seconds, done: command.done, ...loggedEffort(command) };
      const before = set.logged;
      if (before && before.reps === logged.reps && before.weight === logged.weight && before.seconds === logged.seconds && before.done === logged.done && before.rpe === logged.rpe && before.rir === logged.rir) return [];
      const ids = { sessionId: command.sessionId, userId: command.userId };
      const key = exerciseKey(set.exerciseName);
      const earlierInSession = [...state.sets]
        .filter(([id, other]) => id !== command.setId && other.logged && exerciseKey(other.exerciseName) === key)
        .map(([, other]) => other.logged!);
      const records = sessionRecordsBeaten(command.history, earlierInSession, logged).map(
        (r): WorkoutEvent => ({ type: 'PersonalRecordSet', data: { ...ids, setId: command.setId, exerciseName: set.exerciseName, ...r } }),
      );
      return [
        { type: 'WorkoutSetLogged', data: { ...ids, setId: command.setId, exerciseId: set.exerciseId, exerciseName: set.exerciseName, number: set.number, ...logged, loggedAt: command.now } },
        ...records,
      ];
    }
    case 'LogBlockResult': {
      ownSession(state, command.userId);
      return decideBlockResult(state.blocks, command);
    }
    case 'FinishWorkoutSession': {
      ownSession(state, command.userId);
      // Finishing twice (a replayed queue, a second tap) changes nothing; the first note stays.
      if (state.status === 'finished') return [];
      const note = command.note?.trim() || null;
      return [{ type: 'WorkoutSessionFinished', data: { sessionId: command.sessionId, userId: command.userId, note, finishedAt: command.now } }];
    }
    case 'CommentWorkoutSession': {
      if (state.status === 'none') throw notFound();
      const { sessionId, commentId, authorId, text, now } = command;
      return [{ type: 'WorkoutSessionCommented', data: { sessionId, userId: state.userId, commentId, authorId, text: text.trim(), at: now } }];
    }
    case 'ReadWorkoutComments': {
      // Only the member reads their comments as read (a coach opening the session changes nothing for them).
      ownSession(state, command.userId);
      // Nothing new since the last read (a second device, a replay): nothing to record.
      if (state.unread.length === 0) return [];
      return [{ type: 'WorkoutCommentsRead', data: { sessionId: command.sessionId, userId: command.userId, commentIds: [...state.unread], readAt: command.now } }];
    }
  }
}

/** One workout session (stream `workout-session-<uuid>`): started for a plan day, sets logged and corrected, finished, commented, comments read. */
export const sessionDecider: StreamDecider<SessionState, SessionCommand, WorkoutEvent> = { initialState, evolve, decide };
