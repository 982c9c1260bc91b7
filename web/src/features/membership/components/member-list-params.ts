import type { MemberFilter } from '../../../../../contract/member-list';

/** Usuarios' filters live in the URL (?estado&grupo&q&orden&dir&pagina&ocultos), so Back returns to them. */
export const FILTERS: { value: MemberFilter; label: string }[] = [
  { value: 'sin_paquete', label: 'Sin paquete' },
  { value: 'vence_semana', label: 'Vence esta semana' },
  { value: 'sin_creditos', label: 'Sin créditos' },
  { value: 'comprobante_pendiente', label: 'Comprobante pendiente' },
  { value: 'sin_venir', label: 'Sin venir hace 2 semanas' },
  { value: 'debe', label: 'Debe cuota' },
  { value: 'en_mora', label: 'En mora' },
];

/** Sort choices as one select: orden plus dir. */
export const SORTS = [
  { value: 'nombre', label: 'Nombre (A–Z)' },
  { value: 'nombre:desc', label: 'Nombre (Z–A)' },
  { value: 'vence', label: 'Vence primero' },
  { value: 'creditos', label: 'Menos créditos' },
  { value: 'creditos:desc', label: 'Más créditos' },
  { value: 'ultima_clase', label: 'Última clase' },
] as const;

export const PAGE_SIZE = 25;
const KEYS = ['estado', 'grupo', 'q', 'orden', 'dir', 'pagina', 'ocultos'] as const;

/** The list's query from the URL: only the keys the server takes, none empty, the page size added. */
export function listQueryFrom(params: URLSearchParams): Record<string, string> {
  const query: Record<string, string> = {};
  for (const key of KEYS) {
    const value = params.get(key)?.trim();
    if (value) query[key] = value;
  }
  return { ...query, por_pagina: String(PAGE_SIZE) };
}

/** The URL after changing one filter: an empty value removes it, and any change but the page goes back to page 1. */
export function withParam(params: URLSearchParams, key: (typeof KEYS)[number], value: string | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value === null || value === '') next.delete(key);
  else next.set(key, value);
  if (key !== 'pagina') next.delete('pagina');
  return next;
}

/** The sort select's value for the URL's orden/dir, and back. */
export const sortValue = (params: URLSearchParams) => {
  const orden = params.get('orden') || 'nombre';
  return params.get('dir') === 'desc' ? `${orden}:desc` : orden;
};
export function withSort(params: URLSearchParams, value: string): URLSearchParams {
  const [orden, dir] = value.split(':');
  const next = withParam(params, 'orden', orden === 'nombre' ? null : orden!);
  if (dir === 'desc') next.set('dir', 'desc');
  else next.delete('dir');
  return next;
}

/** The filter of the list (no paging), as the bulk action's "todos los que coinciden" and the CSV take it. */
export function filterOf(query: Record<string, string>): Record<string, string> {
  const { pagina: _p, por_pagina: _pp, orden: _o, dir: _d, ...filter } = query;
  return filter;
}

/** "Exportar CSV" of the current filter and order: a plain link the browser downloads with its session. */
export function exportHref(query: Record<string, string>): string {
  const { pagina: _p, por_pagina: _pp, ...rest } = query;
  const search = new URLSearchParams(rest).toString();
  return `/api/reportes/exportarUsuarios${search ? `?${search}` : ''}`;
}
