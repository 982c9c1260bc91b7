import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { forbidden } from '../../events/framework/errors';
import {
  findPlanForViewer,
  findPlanTree,
  hasActivePackage,
  listAssignedPlanSummaries,
  listAssignedPlans,
  listPlanMemberLinks,
  listPlansForAdmin,
} from '../../projections/plans/plans.queries';
import { actingOn, requireIdentity } from '../platform/auth/identity';
import { commandContext } from '../platform/deps';
import { problemResponses } from '../platform/http/schemas';
import { studioTime } from '../platform/studio-time';
import { createPlan, runPlanCommand, setPlanMember } from './plan.commands';
import { planExerciseRoutes } from './plan-exercise.routes';
import { planStructureRoutes } from './plan-structure.routes';
import { orUndefined, planEditor } from './plan-edit';
import { planErrors } from './plan-rules';
import { toPlanificacion } from './planificacion.view';
import {
  AddPlanBody,
  AssignBody,
  AssignmentSchema,
  ClerkUserBody,
  DeletedSchema,
  EditResultSchema,
  IdBody,
  PlanificacionSchema,
  PlanListItemSchema,
  PlanMemberLinkSchema,
  PlanParams,
  PlanSummarySchema,
  RenameBody,
  VisibleBody,
} from './plans.schemas';

const admin = { access: 'admin' as const };
const noPackage = () => forbidden('No tenes paquete activo', 'NO_ACTIVE_PACKAGE');
const notAssigned = () => forbidden('Esta planificación no está asignada a vos.', 'PLAN_NOT_ASSIGNED');

/** SPEC.md §7 Plans: what members read, the admin's plan list, and plan-level commands. */
export const plansRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, clock, config } = app.deps;
  const today = () => studioTime(clock.now(), config.studioTz).date;
  const edit = planEditor(app);

  /** Members see their visible assigned plans while they hold a package; admins see any member's, all of them. */
  const readerOf = async (request: Parameters<typeof actingOn>[0], clerkUserId: string | null | undefined) => {
    const userId = actingOn(request, orUndefined(clerkUserId));
    const isAdmin = requireIdentity(request).role === 'admin';
    if (!isAdmin && !(await hasActivePackage(db, userId, today()))) throw noPackage();
    return { userId, visibleOnly: !isAdmin };
  };

  app.post('/api/planificaciones/getPlanificacionById', {
    schema: { body: IdBody, response: { 200: PlanificacionSchema, ...problemResponses } },
  }, async (request) => {
    const identity = requireIdentity(request);
    const found = await findPlanForViewer(db, request.body.id, { userId: identity.userId, today: today() });
    if (identity.role !== 'admin') {
      if (!found.hasPackage) throw noPackage();
      if (found.tree && !found.assigned) throw notAssigned();
      if (found.tree && !found.tree.visible) throw planErrors.plan();
    }
    if (!found.tree) throw planErrors.plan();
    return toPlanificacion(found.tree);
  });

  app.post('/api/planificaciones/getPlanificaciones', {
    schema: { body: ClerkUserBody, response: { 200: Type.Array(PlanificacionSchema), ...problemResponses } },
  }, async (request) => {
    const { userId, visibleOnly } = await readerOf(request, request.body.clerkUserId);
    return (await listAssignedPlans(db, userId, { visibleOnly })).map(toPlanificacion);
  });

  app.post('/api/planificaciones/getPlanificacionesSummaryByIdUsr', {
    schema: { body: ClerkUserBody, response: { 200: Type.Array(PlanSummarySchema), ...problemResponses } },
  }, async (request) => {
    const { userId, visibleOnly } = await readerOf(request, request.body.clerkUserId);
    return listAssignedPlanSummaries(db, userId, { visibleOnly });
  });

  app.get('/api/planificaciones/getPlanificacionesList', {
    config: admin,
    schema: { response: { 200: Type.Array(PlanListItemSchema), ...problemResponses } },
  }, async () => listPlansForAdmin(db));

  app.get('/api/planificaciones/getUsersPlanificaciones', {
    config: admin,
    schema: { response: { 200: Type.Array(PlanMemberLinkSchema), ...problemResponses } },
  }, async () => listPlanMemberLinks(db));

  app.post('/api/planificaciones/addPlanificacion', {
    config: admin,
    schema: { body: AddPlanBody, response: { 201: EditResultSchema, ...problemResponses } },
  }, async (request, reply) => {
    const name = request.body.body?.nombre ?? request.body.nombre;
    const created = await createPlan(db, commandContext(request, app.deps), name);
    const tree = await findPlanTree(db, created.planId);
    if (!tree) throw planErrors.plan();
    return reply.code(201).send({ ok: true, position: created.position, id: created.planId, planificacion: toPlanificacion(tree) });
  });

  app.put('/api/planificaciones/:id', {
    config: admin,
    schema: { params: PlanParams, body: RenameBody, response: { 200: EditResultSchema, ...problemResponses } },
  }, async (request) => {
    const planId = Number(request.params.id);
    return edit(request, 'RenamePlan', { planId }, () => ({ command: { type: 'RenamePlan', planId, name: request.body.nombre }, id: planId }));
  });

  app.post('/api/planificaciones/handleVisiblePlanificacion', {
    config: admin,
    schema: { body: VisibleBody, response: { 200: EditResultSchema, ...problemResponses } },
  }, async (request) => {
    const { id, visible } = request.body;
    return edit(request, 'ChangePlanVisibility', { planId: id }, () => ({ command: { type: 'ChangePlanVisibility', planId: id, visible: visible === true || visible === 1 }, id }));
  });

  // The old client's cascade starts by removing every member's assignment of the plan.
  app.post('/api/planificaciones/deletePlanificacionUsr', {
    config: admin,
    schema: { body: IdBody, response: { 200: EditResultSchema, ...problemResponses } },
  }, async (request) => {
    const { id } = request.body;
    return edit(request, 'UnassignAllMembers', { planId: id }, () => ({ command: { type: 'UnassignAllMembers', planId: id }, id }));
  });

  app.post('/api/planificaciones/deletePlanificacion', {
    config: admin,
    schema: { body: IdBody, response: { 200: DeletedSchema, ...problemResponses } },
  }, async (request) => {
    const { id } = request.body;
    const outcome = await runPlanCommand(db, commandContext(request, app.deps), 'DeletePlan', { planId: id }, async () => ({ command: { type: 'DeletePlan', planId: id }, id }));
    return { ok: true, position: outcome.position, id };
  });

  for (const [route, assigned] of [['assignPlanificacionToUser', true], ['deletePlanificacionFromUser', false]] as const) {
    app.post(`/api/planificaciones/${route}`, {
      config: admin,
      schema: { body: AssignBody, response: { 200: AssignmentSchema, ...problemResponses } },
    }, async (request) => {
      const { clerkUserId, planificacionId } = request.body;
      const outcome = await setPlanMember(db, commandContext(request, app.deps), { planId: planificacionId, userId: clerkUserId, assigned });
      return { ok: true, position: outcome.position, clerkUserId, planificacionId };
    });
  }

  await app.register(planStructureRoutes);
  await app.register(planExerciseRoutes);
};
