import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { listDisciplines } from '../../projections/catalog/disciplines.queries';
import { commandContext } from '../platform/deps';
import { problemResponses } from '../../contract/http';
import { AddDisciplinaBody, DisciplinaSchema, EditDisciplinaBody, IdBody, IdSchema } from '../../contract/catalog';
import { createDiscipline, removeDiscipline, renameDiscipline } from './discipline.commands';

/** SPEC.md §7 disciplines: anyone signed in lists them; only admins change them. */
export const disciplineRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps;
  const admin = { access: 'admin' as const };

  app.get('/api/disciplinas/getDisciplinas', {
    schema: { response: { 200: Type.Array(DisciplinaSchema), ...problemResponses } },
  }, async () => listDisciplines(db));

  app.post('/api/disciplinas/addDisciplina', {
    config: admin,
    schema: { body: AddDisciplinaBody, response: { 201: DisciplinaSchema, ...problemResponses } },
  }, async (request, reply) => {
    const created = await createDiscipline(db, commandContext(request, app.deps), { name: request.body.nombre });
    return reply.code(201).send(created);
  });

  app.put('/api/disciplinas/editDisciplina', {
    config: admin,
    schema: { body: EditDisciplinaBody, response: { 200: DisciplinaSchema, ...problemResponses } },
  }, async (request) => renameDiscipline(db, commandContext(request, app.deps), { id: request.body.id, name: request.body.nombre }));

  app.delete('/api/disciplinas/deleteDisciplina', {
    config: admin,
    schema: { body: IdBody, response: { 200: IdSchema, ...problemResponses } },
  }, async (request) => {
    await removeDiscipline(db, commandContext(request, app.deps), { id: request.body.id });
    return { id: request.body.id };
  });
};
