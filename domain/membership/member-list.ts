import { MEMBER_FILTERS, MEMBER_SORTS, type MemberFilter, type MemberSort } from '../../contract/member-list';

/**
 * The admin's member list (Usuarios) as the server reads it: the query string checked and turned into one filter,
 * and the sort keys it orders by. Pure; projections/membership/member-list.queries.ts turns it into SQL.
 */
export interface MemberListFilter {
  estado: MemberFilter | null;
  grupo: number | null;
  /** Lower-case text searched in name and email; empty for none. */
  q: string;
  ocultos: boolean;
  /** Studio-calendar day the package states are read on. */
  today: string;
  /** "Vence esta semana": an active package whose valido_hasta is at most this day (today + 7). */
  weekEnd: string;
  /**
   * "Sin venir hace 2 semanas": no class from this day on (today − 14), past or booked ahead, from a member who had
   * signed up and held a first package by then (one who joined this week has not stopped coming).
   */
  absentSince: string;
  /** The studio's time zone: which studio day an account was opened or a first package given. */
  tz: string;
}

export interface MemberListOrder {
  orden: MemberSort;
  dir: 'asc' | 'desc';
}

export interface MemberListPaging {
  pagina: number;
  porPagina: number;
}

/** The problem with a query, as a catalogue code; the route raises it. */
export type MemberListProblem =
  | { code: 'MEMBER_FILTER_UNKNOWN' }
  | { code: 'MEMBER_SORT_UNKNOWN' }
  | { code: 'INVALID_GROUP' }
  | { code: 'INVALID_PAGE' }
  | { code: 'INVALID_LIMIT'; max: number };

export class MemberListQueryError extends Error {
  constructor(readonly problem: MemberListProblem) {
    super(problem.code);
  }
}

export const DEFAULT_PAGE_SIZE = 25;
/** A phone scrolls 25 rows; a desktop table up to 100. More is a scrape, not a page. */
export const MAX_PAGE_SIZE = 100;
const MAX_PAGE = 1_000_000;
const VENCE_DAYS = 7;
/** Two weeks without a class is when Arbox and Glofox call a member with an active pass "at risk". */
export const ABSENT_DAYS = 14;

interface RawQuery {
  estado?: string;
  grupo?: string;
  q?: string;
  orden?: string;
  dir?: string;
  pagina?: string;
  por_pagina?: string;
  ocultos?: string;
}

const blank = (raw: string | undefined) => raw === undefined || raw.trim() === '';
const wholeNumber = (raw: string) => (/^\d{1,9}$/.test(raw.trim()) ? Number(raw.trim()) : Number.NaN);
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const refuse = (problem: MemberListProblem): never => {
  throw new MemberListQueryError(problem);
};

export function parseMemberFilter(query: RawQuery, today: string, tz: string): MemberListFilter {
  const estado = blank(query.estado) ? null : (MEMBER_FILTERS.find((f) => f === query.estado!.trim()) ?? refuse({ code: 'MEMBER_FILTER_UNKNOWN' }));
  const grupo = blank(query.grupo) ? null : wholeNumber(query.grupo!);
  if (grupo !== null && !(grupo >= 1 && grupo <= 2_147_483_647)) refuse({ code: 'INVALID_GROUP' });
  const q = (query.q ?? '').trim().toLocaleLowerCase('es');
  return { estado, grupo, q, ocultos: query.ocultos === '1', today, weekEnd: addDays(today, VENCE_DAYS), absentSince: addDays(today, -ABSENT_DAYS), tz };
}

export function parseMemberOrder(query: RawQuery): MemberListOrder {
  const orden = blank(query.orden) ? 'nombre' : (MEMBER_SORTS.find((s) => s === query.orden!.trim()) ?? refuse({ code: 'MEMBER_SORT_UNKNOWN' }));
  const dir = blank(query.dir) ? 'asc' : query.dir!.trim() === 'desc' ? 'desc' : query.dir!.trim() === 'asc' ? 'asc' : refuse({ code: 'MEMBER_SORT_UNKNOWN' });
  return { orden, dir };
}

export function parseMemberPaging(query: RawQuery): MemberListPaging {
  const pagina = blank(query.pagina) ? 1 : wholeNumber(query.pagina!);
  if (!(pagina >= 1 && pagina <= MAX_PAGE)) refuse({ code: 'INVALID_PAGE' });
  const porPagina = blank(query.por_pagina) ? DEFAULT_PAGE_SIZE : wholeNumber(query.por_pagina!);
  if (!(porPagina >= 1 && porPagina <= MAX_PAGE_SIZE)) refuse({ code: 'INVALID_LIMIT', max: MAX_PAGE_SIZE });
  return { pagina, porPagina };
}

/** One key of the ORDER BY: a column of the list's row, its direction, members without a value last. */
export interface SortKey {
  key: 'first_name' | 'last_name' | 'user_id' | 'valido_hasta' | 'creditos' | 'ultima_clase';
  dir: 'asc' | 'desc';
}

/**
 * The ORDER BY of a sort. Expiry and credits count only for an active package (a member without one sorts last
 * either way); ties fall back to the name and then the id, so pages never overlap or skip a member.
 */
export function sortKeys({ orden, dir }: MemberListOrder): SortKey[] {
  const byName: SortKey[] = [
    { key: 'first_name', dir: orden === 'nombre' ? dir : 'asc' },
    { key: 'last_name', dir: orden === 'nombre' ? dir : 'asc' },
    { key: 'user_id', dir: 'asc' },
  ];
  if (orden === 'vence') return [{ key: 'valido_hasta', dir }, ...byName];
  if (orden === 'creditos') return [{ key: 'creditos', dir }, ...byName];
  if (orden === 'ultima_clase') return [{ key: 'ultima_clase', dir }, ...byName];
  return byName;
}

export const totalPages = (total: number, porPagina: number) => Math.max(1, Math.ceil(total / porPagina));
