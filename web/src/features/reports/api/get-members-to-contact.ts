import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { reportKeys } from './report-keys';

/**
 * The two lists of Usuarios the owner acts on this week, as counts: members with a package who stopped coming and
 * packages ending within 7 days. Usuarios' own route with one row a page: its `total` is the count, so the tile and
 * the list it opens are one query and cannot disagree.
 */
export async function getMembersToContact(signal?: AbortSignal) {
  const count = async (estado: 'sin_venir' | 'vence_semana') =>
    (await api('GET /api/usuarios/lista', { query: { estado, por_pagina: '1' } }, { signal })).total;
  const [sinVenir, venceSemana] = await Promise.all([count('sin_venir'), count('vence_semana')]);
  return { sinVenir, venceSemana };
}

export const useMembersToContact = () => useQuery({ queryKey: reportKeys.toContact, queryFn: ({ signal }) => getMembersToContact(signal) });
