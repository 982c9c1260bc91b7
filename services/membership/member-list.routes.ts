import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MAX_BULK_MEMBERS } from '../../contract/member-list';
import { fail } from '../../events/framework/errors';
import { findPackageName, findUserNames, listMembers } from '../../projections/membership/member-list.queries';
import { bulkAssignPackage } from '../packages/bulk-assign.commands';
import { memberListPage, readMemberQuery } from './member-list.view';
import { route, commandContext } from '../platform/http/contract-route';

/**
 * Usuarios for hundreds of members: GET /api/usuarios/lista filters, sorts and pages on the server
 * (GET /api/user/getUsers stays as docs/product.md §7 has it), and POST /api/usuarios/bulkAsignarPaquete gives one package to
 * the members chosen or to every member matching the list's filter. Admins only (a coach gets 403).
 */
export const memberListRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, clock, config } = app.deps;

  route(app, 'GET /api/usuarios/lista', async (request) =>
    memberListPage(db, request.query, clock.now(), config.studioTz));

  route(app, 'POST /api/usuarios/bulkAsignarPaquete', async (request) => {
    const body = request.body;
    const members = async (trx: typeof db) => {
      let userIds: string[];
      if (body.filtro) {
        // "Todos los que coinciden": the members matching the filter now, in the list's order.
        const { filter, order } = readMemberQuery(body.filtro, clock.now(), config.studioTz);
        const matching = await listMembers(trx, filter, order, { limit: MAX_BULK_MEMBERS + 1, offset: 0 });
        if (matching.length > MAX_BULK_MEMBERS) throw fail('BULK_TOO_MANY', { max: MAX_BULK_MEMBERS });
        userIds = matching.map((m) => m.userId);
      } else {
        userIds = [...new Set(body.clerkUserIds ?? [])];
      }
      if (userIds.length === 0) throw fail('BULK_SELECTION_EMPTY');
      return { userIds, known: new Set((await findUserNames(trx, userIds)).keys()) };
    };
    const outcome = await bulkAssignPackage(db, commandContext(request, app.deps), { members, packageId: body.paqueteId, mode: body.modo, tz: config.studioTz });
    const names = await findUserNames(db, outcome.result.results.map((r) => r.userId));
    const resultados = outcome.result.results.map((r) => ({ clerkUserId: r.userId, nombre: names.get(r.userId) ?? r.userId, ...omitUserId(r) }));
    const correctos = resultados.filter((r) => r.ok).length;
    return {
      paquete: (await findPackageName(db, body.paqueteId)) ?? '',
      modo: body.modo,
      correctos,
      fallidos: resultados.length - correctos,
      resultados,
    };
  });
};

const omitUserId = <T extends { userId: string }>({ userId: _userId, ...rest }: T) => rest;
