import { Type, type Static, type TSchema } from 'typebox';
import { Body, Id, IdParam } from './http';

const Maybe = <T extends TSchema>(schema: T) => Type.Optional(Type.Union([schema, Type.Null()]));
// Names, rests, weights and counts are parsed and checked by the deciders (Spanish answers); schemas only cap sizes.
const Text = (maxLength = 256) => Type.String({ maxLength });
/** A number typed in a form may arrive as a number or as the input's string. */
const Numeric = Maybe(Type.Union([Type.Number(), Text(20)]));

/** A set's kg: steps of 0,25 (22,5 kg; integers before, still valid). */
const Kilos = Type.Number({ minimum: 0, multipleOf: 0.25 });

/** A set's prescription as served: absent when the coach gave none (and in every set written before it existed). */
export const SeriePrescripcion = {
  rpe: Type.Optional(Type.Number()),
  rir: Type.Optional(Type.Integer()),
  tempo: Type.Optional(Type.String()),
  /** The load as % of the member's training max for the exercise; each member sees her own kg. */
  porcentaje: Type.Optional(Type.Number()),
};
export const SerieSchema = Type.Object({ id: Type.Integer(), numero: Type.Integer(), repeticiones: Type.String(), peso: Kilos, ejercicio_id: Type.Integer(), ...SeriePrescripcion });
export const EjercicioSchema = Type.Object({
  id: Type.Integer(),
  nombre: Type.String(),
  video: Type.Union([Type.String(), Type.Null()]),
  notas: Type.String(),
  /** Seconds of rest after each of its sets when the coach set its own; null (or absent in older copies): the block's. */
  descanso: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
  bloque_id: Type.Integer(),
  series: Type.Array(SerieSchema),
});
/**
 * A block's type and its numbers (seconds for intervals): superserie (the exercises alternate, the block's rest
 * after each round), circuito (vueltas), EMOM and AMRAP (minutos), intervalos (trabajo / descanso × vueltas).
 */
export const TIPOS_BLOQUE = ['normal', 'superserie', 'circuito', 'emom', 'amrap', 'intervalos'] as const;
export type TipoBloque = (typeof TIPOS_BLOQUE)[number];
export const FormatoBloqueSchema = Type.Object({
  tipo: Type.Union([Type.Literal('normal'), Type.Literal('superserie'), Type.Literal('circuito'), Type.Literal('emom'), Type.Literal('amrap'), Type.Literal('intervalos')]),
  vueltas: Type.Optional(Type.Integer()),
  minutos: Type.Optional(Type.Integer()),
  trabajo_segundos: Type.Optional(Type.Integer()),
  descanso_segundos: Type.Optional(Type.Integer()),
});
export type FormatoBloque = Static<typeof FormatoBloqueSchema>;
/** `formato`: absent for a normal block (every block before types existed reads as it did). */
export const BloqueSchema = Type.Object({ id: Type.Integer(), nombre: Type.String(), descanso: Type.Integer(), formato: Type.Optional(FormatoBloqueSchema), dia_id: Type.Integer(), ejercicios: Type.Array(EjercicioSchema) });
export const DiaSchema = Type.Object({ id: Type.Integer(), nombre: Type.String(), semana_id: Type.Integer(), bloques: Type.Array(BloqueSchema) });
export const SemanaSchema = Type.Object({ id: Type.Integer(), nombre: Type.String(), planificacion_id: Type.Integer(), dias: Type.Array(DiaSchema) });
/** `version`: the plan stream's version the document reflects (its ETag is made of plan id + version). */
export const PlanificacionSchema = Type.Object({ id: Type.Integer(), nombre: Type.String(), visible: Type.Integer(), version: Type.Optional(Type.Integer()), semanas: Type.Array(SemanaSchema) });

