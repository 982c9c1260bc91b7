import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { daysUntil } from '../../domain/time/studio-time';
import { listMembers } from '../../projections/membership/member-list.queries';
import { MAX_EXPORT_ROWS } from '../../projections/reports/report-export.queries';
import { readMemberQuery } from '../membership/member-list.view';
import { csvDate, csvDocument, csvFormatOf } from './csv';
import { route } from '../platform/http/contract-route';

const ROLES: Record<string, string> = { admin: 'Administrador', coach: 'Profesor', member: 'Socio' };

/**
 * "Exportar CSV" of Usuarios: the members matching the list's filter and order (GET /api/usuarios/lista's query,
 * without paging), as they are now. A list is a state, so it takes no date range (the dated exports do).
 */
export const memberExportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config, clock } = app.deps;

  route(app, 'GET /api/reportes/exportarUsuarios', async (request, reply) => {
    const format = csvFormatOf(request.query.separador);
    const now = clock.now();
    const { filter, order } = readMemberQuery(request.query, now, config.studioTz);
    const members = await listMembers(db, filter, order, { limit: MAX_EXPORT_ROWS, offset: 0 });
    const csv = csvDocument(
      ['Nombre', 'Apellido', 'Email', 'Rol', 'Paquete', 'Créditos', 'Vence', 'Días restantes', 'Comprobante pendiente', 'Última clase'],
      members.map((m) => [
        m.firstName, m.lastName, m.email, ROLES[m.role] ?? 'Socio', m.packageName ?? 'Sin paquete',
        m.packageId === null ? null : m.credits, m.validUntil ? csvDate(m.validUntil) : null,
        m.validUntil ? daysUntil(now, config.studioTz, m.validUntil) : null, m.pendingRequest ? 'Sí' : 'No',
        m.lastClass ? csvDate(m.lastClass) : null,
      ]),
      format,
    );
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="pulso-usuarios-${filter.today}.csv"`)
      // Member names and emails: no copy in a shared cache or the browser's.
      .header('cache-control', 'no-store')
      .send(csv);
  });
};
