import { Type, type TSchema } from 'typebox';
import { Body, Id, IdParam } from '../platform/http/schemas';

const Maybe = <T extends TSchema>(schema: T) => Type.Optional(Type.Union([schema, Type.Null()]));
// Names, rests, weights and counts are parsed and checked by the deciders (Spanish answers); schemas only cap sizes.
const Text = (maxLength = 256) => Type.String({ maxLength });
/** A number typed in a form may arrive as a number or as the input's string. */
const Numeric = Maybe(Type.Union([Type.Number(), Text(20)]));

const Serie = Type.Object({ id: Type.Integer(), numero: Type.Integer(), repeticiones: Type.String(), peso: Type.Integer(), ejercicio_id: Type.Integer() });
const Ejercicio = Type.Object({
  id: Type.Integer(),
  nombre: Type.String(),
  video: Type.Union([Type.String(), Type.Null()]),
  notas: Type.String(),
  bloque_id: Type.Integer(),
  series: Type.Array(Serie),
});
const Bloque = Type.Object({ id: Type.Integer(), nombre: Type.String(), descanso: Type.Integer(), dia_id: Type.Integer(), ejercicios: Type.Array(Ejercicio) });
const Dia = Type.Object({ id: Type.Integer(), nombre: Type.String(), semana_id: Type.Integer(), bloques: Type.Array(Bloque) });
const Semana = Type.Object({ id: Type.Integer(), nombre: Type.String(), planificacion_id: Type.Integer(), dias: Type.Array(Dia) });
export const PlanificacionSchema = Type.Object({ id: Type.Integer(), nombre: Type.String(), visible: Type.Integer(), semanas: Type.Array(Semana) });

/** What every editor command answers: the node it created or touched, and the plan as it is now. */
export const EditResultSchema = Type.Object({
  ok: Type.Boolean(),
  /** Global position of the command's last event (0 when nothing changed); realtime notices carry the same. */
  position: Type.Integer(),
  id: Type.Integer(),
  planificacion: PlanificacionSchema,
});
export const DeletedSchema = Type.Object({ ok: Type.Boolean(), position: Type.Integer(), id: Type.Integer() });

export const PlanSummarySchema = Type.Object({ id: Type.Integer(), nombre: Type.String() });
export const PlanListItemSchema = Type.Object({ id: Type.Integer(), nombre: Type.String(), visible: Type.Integer(), usuarios: Type.Integer(), grupos: Type.Integer() });
export const PlanMemberLinkSchema = Type.Object({
  clerk_user_id: Type.String(),
  planificacion_id: Type.Integer(),
  planificacion: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
});
export const AssignmentSchema = Type.Object({ ok: Type.Boolean(), position: Type.Integer(), clerkUserId: Type.String(), planificacionId: Type.Integer() });

/** SPEC.md passes whole objects ({semana}, {dia}, {bloque}) or bare ids; the ids inside are what count. */
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
export const AddEjercicioBody = Body({
  nombre: Maybe(Text()),
  bloque_id: Maybe(Id),
  series: Numeric,
  video: Maybe(Text(2048)),
  notas: Maybe(Text(2000)),
});
export const EjercicioRefBody = Body({ id: Maybe(Id), ejercicio: Ref });
export const DeleteEjercicioBody = Body({ id: Maybe(Id), series: Type.Optional(Type.Unknown()) });
export const EjercicioVideoBody = Body({ id: Maybe(Id), video: Maybe(Text(2048)) });
export const AddSerieBody = Body({ ejercicio_id: Maybe(Id), numero: Numeric, repeticiones: Maybe(Type.Union([Text(50), Type.Number()])), peso: Numeric });
export const SerieRefBody = Body({ id: Maybe(Id), serie: Ref });
export const UpdateSerieBody = Body({ id: Maybe(Id), numero: Numeric, repeticiones: Maybe(Type.Union([Text(50), Type.Number()])), peso: Numeric });
export const AssignBody = Body({ clerkUserId: Text(200), planificacionId: Id });
