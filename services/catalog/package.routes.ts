import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { PackageTerms } from '../../events/catalog/catalog.events';
import { fail } from '../../events/framework/errors';
import { findPackage, listPackages } from '../../projections/catalog/packages.queries';
import { changePackage, createPackage, discontinuePackage } from './package.commands';
import { route, commandContext } from '../platform/http/contract-route';

type PackageBody = { nombre: string; cantidad_clases: number; precio: number; disciplina_id?: number | null; disciplinas?: number[] };

const onlyOne = (ids: readonly number[]) => (ids.length === 1 ? ids[0]! : null);

/**
 * `disciplinas` is the set (empty: todas); the product description's single `disciplina_id` is the set of that one (null: todas).
 * A client that sends the whole paquete back sends both: its `disciplina_id` counts when it no longer agrees with
 * the set (what an answer would say: the only one, else null), i.e. when that client changed it.
 */
function disciplinesOf(body: PackageBody): number[] {
  const legacy = body.disciplina_id == null ? [] : [body.disciplina_id];
  if (body.disciplinas === undefined) return legacy;
  if (body.disciplina_id === undefined || (body.disciplina_id ?? null) === onlyOne(body.disciplinas)) return body.disciplinas;
  return legacy;
}

const termsOf = (body: PackageBody): PackageTerms => ({
  name: body.nombre,
  classesPerMonth: body.cantidad_clases,
  price: body.precio,
  disciplineIds: disciplinesOf(body),
});

/** docs/product.md §7 packages on offer: anyone signed in lists them; only admins change them. */
export const packageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps;

  route(app, 'GET /api/paquetes/getPaquetes', async () => listPackages(db));

  route(app, 'PUT /api/paquetes/addPaquete', async (request, reply) => {
    const { id } = await createPackage(db, commandContext(request, app.deps), termsOf(request.body));
    return reply.code(201).send((await findPackage(db, id, { includeDiscontinued: true }))!);
  });

  route(app, 'PUT /api/paquetes/updatePaquete/:id', async (request) => {
    const id = Number(request.params.id);
    if (request.body.id !== undefined && request.body.id !== id) {
      throw fail('ID_MISMATCH');
    }
    await changePackage(db, commandContext(request, app.deps), { id, terms: termsOf(request.body) });
    return (await findPackage(db, id, { includeDiscontinued: true }))!;
  });

  route(app, 'POST /api/paquetes/deletePaquete', async (request) => {
    await discontinuePackage(db, commandContext(request, app.deps), { id: request.body.id });
    return { id: request.body.id };
  });
};
