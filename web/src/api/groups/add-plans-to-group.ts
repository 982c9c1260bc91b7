import { api, type ApiInput } from '../../lib/api-client';

const ROUTE = 'POST /api/user/addPlanificacionesToGrupo';

/** Links plans to a group: one plan for the whole group, so every later edit reaches each member. */
export const addPlansToGroup = (body: ApiInput<typeof ROUTE>['body']) => api(ROUTE, { body });
