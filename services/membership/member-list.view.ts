import type { Db } from '../../db/database';
import {
  MemberListQueryError,
  parseMemberFilter,
  parseMemberOrder,
  parseMemberPaging,
  totalPages,
  type MemberListFilter,
  type MemberListOrder,
  type MemberListProblem,
} from '../../domain/membership/member-list';
import { studioTime } from '../../domain/time/studio-time';
import { fail } from '../../events/framework/errors';
import type { MemberListQueryInput } from '../../contract/member-list';
import { countMembers, listMembers } from '../../projections/membership/member-list.queries';
import { roleOfRow } from '../../projections/membership/users.queries';
import { queuedRenewalsByUser } from '../../projections/packages/queued-renewals.queries';
import { withPackages } from '../packages/member-package.view';
import { toUserData } from './user.routes';

function problem(p: MemberListProblem): never {
  switch (p.code) {
    case 'MEMBER_FILTER_UNKNOWN': throw fail('MEMBER_FILTER_UNKNOWN');
    case 'MEMBER_SORT_UNKNOWN': throw fail('MEMBER_SORT_UNKNOWN');
    case 'INVALID_GROUP': throw fail('INVALID_GROUP');
    case 'INVALID_PAGE': throw fail('INVALID_PAGE');
    case 'INVALID_LIMIT': throw fail('INVALID_LIMIT', { max: p.max });
  }
}

function checked<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof MemberListQueryError) problem(error.problem);
    throw error;
  }
}

/** The list's filter and order from a query string, on the studio's day; a bad value is a Spanish 400. */
export function readMemberQuery(query: MemberListQueryInput, now: Date, tz: string): { filter: MemberListFilter; order: MemberListOrder } {
  return checked(() => ({ filter: parseMemberFilter(query, studioTime(now, tz).date, tz), order: parseMemberOrder(query) }));
}

/** GET /api/usuarios/lista: one page of Usuarios rows (the product description's user with the package held) and the total. */
export async function memberListPage(db: Db, query: MemberListQueryInput, now: Date, tz: string) {
  const { filter, order } = readMemberQuery(query, now, tz);
  const { pagina, porPagina } = checked(() => parseMemberPaging(query));
  const total = await countMembers(db, filter);
  const entries = await listMembers(db, filter, order, { limit: porPagina, offset: (pagina - 1) * porPagina });
  const renewals = await queuedRenewalsByUser(db, entries.map((e) => e.userId));
  const users = entries.map((e) => {
    const renewal = renewals.get(e.userId);
    return {
      ...toUserData({ userId: e.userId, firstName: e.firstName, lastName: e.lastName, email: e.email, role: roleOfRow(e.role), hidden: e.hidden }),
      comprobante_pendiente: e.pendingRequest,
      ultima_clase: e.lastClass,
      renovacion_en_cola: renewal
        ? { paquete: renewal.packageName, desde: renewal.startsOn, hasta: renewal.validUntil, creditos: renewal.credits }
        : null,
    };
  });
  const data = await withPackages(db, users, now, tz);
  return { data, total, pagina, por_pagina: porPagina, total_paginas: totalPages(total, porPagina) };
}
