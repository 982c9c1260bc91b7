import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listGroupCandidates, listGroupPlans, listGroupUsers, listGroups } from '../../projections/groups/groups.queries';
import {
  addGroupMembers,
  addGroupPlans,
  createGroup,
  deleteGroup,
  removeGroupMember,
  removeGroupPlan,
  renameGroup,
  type GroupOutcome,
} from './group.commands';
import { route, commandContext } from '../platform/http/contract-route';

const toResult = (o: GroupOutcome) => ({ ok: true, version: o.version, id: o.groupId, nombre: o.state.name, userIds: o.state.members, planificacionIds: o.state.plans });

/** docs/product.md §7 Groups, under /api/user/: staff manage members and plans, admins the groups themselves. Every command answers the group as it is now. */
export const groupsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps;
  const ctx = (request: Parameters<typeof commandContext>[0]) => commandContext(request, app.deps);

  route(app, 'GET /api/user/getGrupos', async () => listGroups(db));
  route(app, 'GET /api/user/getGrupoUsers', async () => listGroupUsers(db));
  route(app, 'GET /api/user/getGrupoPlanificaciones', async () => listGroupPlans(db));
  route(app, 'GET /api/user/getGrupoCandidatos', async () => listGroupCandidates(db));

  route(app, 'POST /api/user/addGrupo', async (request, reply) =>
    reply.code(201).send(toResult(await createGroup(db, ctx(request), request.body.nombre))));

  route(app, 'POST /api/user/updateGrupo', async (request) =>
    toResult(await renameGroup(db, ctx(request), request.body.id, request.body.nombre)));

  route(app, 'POST /api/user/deleteGrupo', async (request) =>
    toResult(await deleteGroup(db, ctx(request), request.body.id)));

  route(app, 'POST /api/user/addUsersToGrupo', async (request) =>
    toResult(await addGroupMembers(db, ctx(request), request.body.grupoId, request.body.userIds)));

  route(app, 'POST /api/user/removeUserFromGrupo', async (request) =>
    toResult(await removeGroupMember(db, ctx(request), request.body.grupoId, request.body.userId)));

  route(app, 'POST /api/user/addPlanificacionesToGrupo', async (request) =>
    toResult(await addGroupPlans(db, ctx(request), request.body.grupoId, request.body.planificacionIds)));

  route(app, 'POST /api/user/removePlanificacionFromGrupo', async (request) =>
    toResult(await removeGroupPlan(db, ctx(request), request.body.grupoId, request.body.planificacionId)));
};
