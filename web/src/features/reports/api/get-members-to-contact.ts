import { useQueries } from '@tanstack/react-query';
import { memberListQuery } from '../../../api/membership/member-list';

const ESTADOS = ['sin_venir', 'vence_semana'] as const;

/**
 * The two lists of Usuarios the owner acts on this week, as counts: members with a package who stopped coming and
 * packages ending within 7 days. Usuarios' own route with one row a page: its `total` is the count, so the tile and
 * the list it opens are one query and cannot disagree.
 */
export const useMembersToContact = () =>
  useQueries({
    queries: ESTADOS.map((estado) => memberListQuery({ estado, por_pagina: '1' })),
    combine: ([sinVenir, venceSemana]) => ({
      data: sinVenir!.data && venceSemana!.data ? { sinVenir: sinVenir!.data.total, venceSemana: venceSemana!.data.total } : undefined,
    }),
  });
