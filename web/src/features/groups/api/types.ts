export type Grupo = { id: number; nombre: string };
export type GrupoUser = { grupo_id: number; clerk_user_id: string; first_name: string; last_name: string; email: string };
export type GrupoPlan = { grupo_id: number; planificacion_id: number; nombre: string };
export type GroupResult = { ok: boolean; version: number; id: number; nombre: string; userIds: string[]; planificacionIds: number[] };
/** The parts of GET /api/user/getUsers this feature reads. */
export type StudioUser = { clerkUserId: string; firstName: string; lastName: string; email: string };
export type PlanOption = { id: number; nombre: string; visible: number };
export type UserPlanLink = { clerk_user_id: string; planificacion_id: number; planificacion: string; first_name: string; last_name: string };

export const personName = (u: { firstName?: string; lastName?: string; first_name?: string; last_name?: string }) =>
  `${u.firstName ?? u.first_name ?? ''} ${u.lastName ?? u.last_name ?? ''}`.trim();