/** docs/product.md §3 Planificacion → Serie, as the API serves them: one definition for server and web. */
export type Serie = Static<typeof SerieSchema>;
export type Ejercicio = Static<typeof EjercicioSchema>;
export type Bloque = Static<typeof BloqueSchema>;
export type Dia = Static<typeof DiaSchema>;
export type Semana = Static<typeof SemanaSchema>;
export type Planificacion = Static<typeof PlanificacionSchema>;

/** What an editor command changed (services/plans/plan-change.ts): a node with its place, or a removal. */
export const PlanChangeSchema = Type.Object({
  op: Type.Union([Type.Literal('upsert'), Type.Literal('remove')]),
  kind: Type.Optional(Type.Union([Type.Literal('plan'), Type.Literal('week'), Type.Literal('day'), Type.Literal('block'), Type.Literal('exercise'), Type.Literal('set')])),
  id: Type.Optional(Type.Integer()),
  parentId: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
  index: Type.Optional(Type.Integer()),
  // Semana | Dia | Bloque | Ejercicio | Serie (or the plan's own fields) as GET of the plan serves them. Left
  // unchecked here so a duplicated week is serialized once by JSON.stringify, not matched against each shape.
  node: Type.Optional(Type.Unknown()),
});

/** What every editor command answers: the node it created or touched, what changed and the plan's new version. */
const editedPlan = {
  ok: Type.Boolean(),
  id: Type.Integer(),
  planId: Type.Integer(),
  /** The plan stream's version after the command (the plan's ETag carries the same). */
  version: Type.Integer(),
  /** The version the command was decided on: a client holding exactly it may apply `change` and take `version`. */
  baseVersion: Type.Union([Type.Integer(), Type.Null()]),
};
export const EditResultSchema = Type.Object({ ...editedPlan, change: PlanChangeSchema });
/** addPlanificacion: the new (empty) plan whole. */
export const CreatedPlanSchema = Type.Object({ ok: Type.Boolean(), id: Type.Integer(), version: Type.Integer(), planificacion: PlanificacionSchema });
export const DeletedSchema = Type.Object({ ok: Type.Boolean(), id: Type.Integer() });

export const PlanSummarySchema = Type.Object({ id: Type.Integer(), nombre: Type.String() });
export const PlanListItemSchema = Type.Object({ id: Type.Integer(), nombre: Type.String(), visible: Type.Integer(), usuarios: Type.Integer(), grupos: Type.Integer() });
export type PlanSummary = Static<typeof PlanSummarySchema>;
export type PlanListItem = Static<typeof PlanListItemSchema>;
export const PlanMemberLinkSchema = Type.Object({
  clerk_user_id: Type.String(),
  planificacion_id: Type.Integer(),
  planificacion: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
});
export type PlanMemberLink = Static<typeof PlanMemberLinkSchema>;
/** Who has a plan and how: directly, or through a group (named). One entry per way a member gets it. */
export const PlanAssigneeSchema = Type.Object({
  clerk_user_id: Type.String(),
  planificacion_id: Type.Integer(),
  first_name: Type.String(),
  last_name: Type.String(),
  via: Type.Union([Type.Literal('directo'), Type.Literal('grupo')]),
  grupo: Type.Union([Type.String(), Type.Null()]),
});
export type PlanAssignee = Static<typeof PlanAssigneeSchema>;
export const AssignmentSchema = Type.Object({ ok: Type.Boolean(), version: Type.Integer(), clerkUserId: Type.String(), planificacionId: Type.Integer() });

/** The calls of docs/product.md §7 pass whole objects ({semana}, {dia}, {bloque}) or bare ids; the ids inside are what count. */
const Ref = Maybe(Type.Union([Id, Type.Object({ id: Maybe(Id), planificacion_id: Maybe(Id), semana_id: Maybe(Id), dia_id: Maybe(Id), ejercicio_id: Maybe(Id) })]));
export type RefValue = number | { id?: number | null; planificacion_id?: number | null; semana_id?: number | null; dia_id?: number | null; ejercicio_id?: number | null } | null | undefined;

