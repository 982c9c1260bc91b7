import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  findPlanView,
  hasActivePackage,
  listAssignedPlanSummaries,
  listAssignedPlans,
  listPlanAssignees,
  listPlanMemberLinks,
  listPlansForAdmin,
} from '../../projections/plans/plans.queries';
import { actingOn, isStaff, requireIdentity } from '../platform/auth/identity';
import { studioTime } from '../../domain/time/studio-time';
import { createPlan, runPlanCommand, setPlanMember } from './plan.commands';
import { planExerciseRoutes } from './plan-exercise.routes';
import { planStructureRoutes } from './plan-structure.routes';
import { orUndefined, planEditor } from './plan-edit';
import { planErrors } from './plan-rules';
import { toPlanificacion } from '../../domain/plans/planificacion.view';
import { documentText, noPackage, planReader } from './plan-read';
import { route, type ContractHandler, commandContext } from '../platform/http/contract-route';


/** docs/product.md §7 Plans: what members read, the admin's plan list, and plan-level commands. */
export const plansRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, clock, config } = app.deps;
  const today = () => studioTime(clock.now(), config.studioTz).date;
  const edit = planEditor(app);
  const readPlan = planReader(app);

  /** Members see their visible assigned plans while they hold a package; admins see any member's, all of them. */
  const readerOf = async (request: Parameters<typeof actingOn>[0], clerkUserId: string | null | undefined) => {
    const userId = actingOn(request, orUndefined(clerkUserId));
    const byStaff = isStaff(requireIdentity(request).role);
    if (!byStaff && !(await hasActivePackage(db, userId, today()))) throw noPackage();
    return { userId, visibleOnly: !byStaff };
  };

  // The POST read of docs/product.md §7, and the same as a GET (the HTTP method conditional requests are made for): both answer the
  // stored document with an ETag, and 304 to a matching If-None-Match.
  route(app, 'POST /api/planificaciones/getPlanificacionById', async (request, reply) => readPlan(request, reply, request.body.id));

  route(app, 'GET /api/planificaciones/:id', async (request, reply) => readPlan(request, reply, Number(request.params.id)));

  route(app, 'POST /api/planificaciones/getPlanificaciones', async (request, reply) => {
    const { userId, visibleOnly } = await readerOf(request, request.body.clerkUserId);
    const documents = (await listAssignedPlans(db, userId, { visibleOnly })).map(documentText);
    // The stored texts joined as they are: the route's schema describes them but never re-serializes them.
    return reply.type('application/json; charset=utf-8').send(`[${documents.join(',')}]` as never);
  });

  route(app, 'POST /api/planificaciones/getPlanificacionesSummaryByIdUsr', async (request) => {
    const { userId, visibleOnly } = await readerOf(request, request.body.clerkUserId);
    return listAssignedPlanSummaries(db, userId, { visibleOnly });
  });

  route(app, 'GET /api/planificaciones/getPlanificacionesList', async () => listPlansForAdmin(db));

  route(app, 'GET /api/planificaciones/getUsersPlanificaciones', async () => listPlanMemberLinks(db));

  // The assigned-users dialog: direct members and those who get the plan through a group, saying which.
  route(app, 'GET /api/planificaciones/getAsignadosPlanificaciones', async () => listPlanAssignees(db));

  route(app, 'POST /api/planificaciones/addPlanificacion', async (request, reply) => {
    const name = request.body.body?.nombre ?? request.body.nombre;
    const created = await createPlan(db, commandContext(request, app.deps), name);
    const plan = await findPlanView(db, created.planId);
    if (!plan) throw planErrors.plan();
    return reply.code(201).send({ ok: true, id: created.planId, version: plan.version, planificacion: toPlanificacion(plan.tree, plan.version) });
  });

  route(app, 'PUT /api/planificaciones/:id', async (request) => {
    const planId = Number(request.params.id);
    return edit(request, 'RenamePlan', { planId }, () => ({ command: { type: 'RenamePlan', planId, name: request.body.nombre }, id: planId }));
  });

  route(app, 'POST /api/planificaciones/handleVisiblePlanificacion', async (request) => {
    const { id, visible } = request.body;
    return edit(request, 'ChangePlanVisibility', { planId: id }, () => ({ command: { type: 'ChangePlanVisibility', planId: id, visible: visible === true || visible === 1 }, id }));
  });

  // The old client's cascade starts by removing every member's assignment of the plan.
  route(app, 'POST /api/planificaciones/deletePlanificacionUsr', async (request) => {
    const { id } = request.body;
    return edit(request, 'UnassignAllMembers', { planId: id }, () => ({ command: { type: 'UnassignAllMembers', planId: id }, id }));
  });

  route(app, 'POST /api/planificaciones/deletePlanificacion', async (request) => {
    const { id } = request.body;
    await runPlanCommand(db, commandContext(request, app.deps), 'DeletePlan', { planId: id }, async () => ({ command: { type: 'DeletePlan', planId: id }, id }));
    return { ok: true, id };
  });

  const setMember = (assigned: boolean): ContractHandler<'POST /api/planificaciones/assignPlanificacionToUser'> => async (request) => {
    const { clerkUserId, planificacionId } = request.body;
    const outcome = await setPlanMember(db, commandContext(request, app.deps), { planId: planificacionId, userId: clerkUserId, assigned });
    return { ok: true, version: outcome.version ?? 0, clerkUserId, planificacionId };
  };
  route(app, 'POST /api/planificaciones/assignPlanificacionToUser', setMember(true));
  route(app, 'POST /api/planificaciones/deletePlanificacionFromUser', setMember(false));

  await app.register(planStructureRoutes);
  await app.register(planExerciseRoutes);
};
