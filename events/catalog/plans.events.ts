import { Type } from 'typebox';
import { BLOCK_FORMAT_LIMITS as L } from '../../domain/plans/block-format';
import { defineEvents, mergeEventDefinitions } from './define-events';

/**
 * Training plans (planificaciones), stream `plan:<id>`: one stream holds the whole tree (weeks → days →
 * blocks → exercises → sets) and the plan's direct member assignments. Plan ids come from `plan_id_seq`,
 * node ids (weeks, days, blocks, exercises, sets) from the single `plan_node_id_seq`, so every node id is
 * unique across plans and a route can find a node's plan by id alone.
 * Events that copy a subtree (duplications) carry the whole copy with its fresh ids: the fold stays pure.
 */
const Id = Type.Integer({ minimum: 1 });
const Name = Type.String();
/**
 * A set's kg in steps of 0,25 (2,5 kg plates, 1,25 kg micro plates). It was whole kg before: every stored integer
 * is still a multiple of 0,25, so old events stay valid as they are and need no upcaster.
 */
const Weight = Type.Number({ minimum: 0, multipleOf: 0.25 });

/**
 * A set's prescription beyond reps and kg, each optional (absent in sets written before it existed): RPE (1-10 in
 * halves) or RIR (0-10), tempo ("3-1-1-0") and a load as % of the member's training max (1-150).
 */
const Prescription = {
  rpe: Type.Optional(Type.Number({ minimum: 1, maximum: 10 })),
  rir: Type.Optional(Type.Integer({ minimum: 0, maximum: 10 })),
  tempo: Type.Optional(Type.String({ pattern: '^[0-9X]-[0-9X]-[0-9X]-[0-9X]$' })),
  percent: Type.Optional(Type.Number({ minimum: 1, maximum: 150 })),
};
const SetNode = Type.Object({ id: Id, number: Type.Integer({ minimum: 1 }), reps: Type.String(), weight: Weight, ...Prescription });
const ExerciseNode = Type.Object({
  id: Id,
  name: Name,
  video: Type.Union([Type.String(), Type.Null()]),
  notes: Type.String(),
  /** Seconds of rest after each of its sets, when the coach set one; absent (older events) or null: the block's. */
  rest: Type.Optional(Type.Union([Type.Integer({ minimum: 0 }), Type.Null()])),
  sets: Type.Array(SetNode),
});
/** domain/plans/block-format.ts: how the block is done. Absent (every block before types existed) means normal. */
const Count = (max: number) => Type.Integer({ minimum: 1, maximum: max });
export const BlockFormatSchema = Type.Union([
  Type.Object({ kind: Type.Literal('normal') }),
  Type.Object({ kind: Type.Literal('superset') }),
  Type.Object({ kind: Type.Literal('circuit'), rounds: Count(L.rounds) }),
  Type.Object({ kind: Type.Literal('emom'), minutes: Count(L.emomMinutes) }),
  Type.Object({ kind: Type.Literal('amrap'), minutes: Count(L.amrapMinutes) }),
  Type.Object({ kind: Type.Literal('intervals'), workSeconds: Count(L.seconds), restSeconds: Type.Integer({ minimum: 0, maximum: L.seconds }), rounds: Count(L.intervals) }),
]);
const BlockNode = Type.Object({ id: Id, name: Name, rest: Type.Integer({ minimum: 0 }), format: Type.Optional(BlockFormatSchema), exercises: Type.Array(ExerciseNode) });
const DayNode = Type.Object({ id: Id, name: Name, blocks: Type.Array(BlockNode) });
const WeekNode = Type.Object({ id: Id, name: Name, days: Type.Array(DayNode) });
export type SetNode = Type.Static<typeof SetNode>;
export type ExerciseNode = Type.Static<typeof ExerciseNode>;
export type BlockNode = Type.Static<typeof BlockNode>;
export type DayNode = Type.Static<typeof DayNode>;
export type WeekNode = Type.Static<typeof WeekNode>;

const P = { planId: Id };
const PlanCreated = Type.Object({ ...P, name: Name });
const PlanRenamed = Type.Object({ ...P, name: Name });
const PlanVisibilityChanged = Type.Object({ ...P, visible: Type.Boolean() });
// Carries the members it was assigned to, so their screens hear about it (topics) without a lookup.
const PlanDeleted = Type.Object({ ...P, name: Name, memberIds: Type.Array(Type.String()) });
const PlanAssignedToMember = Type.Object({ ...P, userId: Type.String() });
const PlanUnassignedFromMember = Type.Object({ ...P, userId: Type.String() });