export const IdBody = Body({ id: Id });
export const OptionalIdBody = Body({ id: Maybe(Id) });
export const ClerkUserBody = Body({ clerkUserId: Maybe(Text(200)) });
export const VisibleBody = Body({ id: Id, visible: Type.Union([Type.Boolean(), Type.Integer({ minimum: 0, maximum: 1 })]) });
/** addPlanificacion {body}: the web wraps the new plan in `body`; a bare {nombre} is accepted too. */
export const AddPlanBody = Body({ body: Maybe(Type.Object({ nombre: Maybe(Text()) })), nombre: Maybe(Text()) });
export const RenameBody = Body({ id: Maybe(Id), nombre: Maybe(Text()) });
export const PlanParams = Type.Object({ id: IdParam });

export const SemanaBody = Body({ semana: Ref, planificacion_id: Maybe(Id) });
export const DiaBody = Body({ dia: Ref, semana_id: Maybe(Id) });
export const BloqueRefBody = Body({ bloque: Ref, id: Maybe(Id) });
export const AddBloqueBody = Body({ nombre: Maybe(Text()), descanso: Numeric, dia_id: Maybe(Id) });
export const BloqueDescansoBody = Body({ id: Maybe(Id), descanso: Numeric });
/** The block's type and its numbers; the decider says which are missing or out of range. */
export const BloqueFormatoBody = Body({
  id: Maybe(Id),
  formato: Type.Object({ tipo: Text(20), vueltas: Numeric, minutos: Numeric, trabajo_segundos: Numeric, descanso_segundos: Numeric }),
});
export const AddEjercicioBody = Body({
  nombre: Maybe(Text()),
  bloque_id: Maybe(Id),
  series: Numeric,
  video: Maybe(Text(2048)),
  notas: Maybe(Text(2000)),
  /** Every new set's repetitions and weight (fast entry "4x10 @ 40"); without them '0' and 0 (docs/product.md §5). */
  repeticiones: Maybe(Type.Union([Text(50), Type.Number()])),
  peso: Numeric,
});
export const EjercicioRefBody = Body({ id: Maybe(Id), ejercicio: Ref });
export const DeleteEjercicioBody = Body({ id: Maybe(Id), series: Type.Optional(Type.Unknown()) });
export const EjercicioVideoBody = Body({ id: Maybe(Id), video: Maybe(Text(2048)) });
/** The exercise's notes (the product description's Ejercicio.notas); blank or null clears them. */
export const EjercicioNotasBody = Body({ id: Maybe(Id), notas: Maybe(Text(2000)) });
/** The exercise's own rest in seconds (0..900); blank or null clears it (the block's rest applies). */
export const EjercicioDescansoBody = Body({ id: Maybe(Id), descanso: Numeric });
/** A new plan copied from plan `id`; without `nombre` it is the source's with " (copia)". */
export const DuplicatePlanBody = Body({ id: Id, nombre: Maybe(Text()) });
/** Copies day `id` into week `semana_id` (last), and block `id` into day `dia_id` (last). */
export const CopyDiaBody = Body({ id: Maybe(Id), semana_id: Maybe(Id) });
export const CopyBloqueBody = Body({ id: Maybe(Id), dia_id: Maybe(Id) });
export const AddSerieBody = Body({ ejercicio_id: Maybe(Id), numero: Numeric, repeticiones: Maybe(Type.Union([Text(50), Type.Number()])), peso: Numeric, rpe: Numeric, rir: Numeric, tempo: Maybe(Text(20)), porcentaje: Numeric });
export const SerieRefBody = Body({ id: Maybe(Id), serie: Ref });
/** The set's whole prescription: a field left out or null clears it. */
export const UpdateSerieBody = Body({ id: Maybe(Id), numero: Numeric, repeticiones: Maybe(Type.Union([Text(50), Type.Number()])), peso: Numeric, rpe: Numeric, rir: Numeric, tempo: Maybe(Text(20)), porcentaje: Numeric });
export const AssignBody = Body({ clerkUserId: Text(200), planificacionId: Id });

