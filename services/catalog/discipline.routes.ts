import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listDisciplines } from '../../projections/catalog/disciplines.queries';
import { commandContext } from '../platform/deps';
import { createDiscipline, removeDiscipline, renameDiscipline } from './discipline.commands';
import { catalogApi } from '../../contract/routes/catalog';

/** docs/product.md §7 disciplines: anyone signed in lists them; only admins change them. */
export const disciplineRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps;
  const admin = { access: 'admin' as const };

  app.get('/api/disciplinas/getDisciplinas', {
    schema: catalogApi['GET /api/disciplinas/getDisciplinas'],
  }, async () => listDisciplines(db));

  app.post('/api/disciplinas/addDisciplina', {
    config: admin,
    schema: catalogApi['POST /api/disciplinas/addDisciplina'],
  }, async (request, reply) => {
    const created = await createDiscipline(db, commandContext(request, app.deps), { name: request.body.nombre });
    return reply.code(201).send(created);
  });

  app.put('/api/disciplinas/editDisciplina', {
    config: admin,
    schema: catalogApi['PUT /api/disciplinas/editDisciplina'],
  }, async (request) => renameDiscipline(db, commandContext(request, app.deps), { id: request.body.id, name: request.body.nombre }));

  app.delete('/api/disciplinas/deleteDisciplina', {
    config: admin,
    schema: catalogApi['DELETE /api/disciplinas/deleteDisciplina'],
  }, async (request) => {
    await removeDiscipline(db, commandContext(request, app.deps), { id: request.body.id });
    return { id: request.body.id };
  });
};
