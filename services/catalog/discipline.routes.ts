import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listDisciplines } from '../../projections/catalog/disciplines.queries';
import { createDiscipline, removeDiscipline, renameDiscipline } from './discipline.commands';
import { route, commandContext } from '../platform/http/contract-route';

/** docs/product.md §7 disciplines: anyone signed in lists them; only admins change them. */
export const disciplineRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps;

  route(app, 'GET /api/disciplinas/getDisciplinas', async () => listDisciplines(db));

  route(app, 'POST /api/disciplinas/addDisciplina', async (request, reply) => {
    const created = await createDiscipline(db, commandContext(request, app.deps), { name: request.body.nombre });
    return reply.code(201).send(created);
  });

  route(app, 'PUT /api/disciplinas/editDisciplina', async (request) => renameDiscipline(db, commandContext(request, app.deps), { id: request.body.id, name: request.body.nombre }));

  route(app, 'DELETE /api/disciplinas/deleteDisciplina', async (request) => {
    await removeDiscipline(db, commandContext(request, app.deps), { id: request.body.id });
    return { id: request.body.id };
  });
};
