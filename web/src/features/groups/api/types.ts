/** The groups feature's shapes, derived from the contract (type imports only: no TypeBox in the bundle). */
import type { Static } from 'typebox';
import type { GroupResultSchema, GrupoPlanSchema, GrupoSchema, GrupoUserSchema } from '../../../../../contract/groups';
import type { PlanListItem, PlanMemberLink } from '../../../../../contract/plans';

export type Grupo = Static<typeof GrupoSchema>;
export type GrupoUser = Static<typeof GrupoUserSchema>;
export type GrupoPlan = Static<typeof GrupoPlanSchema>;
/** What every group command answers. */
export type GroupResult = Static<typeof GroupResultSchema>;
/** The parts of GET /api/planificaciones/getPlanificacionesList this feature reads. */
export type PlanOption = Pick<PlanListItem, 'id' | 'nombre' | 'visible'>;
/** A row of GET /api/planificaciones/getUsersPlanificaciones. */
export type UserPlanLink = PlanMemberLink;

export const personName = (u: { firstName?: string; lastName?: string; first_name?: string; last_name?: string }) =>
  `${u.firstName ?? u.first_name ?? ''} ${u.lastName ?? u.last_name ?? ''}`.trim();
