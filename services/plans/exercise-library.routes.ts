import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fail } from '../../events/framework/errors';
import { listLibraryExercises } from '../../projections/plans/exercise-library.queries';
import { addLibraryExercise, changeLibraryExercise, removeLibraryExercise } from './exercise-library.commands';
import { route, commandContext } from '../platform/http/contract-route';

/** The exercise library: list and search by name (the editor's autocomplete), add, change, remove. */
export const exerciseLibraryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps;

  route(app, 'GET /api/planificaciones/getBiblioteca', async (request) => {
    const { q } = request.query;
    // A query string that did not decode to text (a lone surrogate arrives as U+FFFD) is a typo, not a search.
    if (q?.includes('\uFFFD')) throw fail('INVALID_TEXT', { field: 'q' }, { field: 'q' });
    return listLibraryExercises(db, { q });
  });

  route(app, 'POST /api/planificaciones/addEjercicioBiblioteca', async (request, reply) => {
    const { nombre, video, notas, peso_corporal } = request.body;
    const entry = await addLibraryExercise(db, commandContext(request, app.deps), { name: nombre, video, notes: notas, bodyweight: peso_corporal });
    return reply.code(201).send(entry);
  });

  route(app, 'PUT /api/planificaciones/updateEjercicioBiblioteca', async (request) => {
    const { id, nombre, video, notas, peso_corporal } = request.body;
    return changeLibraryExercise(db, commandContext(request, app.deps), { id, name: nombre, video, notes: notas, bodyweight: peso_corporal });
  });

  route(app, 'DELETE /api/planificaciones/deleteEjercicioBiblioteca', async (request) => {
    await removeLibraryExercise(db, commandContext(request, app.deps), request.body.id);
    return { ok: true, id: request.body.id };
  });
};
