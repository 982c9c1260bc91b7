import { queryOptions, useQueries } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { PeopleAffected } from '../people-affected';
import { catalogKeys } from './catalog-keys';

export type Occurrence = { horario_id: number; fecha: string };

/** Who is booked in one class on one date (by name) and how many wait for a place: what a cancellation reaches. */
export const fetchOccurrencePeople = async (o: Occurrence): Promise<PeopleAffected> => {
  const [ocupacion, espera] = await Promise.all([api('POST /api/reservas/ocupacion', { body: o }), api('POST /api/reservas/listaDeEspera', { body: o })]);
  return { booked: ocupacion.roster.map((r) => r.nombre), waiting: espera.filter((e) => e.estado === 'en_espera').length };
};

// Always read afresh: a confirmation must name who is booked now, not when the screen opened.
export const occurrencePeopleQueryOptions = (o: Occurrence) =>
  queryOptions({ queryKey: catalogKeys.occurrencePeople(o.horario_id, o.fecha), queryFn: () => fetchOccurrencePeople(o), staleTime: 0 });

/** The people of several classes together (a day that closes takes all of its classes). */
export function useOccurrencesPeople(occurrences: Occurrence[]): { people: PeopleAffected | undefined; isError: boolean } {
  return useQueries({
    queries: occurrences.map(occurrencePeopleQueryOptions),
    combine: (results) => ({
      people: results.every((r) => r.isSuccess)
        ? { booked: results.flatMap((r) => r.data!.booked), waiting: results.reduce((n, r) => n + r.data!.waiting, 0) }
        : undefined,
      isError: results.some((r) => r.isError),
    }),
  });
}
