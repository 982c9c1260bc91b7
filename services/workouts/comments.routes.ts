import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { countUnreadComments, listMemberComments } from '../../projections/workouts/workouts.queries';
import { requireIdentity } from '../platform/auth/identity';
import { readWorkoutComments } from './workouts.commands';
import { memberCommentView } from './workout-views';
import { limitOf } from './workouts.routes';
import { route, commandContext } from '../platform/http/contract-route';

/**
 * The member's stored list of their coach's comments ("Mis entrenamientos"), how many are new (the nav's badge), and
 * marking a session's comments read. All act on the caller only: the list and the count name no one, and only the
 * session's member reads its comments as read.
 */
export const workoutsCommentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps;

  route(app, 'GET /api/entrenamientos/comentarios', async (request) => {
    const { userId } = requireIdentity(request);
    return (await listMemberComments(db, userId, limitOf(request.query.limite))).map(memberCommentView);
  });

  route(app, 'GET /api/entrenamientos/comentariosNuevos', async (request) => {
    const { userId } = requireIdentity(request);
    return { nuevos: await countUnreadComments(db, userId) };
  });

  route(app, 'POST /api/entrenamientos/leerComentarios', async (request) => {
    const { userId } = requireIdentity(request);
    return readWorkoutComments(db, commandContext(request, app.deps), { sessionId: request.body.id.toLowerCase(), userId });
  });
};