/** The builder's grid: every set of exercise `id` in order; a row with `id` keeps that set (numbers are 1..n). */
export const SeriesEjercicioBody = Body({
  id: Maybe(Id),
  series: Type.Array(Type.Object({ id: Maybe(Id), repeticiones: Maybe(Type.Union([Text(50), Type.Number()])), peso: Numeric, rpe: Numeric, rir: Numeric, tempo: Maybe(Text(20)), porcentaje: Numeric }, { additionalProperties: false }), { maxItems: 100 }),
});
/**
 * The progression helper's step: + `valor` kg (in steps of 0,25, as set weights: 1,25 or 2,5) or + `valor` %. The
 * deciders check it (a kg step off 0,25 is INVALID_PROGRESSION_KG_STEP); with duplicateSemana, absent or 0 is a plain copy.
 */
const ProgresionSchema = Type.Object({ tipo: Type.Union([Type.Literal('kg'), Type.Literal('porcentaje')]), valor: Type.Number() }, { additionalProperties: false });
export const DuplicateSemanaBody = Body({ semana: Ref, planificacion_id: Maybe(Id), progresion: Maybe(ProgresionSchema) });

/**
 * "Aplicar progresión" on existing weeks `desde`..`hasta` (1-based, as the tabs read): + `valor` kg (steps of 0,25 kg)
 * or + `valor` % per week into the range, on `ejercicios` (by name) or, without them, every exercise with weight.
 */
export const AplicarProgresionBody = Body({
  planificacion_id: Id,
  desde: Type.Integer(),
  hasta: Type.Integer(),
  progresion: ProgresionSchema,
  ejercicios: Maybe(Type.Array(Text(), { maxItems: 200 })),
});
/** What the progression would do, before confirming: a few sets before → after, and how many it moves in all. */
export const ProgresionPreviewSchema = Type.Object({
  series: Type.Array(Type.Object({ semana: Type.String(), dia: Type.String(), ejercicio: Type.String(), numero: Type.Integer(), antes: Type.Number(), despues: Type.Number() })),
  total: Type.Integer(),
});
export type ProgresionPreview = Static<typeof ProgresionPreviewSchema>;
/** An editor answer (like EditResultSchema) with one change per exercise it moved: many nodes, never the tree. */
export const ProgresionResultSchema = Type.Object({
  ...editedPlan,
  /** How many sets changed weight. */
  series: Type.Integer(),
  changes: Type.Array(PlanChangeSchema),
});

/** The exercise library: what the editor's name field autocompletes. */
export const LibraryExerciseSchema = Type.Object({
  id: Type.Integer(),
  nombre: Type.String(),
  video: Type.Union([Type.String(), Type.Null()]),
  notas: Type.String(),
  /** Done with bodyweight: its sets carry no kg ("—"). */
  peso_corporal: Type.Boolean(),
});
export type LibraryExercise = Static<typeof LibraryExerciseSchema>;
export const LibraryQuery = Type.Object({ q: Type.Optional(Type.String({ maxLength: 100 })) });
const libraryFields = { nombre: Maybe(Text()), video: Maybe(Text(2048)), notas: Maybe(Text(2000)), peso_corporal: Maybe(Type.Boolean()) };
export const AddLibraryExerciseBody = Body(libraryFields);
export const UpdateLibraryExerciseBody = Body({ id: Id, ...libraryFields });

/** A template given to a group's members as their own copies (not linked: later edits of the template stay out). */
export const CopiaGrupoBody = Body({ planificacionId: Id, grupoId: Id });
export const CopiasGrupoSchema = Type.Object({
  ok: Type.Boolean(),
  copias: Type.Array(Type.Object({ id: Type.Integer(), nombre: Type.String(), clerkUserId: Type.String() })),
  /** Members who got no copy, with the catalogue's code and why (a deleted account: USER_DELETED). */
  rechazados: Type.Array(Type.Object({ clerkUserId: Type.String(), code: Type.String(), motivo: Type.String() })),
});
