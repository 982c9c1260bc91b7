import { Type } from 'typebox';
import { defineEvents } from './define-events';
import { BlockFormatSchema } from './plans.events';

/**
 * Workout logging: one stream per session, `workout-session-<uuid>` (the id may come from an
 * offline client). The session starts with a snapshot of its plan day, so what the member logs is checked against
 * the day as it was when they began, and a later plan edit never strands a queued set.
 */
const Uuid = Type.String({ minLength: 36, maxLength: 36 });
const Id = Type.Integer({ minimum: 1 });
const Fecha = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const Instant = Type.String({ minLength: 10, maxLength: 40 });

/** The coach's prescription rides along when she gave one (absent in sessions started before prescriptions). */
const PlannedSet = Type.Object({
  setId: Id,
  number: Type.Integer({ minimum: 1 }),
  reps: Type.String(),
  weight: Type.Number({ minimum: 0 }),
  rpe: Type.Optional(Type.Number({ minimum: 1, maximum: 10 })),
  rir: Type.Optional(Type.Integer({ minimum: 0, maximum: 10 })),
  tempo: Type.Optional(Type.String()),
  percent: Type.Optional(Type.Number({ minimum: 1, maximum: 150 })),
});
const PlannedExercise = Type.Object({
  exerciseId: Id,
  name: Type.String(),
  video: Type.Union([Type.String(), Type.Null()]),
  blockId: Id,
  blockName: Type.String(),
  rest: Type.Integer({ minimum: 0 }),
  /** The block's type and its rest between rounds (absent: a normal block, and sessions started before types). */
  blockFormat: Type.Optional(BlockFormatSchema),
  blockRest: Type.Optional(Type.Integer({ minimum: 0 })),
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
  /** The effort the member felt, when she logged one (absent in sets logged before effort existed). */
  rpe: Type.Optional(Type.Number({ minimum: 1, maximum: 10 })),
  rir: Type.Optional(Type.Integer({ minimum: 0, maximum: 10 })),
});

/**
 * What the member did in a block that is not counted in sets: an AMRAP's rounds and extra reps, an EMOM's minutes
 * done, the rounds of a circuit or of intervals she finished. Logged again, it replaces the earlier result.
 */
const WorkoutBlockResultLogged = Type.Object({
  ...S,
  blockId: Id,
  blockName: Type.String(),
  kind: Type.Union([Type.Literal('amrap'), Type.Literal('emom'), Type.Literal('circuit'), Type.Literal('intervals')]),
  rounds: Type.Optional(Type.Integer({ minimum: 0 })),
  reps: Type.Optional(Type.Integer({ minimum: 0 })),
  minutes: Type.Optional(Type.Integer({ minimum: 0 })),
  loggedAt: Instant,
});
export type BlockResult = Type.Static<typeof WorkoutBlockResultLogged>;

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

const Kg = Type.Number({ minimum: 0.25, maximum: 1000 });
const Max = { userId: Type.String(), exerciseName: Type.String({ minLength: 1 }), kg: Kg, byId: Type.String(), at: Instant };
/** A coach set the member's training max for an exercise (by name, as records match it). */
const TrainingMaxSet = Type.Object(Max);
/** A coach confirmed the max proposed from the member's logged records: `e1rm` the Epley estimate it came from. */
const TrainingMaxConfirmed = Type.Object({ ...Max, e1rm: Type.Number({ minimum: 0 }) });
/** The studio's plate increment: loads written as % of a training max round to it. */
const PlateIncrementSet = Type.Object({ kg: Type.Union([Type.Literal(1), Type.Literal(1.25), Type.Literal(2.5), Type.Literal(5)]) });

/** A coach chose the plan day a class trains, shown on its pizarra (stream `class-board:<slotId>:<date>`). */
const ClassBoardDayChosen = Type.Object({ slotId: Id, date: Fecha, planId: Id, dayId: Id, byId: Type.String(), at: Instant });

export const workoutsEvents = defineEvents({ WorkoutSessionStarted, WorkoutSetLogged, WorkoutBlockResultLogged, PersonalRecordSet, WorkoutSessionFinished, WorkoutSessionCommented, WorkoutCommentsRead, TrainingMaxSet, TrainingMaxConfirmed, PlateIncrementSet, ClassBoardDayChosen });

export type ClassBoardEvent = { type: 'ClassBoardDayChosen'; data: Type.Static<typeof ClassBoardDayChosen> };

export type TrainingMaxEvent =
  | { type: 'TrainingMaxSet'; data: Type.Static<typeof TrainingMaxSet> }
  | { type: 'TrainingMaxConfirmed'; data: Type.Static<typeof TrainingMaxConfirmed> };
export type PlateIncrementEvent = { type: 'PlateIncrementSet'; data: Type.Static<typeof PlateIncrementSet> };
export const TRAINING_MAX_TYPES = ['TrainingMaxSet', 'TrainingMaxConfirmed', 'PlateIncrementSet'] as const;

export type WorkoutEvent =
  | { type: 'WorkoutSessionStarted'; data: Type.Static<typeof WorkoutSessionStarted> }
  | { type: 'WorkoutSetLogged'; data: Type.Static<typeof WorkoutSetLogged> }
  | { type: 'WorkoutBlockResultLogged'; data: BlockResult }
  | { type: 'PersonalRecordSet'; data: Type.Static<typeof PersonalRecordSet> }
  | { type: 'WorkoutSessionFinished'; data: Type.Static<typeof WorkoutSessionFinished> }
  | { type: 'WorkoutSessionCommented'; data: Type.Static<typeof WorkoutSessionCommented> }
  | { type: 'WorkoutCommentsRead'; data: Type.Static<typeof WorkoutCommentsRead> };

export const WORKOUT_TYPES = ['WorkoutSessionStarted', 'WorkoutSetLogged', 'WorkoutBlockResultLogged', 'PersonalRecordSet', 'WorkoutSessionFinished', 'WorkoutSessionCommented', 'WorkoutCommentsRead'] as const;

export { WORKOUT_SESSION_STREAM_TYPE, workoutSessionStream, trainingMaxStream, trainingSettingsStream, classBoardStream } from '../streams';
