/** SPEC.md §3 Planificacion → Serie, as the API serves them. */
export type Serie = { id: number; numero: number; repeticiones: string; peso: number; ejercicio_id: number };
export type Ejercicio = { id: number; nombre: string; video: string | null; notas: string; bloque_id: number; series: Serie[] };
export type Bloque = { id: number; nombre: string; descanso: number; dia_id: number; ejercicios: Ejercicio[] };
export type Dia = { id: number; nombre: string; semana_id: number; bloques: Bloque[] };
export type Semana = { id: number; nombre: string; planificacion_id: number; dias: Dia[] };
/** `version`: the plan stream's version this copy reflects (sent back in If-None-Match, see get-plan.ts). */
export type Planificacion = { id: number; nombre: string; visible: number; version?: number; semanas: Semana[] };
export type PlanSummary = { id: number; nombre: string };

export type PlanListItem = { id: number; nombre: string; visible: number; usuarios: number; grupos: number };
export type PlanMemberLink = { clerk_user_id: string; planificacion_id: number; planificacion: string; first_name: string; last_name: string };
type PlanHeader = Pick<Planificacion, 'id' | 'nombre' | 'visible'>;

/** What a command changed: a node as it is now (whole subtree) with its parent and index, or a removal. */
export type PlanChange =
  | { op: 'upsert'; kind: 'plan'; parentId: null; index: number; node: PlanHeader }
  | { op: 'upsert'; kind: 'week'; parentId: number; index: number; node: Semana }
  | { op: 'upsert'; kind: 'day'; parentId: number; index: number; node: Dia }
  | { op: 'upsert'; kind: 'block'; parentId: number; index: number; node: Bloque }
  | { op: 'upsert'; kind: 'exercise'; parentId: number; index: number; node: Ejercicio }
  | { op: 'upsert'; kind: 'set'; parentId: number; index: number; node: Serie }
  | { op: 'remove'; id: number };

/**
 * What every editor command answers: the node it created or touched, what changed, and the plan's version after
 * it. `baseVersion` is the version it was decided on (null when unknown).
 */
export type EditResult = { ok: boolean; id: number; planId: number; version: number; baseVersion: number | null; change: PlanChange };
/** addPlanificacion answers the new (empty) plan whole. */
export type CreatedPlan = { ok: boolean; id: number; version: number; planificacion: Planificacion };
