import type { Static } from 'typebox';
import type { Bloque, CreatedPlanSchema, Dia, EditResultSchema, Ejercicio, Planificacion, Semana, Serie } from '../../../../../contract/plans';

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
 * What every editor command answers (contract/plans.ts EditResultSchema): the node it created or touched, what
 * changed, and the plan's version after it. The wire schema leaves `change.node` unchecked so the server serializes
 * a big subtree once; PlanChange above names the node each kind carries, as the server sends it.
 */
export type EditResult = Omit<Static<typeof EditResultSchema>, 'change'> & { change: PlanChange };
/** addPlanificacion answers the new (empty) plan whole. */
export type CreatedPlan = Static<typeof CreatedPlanSchema>;
