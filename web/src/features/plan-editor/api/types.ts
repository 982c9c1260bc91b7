import type { Bloque, Dia, Ejercicio, Planificacion, Semana, Serie } from '../../../../../contract/plans';

export type { Bloque, Dia, Ejercicio, Planificacion, PlanListItem, PlanMemberLink, PlanSummary, Semana, Serie } from '../../../../../contract/plans';
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
