import { Type } from 'typebox';
import { defineEvents } from './define-events';

/**
 * Workout logging: one stream per session, `workout-session-<uuid>` (the id may come from an
 * offline client). The session starts with a snapshot of its plan day, so what the member logs is checked against
 * the day as it was when they began, and a later plan edit never strands a queued set.
 */
const Uuid = Type.String({ minLength: 36, maxLength: 36 });
const Id = Type.Integer({ minimum: 1 });
const Fecha = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const Instant = Type.String({ minLength: 10, maxLength: 40 });

const PlannedSet = Type.Object({ setId: Id, number: Type.Integer({ minimum: 1 }), reps: Type.String(), weight: Type.Number({ minimum: 0 }) });
const PlannedExercise = Type.Object({
  exerciseId: Id,
  name: Type.String(),
  video: Type.Union([Type.String(), Type.Null()]),
  blockId: Id,
  blockName: Type.String(),
  rest: Type.Integer({ minimum: 0 }),
  sets: Type.Array(PlannedSet),
});
export type PlannedExercise = Type.Static<typeof PlannedExercise>;

const S = { sessionId: Uuid, userId: Type.String() };

/** The member began a plan day; `date` is the studio day it began on, `exercises` the day as planned then. */
const WorkoutSessionStarted = Type.Object({
  ...S,
  planId: Id,
  planName: Type.String(),
  weekId: Id,
  weekName: Type.String(),
  dayId: Id,
  dayName: Type.String(),
  date: Fecha,
  startedAt: Instant,
  exercises: Type.Array(PlannedExercise),
});

/** What the member did in one planned set; logged again, it replaces the earlier values (a correction). */
const WorkoutSetLogged = Type.Object({
  ...S,
  setId: Id,
  exerciseId: Id,
  exerciseName: Type.String(),
  number: Type.Integer({ minimum: 1 }),
  reps: Type.Integer({ minimum: 0 }),
  weight: Type.Number({ minimum: 0 }),
  seconds: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  done: Type.Boolean(),
  loggedAt: Instant,
});

/** The set just logged beat one of the member's bests for that exercise (domain/workouts/records.ts). */
const PersonalRecordSet = Type.Object({
  ...S,
  setId: Id,
  exerciseName: Type.String(),
  kind: Type.Union([Type.Literal('peso_maximo'), Type.Literal('e1rm'), Type.Literal('repeticiones')]),
  value: Type.Number(),
  previous: Type.Number(),
  weight: Type.Number({ minimum: 0 }),
  reps: Type.Integer({ minimum: 0 }),
});

const WorkoutSessionFinished = Type.Object({ ...S, note: Type.Union([Type.String(), Type.Null()]), finishedAt: Instant });

/** A coach (or admin) commented on the session; `userId` is the session's member. */
const WorkoutSessionCommented = Type.Object({ ...S, commentId: Uuid, authorId: Type.String(), text: Type.String({ minLength: 1, maxLength: 2000 }), at: Instant });

/** The session's member read its coach's comments (`commentIds`: those still unread then), so they stop showing as new. */
const WorkoutCommentsRead = Type.Object({ ...S, commentIds: Type.Array(Uuid, { minItems: 1 }), readAt: Instant });

export const workoutsEvents = defineEvents({ WorkoutSessionStarted, WorkoutSetLogged, PersonalRecordSet, WorkoutSessionFinished, WorkoutSessionCommented, WorkoutCommentsRead });

export type WorkoutEvent =
  | { type: 'WorkoutSessionStarted'; data: Type.Static<typeof WorkoutSessionStarted> }
  | { type: 'WorkoutSetLogged'; data: Type.Static<typeof WorkoutSetLogged> }
  | { type: 'PersonalRecordSet'; data: Type.Static<typeof PersonalRecordSet> }
  | { type: 'WorkoutSessionFinished'; data: Type.Static<typeof WorkoutSessionFinished> }
  | { type: 'WorkoutSessionCommented'; data: Type.Static<typeof WorkoutSessionCommented> }
  | { type: 'WorkoutCommentsRead'; data: Type.Static<typeof WorkoutCommentsRead> };

export const WORKOUT_TYPES = ['WorkoutSessionStarted', 'WorkoutSetLogged', 'PersonalRecordSet', 'WorkoutSessionFinished', 'WorkoutSessionCommented', 'WorkoutCommentsRead'] as const;

export { WORKOUT_SESSION_STREAM_TYPE, workoutSessionStream } from '../streams';
