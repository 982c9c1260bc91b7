import { describe, expect, it } from 'vitest';
import { MemberListQueryError, parseMemberFilter, parseMemberOrder, parseMemberPaging, sortKeys, totalPages } from './member-list';

const TZ = 'America/Argentina/Buenos_Aires';

const problemOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof MemberListQueryError) return error.problem;
    throw error;
  }
  return undefined;
};

describe('parseMemberFilter', () => {
  it('reads no filter as every visible user, on the studio day, with the week ending 7 days later', () => {
    expect(parseMemberFilter({}, '2026-11-28', TZ)).toEqual({ estado: null, grupo: null, q: '', ocultos: false, today: '2026-11-28', weekEnd: '2026-12-05', absentSince: '2026-11-14', tz: TZ });
  });

  it('takes each package-state filter, a group, hidden users and a search lower-cased in Spanish', () => {
    for (const estado of ['sin_paquete', 'vence_semana', 'sin_creditos', 'comprobante_pendiente', 'sin_venir'] as const) {
      expect(parseMemberFilter({ estado }, '2026-11-16', TZ).estado).toBe(estado);
    }
    expect(parseMemberFilter({ grupo: '12', ocultos: '1', q: '  ÁNGELA ' }, '2026-11-16', TZ)).toMatchObject({ grupo: 12, ocultos: true, q: 'ángela' });
  });

  it('treats blank values as absent', () => {
    expect(parseMemberFilter({ estado: ' ', grupo: '', q: '' }, '2026-11-16', TZ)).toMatchObject({ estado: null, grupo: null, q: '' });
  });

  it('refuses an unknown filter and a group that is not a positive id', () => {
    expect(problemOf(() => parseMemberFilter({ estado: 'morosos' }, '2026-11-16', TZ))).toEqual({ code: 'MEMBER_FILTER_UNKNOWN' });
    for (const grupo of ['0', '-1', 'uno', '1.5', '99999999999']) {
      expect(problemOf(() => parseMemberFilter({ grupo }, '2026-11-16', TZ)), grupo).toEqual({ code: 'INVALID_GROUP' });
    }
  });

  it('crosses month and year ends for the week window', () => {
    expect(parseMemberFilter({}, '2026-12-28', TZ).weekEnd).toBe('2027-01-04');
  });

  it('reads "sin venir" as no class in the two weeks before today, across a month end', () => {
    const filter = parseMemberFilter({ estado: 'sin_venir' }, '2026-12-03', TZ);
    expect(filter.estado).toBe('sin_venir');
    expect(filter.absentSince).toBe('2026-11-19');
  });
});

describe('parseMemberOrder and sortKeys', () => {
  it('sorts by first name, last name and id by default', () => {
    const order = parseMemberOrder({});
    expect(order).toEqual({ orden: 'nombre', dir: 'asc' });
    expect(sortKeys(order)).toEqual([{ key: 'first_name', dir: 'asc' }, { key: 'last_name', dir: 'asc' }, { key: 'user_id', dir: 'asc' }]);
  });

  it('reverses the names for nombre desc but keeps the id tie-break ascending', () => {
    expect(sortKeys(parseMemberOrder({ orden: 'nombre', dir: 'desc' }))).toEqual([
      { key: 'first_name', dir: 'desc' }, { key: 'last_name', dir: 'desc' }, { key: 'user_id', dir: 'asc' },
    ]);
  });

  it('puts expiry or credits first, then the name order as the tie-break', () => {
    expect(sortKeys(parseMemberOrder({ orden: 'vence' })).map((k) => `${k.key} ${k.dir}`)).toEqual(['valido_hasta asc', 'first_name asc', 'last_name asc', 'user_id asc']);
    expect(sortKeys(parseMemberOrder({ orden: 'creditos', dir: 'desc' })).map((k) => `${k.key} ${k.dir}`)).toEqual(['creditos desc', 'first_name asc', 'last_name asc', 'user_id asc']);
    expect(sortKeys(parseMemberOrder({ orden: 'ultima_clase' })).map((k) => `${k.key} ${k.dir}`)).toEqual(['ultima_clase asc', 'first_name asc', 'last_name asc', 'user_id asc']);
  });

  it('refuses an unknown sort or direction', () => {
    expect(problemOf(() => parseMemberOrder({ orden: 'email' }))).toEqual({ code: 'MEMBER_SORT_UNKNOWN' });
    expect(problemOf(() => parseMemberOrder({ dir: 'up' }))).toEqual({ code: 'MEMBER_SORT_UNKNOWN' });
  });
});

describe('parseMemberPaging and totalPages', () => {
  it('defaults to the first page of 25', () => {
    expect(parseMemberPaging({})).toEqual({ pagina: 1, porPagina: 25 });
    expect(parseMemberPaging({ pagina: '3', por_pagina: '100' })).toEqual({ pagina: 3, porPagina: 100 });
  });

  it('refuses page 0, a page size over 100 and non-numbers', () => {
    expect(problemOf(() => parseMemberPaging({ pagina: '0' }))).toEqual({ code: 'INVALID_PAGE' });
    expect(problemOf(() => parseMemberPaging({ pagina: 'dos' }))).toEqual({ code: 'INVALID_PAGE' });
    expect(problemOf(() => parseMemberPaging({ por_pagina: '101' }))).toEqual({ code: 'INVALID_LIMIT', max: 100 });
    expect(problemOf(() => parseMemberPaging({ por_pagina: '0' }))).toEqual({ code: 'INVALID_LIMIT', max: 100 });
  });

  it('counts pages, one at least for an empty list', () => {
    expect([totalPages(0, 25), totalPages(25, 25), totalPages(26, 25), totalPages(300, 25)]).toEqual([1, 1, 2, 12]);
  });
});