const WeekAdded = Type.Object({ ...P, weekId: Id, name: Name });
const WeekRenamed = Type.Object({ ...P, weekId: Id, name: Name });
const WeekDuplicated = Type.Object({ ...P, sourceWeekId: Id, week: WeekNode });
const WeekDeleted = Type.Object({ ...P, weekId: Id });
// The plan builder's copies: a day into a week, a block into a day, a whole plan into a new stream.
const DayCopied = Type.Object({ ...P, sourceDayId: Id, weekId: Id, day: DayNode });
const BlockCopied = Type.Object({ ...P, sourceBlockId: Id, dayId: Id, block: BlockNode });
/** The first event of a plan made as a copy of another: its name and the source's weeks with fresh ids. */
const PlanDuplicated = Type.Object({ ...P, sourcePlanId: Id, name: Name, weeks: Type.Array(WeekNode) });
const DayAdded = Type.Object({ ...P, weekId: Id, dayId: Id, name: Name });
const DayDeleted = Type.Object({ ...P, dayId: Id });
const BlockAdded = Type.Object({ ...P, dayId: Id, blockId: Id, name: Name, rest: Type.Integer({ minimum: 0 }) });
const BlockRenamed = Type.Object({ ...P, blockId: Id, name: Name });
const BlockRestChanged = Type.Object({ ...P, blockId: Id, rest: Type.Integer({ minimum: 0 }) });
/** The coach set the block's type and its numbers (normal again: the plain sets with rest). */
const BlockFormatChanged = Type.Object({ ...P, blockId: Id, format: BlockFormatSchema });
const BlockDeleted = Type.Object({ ...P, blockId: Id });
const ExerciseAdded = Type.Object({ ...P, blockId: Id, exercise: ExerciseNode });
const ExerciseRenamed = Type.Object({ ...P, exerciseId: Id, name: Name });
const ExerciseVideoAssigned = Type.Object({ ...P, exerciseId: Id, video: Type.Union([Type.String(), Type.Null()]) });
const ExerciseNotesChanged = Type.Object({ ...P, exerciseId: Id, notes: Type.String() });
/** The exercise's own rest in seconds; null clears it (the block's rest applies again). */
const ExerciseRestChanged = Type.Object({ ...P, exerciseId: Id, rest: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]) });
const ExerciseDuplicated = Type.Object({ ...P, sourceExerciseId: Id, exercise: ExerciseNode });
const ExerciseDeleted = Type.Object({ ...P, exerciseId: Id });
const SetAdded = Type.Object({ ...P, exerciseId: Id, set: SetNode });
/** Carries the set's whole prescription: a field it lacks is cleared (events before prescriptions had none to clear). */
const SetEdited = Type.Object({ ...P, setId: Id, number: Type.Integer({ minimum: 1 }), reps: Type.String(), weight: Weight, ...Prescription });
const SetDuplicated = Type.Object({ ...P, sourceSetId: Id, exerciseId: Id, set: SetNode });
const SetDeleted = Type.Object({ ...P, setId: Id });
/** The builder's grid: an exercise's sets all at once, in order (kept ids stay, new rows have fresh ones). */
const ExerciseSetsReplaced = Type.Object({ ...P, exerciseId: Id, sets: Type.Array(SetNode) });
/**
 * "Aplicar progresión" on weeks that already exist: what the coach asked (weeks, step per week, exercises by name,
 * null for every one with weight) and the resulting weight of each set it moved, so the fold only writes them.
 */
const ProgressionApplied = Type.Object({
  ...P,
  weekIds: Type.Array(Id),
  progression: Type.Object({ kind: Type.Union([Type.Literal('kg'), Type.Literal('percent')]), amount: Type.Number() }),
  exercises: Type.Union([Type.Array(Name), Type.Null()]),
  sets: Type.Array(Type.Object({ setId: Id, weight: Weight })),
});

const definitions = {
  PlanCreated,
  PlanDuplicated,
  PlanRenamed,
  PlanVisibilityChanged,
  PlanDeleted,
  PlanAssignedToMember,
  PlanUnassignedFromMember,
  WeekAdded,
  WeekRenamed,
  WeekDuplicated,
  WeekDeleted,
  DayAdded,
  DayCopied,
  DayDeleted,
  BlockAdded,
  BlockRenamed,
  BlockRestChanged,
  BlockFormatChanged,
  BlockDeleted,
  BlockCopied,
  ExerciseAdded,
  ExerciseRenamed,
  ExerciseVideoAssigned,
  ExerciseNotesChanged,
  ExerciseRestChanged,
  ExerciseDuplicated,
  ExerciseDeleted,
  SetAdded,
  SetEdited,
  SetDuplicated,
  SetDeleted,
  ExerciseSetsReplaced,
  ProgressionApplied,
};

/**
 * The exercise library, one stream per entry, `library-exercise:<id>` (ids from
 * `library_exercise_id_seq`): a name the editor autocompletes, its default video and notes, and whether it is
 * done with bodyweight (its sets carry no kg).
 */
const LibraryEntry = {
  exerciseId: Id,
  name: Name,
  video: Type.Union([Type.String(), Type.Null()]),
  notes: Type.String(),
  bodyweight: Type.Boolean(),
};
const libraryDefinitions = {
  LibraryExerciseAdded: Type.Object(LibraryEntry),
  LibraryExerciseChanged: Type.Object(LibraryEntry),
  LibraryExerciseRemoved: Type.Object({ exerciseId: Id }),
};
export const plansEvents = mergeEventDefinitions([defineEvents(definitions), defineEvents(libraryDefinitions)]);

type LibraryDefs = typeof libraryDefinitions;
export type LibraryExerciseEvent = { [K in keyof LibraryDefs]: { type: K; data: Type.Static<LibraryDefs[K]> } }[keyof LibraryDefs];
export const LIBRARY_EVENT_TYPES = Object.keys(libraryDefinitions) as LibraryExerciseEvent['type'][];
export { libraryExerciseStream } from '../streams';

type Defs = typeof definitions;
export type PlanEvent = { [K in keyof Defs]: { type: K; data: Type.Static<Defs[K]> } }[keyof Defs];
export type PlanEventType = PlanEvent['type'];

export const PLAN_EVENT_TYPES = Object.keys(definitions) as PlanEventType[];
/** Events that change what a plan contains (its name, visibility and tree), not who it is assigned to. */
export const PLAN_CONTENT_EVENT_TYPES = PLAN_EVENT_TYPES.filter((t) => t !== 'PlanAssignedToMember' && t !== 'PlanUnassignedFromMember');

export { planStream } from '../streams';
