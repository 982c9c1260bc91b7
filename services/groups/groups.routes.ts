import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listGroupCandidates, listGroupPlans, listGroupUsers, listGroups } from '../../projections/groups/groups.queries';
import { commandContext } from '../platform/deps';
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
import { groupsApi } from '../../contract/routes/groups';

// Creating, renaming and deleting a group stay with admins.
const admin = { access: 'admin' as const };
// Coaches give plans to groups from the plan list (linked or as copies) and manage who is in each group and which
// plans it holds: nothing here touches money (the candidates list carries names and emails only).
const staff = { access: 'staff' as const };
const toResult = (o: GroupOutcome) => ({ ok: true, version: o.version, id: o.groupId, nombre: o.state.name, userIds: o.state.members, planificacionIds: o.state.plans });

/** docs/product.md §7 Groups, under /api/user/: staff manage members and plans, admins the groups themselves. Every command answers the group as it is now. */
export const groupsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps;
  const ctx = (request: Parameters<typeof commandContext>[0]) => commandContext(request, app.deps);

  app.get('/api/user/getGrupos', { config: staff, schema: groupsApi['GET /api/user/getGrupos'] }, async () => listGroups(db));
  app.get('/api/user/getGrupoUsers', { config: staff, schema: groupsApi['GET /api/user/getGrupoUsers'] }, async () => listGroupUsers(db));
  app.get('/api/user/getGrupoPlanificaciones', { config: staff, schema: groupsApi['GET /api/user/getGrupoPlanificaciones'] }, async () => listGroupPlans(db));
  app.get('/api/user/getGrupoCandidatos', { config: staff, schema: groupsApi['GET /api/user/getGrupoCandidatos'] }, async () => listGroupCandidates(db));

  app.post('/api/user/addGrupo', { config: admin, schema: groupsApi['POST /api/user/addGrupo'] }, async (request, reply) =>
    reply.code(201).send(toResult(await createGroup(db, ctx(request), request.body.nombre))));

  app.post('/api/user/updateGrupo', { config: admin, schema: groupsApi['POST /api/user/updateGrupo'] }, async (request) =>
    toResult(await renameGroup(db, ctx(request), request.body.id, request.body.nombre)));

  app.post('/api/user/deleteGrupo', { config: admin, schema: groupsApi['POST /api/user/deleteGrupo'] }, async (request) =>
    toResult(await deleteGroup(db, ctx(request), request.body.id)));

  app.post('/api/user/addUsersToGrupo', { config: staff, schema: groupsApi['POST /api/user/addUsersToGrupo'] }, async (request) =>
    toResult(await addGroupMembers(db, ctx(request), request.body.grupoId, request.body.userIds)));

  app.post('/api/user/removeUserFromGrupo', { config: staff, schema: groupsApi['POST /api/user/removeUserFromGrupo'] }, async (request) =>
    toResult(await removeGroupMember(db, ctx(request), request.body.grupoId, request.body.userId)));

  app.post('/api/user/addPlanificacionesToGrupo', { config: staff, schema: groupsApi['POST /api/user/addPlanificacionesToGrupo'] }, async (request) =>
    toResult(await addGroupPlans(db, ctx(request), request.body.grupoId, request.body.planificacionIds)));

  app.post('/api/user/removePlanificacionFromGrupo', { config: staff, schema: groupsApi['POST /api/user/removePlanificacionFromGrupo'] }, async (request) =>
    toResult(await removeGroupPlan(db, ctx(request), request.body.grupoId, request.body.planificacionId)));
};
