import { useQueries, type QueryClient } from '@tanstack/react-query';
import { occupancyQuery } from '../../../api/booking/occupancy';
import { waitlistQuery, type WaitlistAuditEntry } from '../../../api/booking/waitlist';
import type { PeopleAffected } from '../people-affected';
import { occupancyKeys, waitlistKeys } from '../../../api/route-keys';
import type { ApiAnswer } from '../../../lib/api-client';

export type Occurrence = { horario_id: number; fecha: string };

type Roster = ApiAnswer<'POST /api/reservas/ocupacion'>;

/** Who is booked in one class on one date (by name) and how many wait for a place: what a cancellation reaches. */
const peopleOf = (ocupacion: Roster, espera: readonly WaitlistAuditEntry[]): PeopleAffected => ({
  booked: ocupacion.roster.map((r) => r.nombre),
  waiting: espera.filter((e) => e.estado === 'en_espera').length,
});

/** The people of one class as last read (the confirmation read them just before): undefined when not read. */
export function cachedPeople(queryClient: QueryClient, o: Occurrence): PeopleAffected | undefined {
  const ocupacion = queryClient.getQueryData<Roster>(occupancyKeys.of(o.horario_id, o.fecha));
  const espera = queryClient.getQueryData<WaitlistAuditEntry[]>(waitlistKeys.of(o.horario_id, o.fecha));
  return ocupacion && espera ? peopleOf(ocupacion, espera) : undefined;
}

/**
 * The people of several classes together (a day that closes takes all of its classes). Always read afresh: a
 * confirmation must name who is booked now, not when the screen opened.
 */
export function useOccurrencesPeople(occurrences: Occurrence[]): { people: PeopleAffected | undefined; isError: boolean } {
  return useQueries({
    queries: occurrences.flatMap((o) => [
      { ...occupancyQuery(o.horario_id, o.fecha), staleTime: 0 },
      { ...waitlistQuery(o.horario_id, o.fecha), staleTime: 0 },
    ]),
    combine: (results) => {
      const isError = results.some((r) => r.isError);
      if (!results.every((r) => r.isSuccess)) return { people: undefined, isError };
      const people = occurrences.map((_, i) => peopleOf(results[2 * i]!.data as Roster, results[2 * i + 1]!.data as WaitlistAuditEntry[]));
      return { people: { booked: people.flatMap((p) => p.booked), waiting: people.reduce((n, p) => n + p.waiting, 0) }, isError };
    },
  });
}
