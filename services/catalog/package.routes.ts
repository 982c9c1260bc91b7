import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { PackageTerms } from '../../events/catalog/catalog.events';
import { fail } from '../../events/framework/errors';
import { findPackage, listPackages } from '../../projections/catalog/packages.queries';
import { commandContext } from '../platform/deps';
import { changePackage, createPackage, discontinuePackage } from './package.commands';
import { catalogApi } from '../../contract/routes/catalog';

const termsOf = (body: { nombre: string; cantidad_clases: number; precio: number; disciplina_id?: number | null }): PackageTerms => ({
  name: body.nombre,
  classesPerMonth: body.cantidad_clases,
  price: body.precio,
  disciplineId: body.disciplina_id ?? null,
});

/** SPEC.md §7 packages on offer: anyone signed in lists them; only admins change them. */
export const packageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps;
  const admin = { access: 'admin' as const };

  app.get('/api/paquetes/getPaquetes', {
    schema: catalogApi['GET /api/paquetes/getPaquetes'],
  }, async () => listPackages(db));

  app.put('/api/paquetes/addPaquete', {
    config: admin,
    schema: catalogApi['PUT /api/paquetes/addPaquete'],
  }, async (request, reply) => {
    const { id } = await createPackage(db, commandContext(request, app.deps), termsOf(request.body));
    return reply.code(201).send((await findPackage(db, id, { includeDiscontinued: true }))!);
  });

  app.put('/api/paquetes/updatePaquete/:id', {
    config: admin,
    schema: catalogApi['PUT /api/paquetes/updatePaquete/:id'],
  }, async (request) => {
    const id = Number(request.params.id);
    if (request.body.id !== undefined && request.body.id !== id) {
      throw fail('ID_MISMATCH');
    }
    await changePackage(db, commandContext(request, app.deps), { id, terms: termsOf(request.body) });
    return (await findPackage(db, id, { includeDiscontinued: true }))!;
  });

  app.post('/api/paquetes/deletePaquete', {
    config: admin,
    schema: catalogApi['POST /api/paquetes/deletePaquete'],
  }, async (request) => {
    await discontinuePackage(db, commandContext(request, app.deps), { id: request.body.id });
    return { id: request.body.id };
  });
};
