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
import { commandContext } from '../platform/deps';
import { studioTime } from '../../domain/time/studio-time';
import { createPlan, runPlanCommand, setPlanMember } from './plan.commands';
import { planExerciseRoutes } from './plan-exercise.routes';
import { planStructureRoutes } from './plan-structure.routes';
import { orUndefined, planEditor } from './plan-edit';
import { planErrors } from './plan-rules';
import { toPlanificacion } from '../../domain/plans/planificacion.view';
import { documentText, noPackage, planReader } from './plan-read';
import { plansApi } from '../../contract/routes/plans';

// Coaches edit plans too (staff); money, packages and roles stay admin-only.
const staff = { access: 'staff' as const };

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
  app.post('/api/planificaciones/getPlanificacionById', {
    schema: plansApi['POST /api/planificaciones/getPlanificacionById'],
  }, async (request, reply) => readPlan(request, reply, request.body.id));

  app.get('/api/planificaciones/:id', {
    schema: plansApi['GET /api/planificaciones/:id'],
  }, async (request, reply) => readPlan(request, reply, Number(request.params.id)));

  app.post('/api/planificaciones/getPlanificaciones', {
    schema: plansApi['POST /api/planificaciones/getPlanificaciones'],
  }, async (request, reply) => {
    const { userId, visibleOnly } = await readerOf(request, request.body.clerkUserId);
    const documents = (await listAssignedPlans(db, userId, { visibleOnly })).map(documentText);
    // The stored texts joined as they are: the route's schema describes them but never re-serializes them.
    return reply.type('application/json; charset=utf-8').send(`[${documents.join(',')}]` as never);
  });

  app.post('/api/planificaciones/getPlanificacionesSummaryByIdUsr', {
    schema: plansApi['POST /api/planificaciones/getPlanificacionesSummaryByIdUsr'],
  }, async (request) => {
    const { userId, visibleOnly } = await readerOf(request, request.body.clerkUserId);
    return listAssignedPlanSummaries(db, userId, { visibleOnly });
  });

  app.get('/api/planificaciones/getPlanificacionesList', {
    config: staff,
    schema: plansApi['GET /api/planificaciones/getPlanificacionesList'],
  }, async () => listPlansForAdmin(db));

  app.get('/api/planificaciones/getUsersPlanificaciones', {
    config: staff,
    schema: plansApi['GET /api/planificaciones/getUsersPlanificaciones'],
  }, async () => listPlanMemberLinks(db));

  // The assigned-users dialog: direct members and those who get the plan through a group, saying which.
  app.get('/api/planificaciones/getAsignadosPlanificaciones', {
    config: staff,
    schema: plansApi['GET /api/planificaciones/getAsignadosPlanificaciones'],
  }, async () => listPlanAssignees(db));

  app.post('/api/planificaciones/addPlanificacion', {
    config: staff,
    schema: plansApi['POST /api/planificaciones/addPlanificacion'],
  }, async (request, reply) => {
    const name = request.body.body?.nombre ?? request.body.nombre;
    const created = await createPlan(db, commandContext(request, app.deps), name);
    const plan = await findPlanView(db, created.planId);
    if (!plan) throw planErrors.plan();
    return reply.code(201).send({ ok: true, id: created.planId, version: plan.version, planificacion: toPlanificacion(plan.tree, plan.version) });
  });

  app.put('/api/planificaciones/:id', {
    config: staff,
    schema: plansApi['PUT /api/planificaciones/:id'],
  }, async (request) => {
    const planId = Number(request.params.id);
    return edit(request, 'RenamePlan', { planId }, () => ({ command: { type: 'RenamePlan', planId, name: request.body.nombre }, id: planId }));
  });

  app.post('/api/planificaciones/handleVisiblePlanificacion', {
    config: staff,
    schema: plansApi['POST /api/planificaciones/handleVisiblePlanificacion'],
  }, async (request) => {
    const { id, visible } = request.body;
    return edit(request, 'ChangePlanVisibility', { planId: id }, () => ({ command: { type: 'ChangePlanVisibility', planId: id, visible: visible === true || visible === 1 }, id }));
  });

  // The old client's cascade starts by removing every member's assignment of the plan.
  app.post('/api/planificaciones/deletePlanificacionUsr', {
    config: staff,
    schema: plansApi['POST /api/planificaciones/deletePlanificacionUsr'],
  }, async (request) => {
    const { id } = request.body;
    return edit(request, 'UnassignAllMembers', { planId: id }, () => ({ command: { type: 'UnassignAllMembers', planId: id }, id }));
  });

  app.post('/api/planificaciones/deletePlanificacion', {
    config: staff,
    schema: plansApi['POST /api/planificaciones/deletePlanificacion'],
  }, async (request) => {
    const { id } = request.body;
    await runPlanCommand(db, commandContext(request, app.deps), 'DeletePlan', { planId: id }, async () => ({ command: { type: 'DeletePlan', planId: id }, id }));
    return { ok: true, id };
  });

  for (const [route, assigned] of [['assignPlanificacionToUser', true], ['deletePlanificacionFromUser', false]] as const) {
    app.post(`/api/planificaciones/${route}`, {
      config: staff,
      schema: plansApi[`POST /api/planificaciones/${route}`],
    }, async (request) => {
      const { clerkUserId, planificacionId } = request.body;
      const outcome = await setPlanMember(db, commandContext(request, app.deps), { planId: planificacionId, userId: clerkUserId, assigned });
      return { ok: true, version: outcome.version ?? 0, clerkUserId, planificacionId };
    });
  }

  await app.register(planStructureRoutes);
  await app.register(planExerciseRoutes);
};
