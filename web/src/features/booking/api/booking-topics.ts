import { registerTopicHandler } from '../../../lib/realtime';
import type { QueryClient } from '@tanstack/react-query';
import { bookingKeys } from './booking-keys';
import type { AgendaOccurrence } from './get-agenda';

type PlacesLeft = { horario_id: number; fecha: string; cupo_disponible: number };

function patchPlacesLeft(queryClient: QueryClient, data: unknown): void {
  if (!Array.isArray(data)) return;
  const left = new Map((data as PlacesLeft[]).map((p) => [`${p.horario_id}|${p.fecha}`, p.cupo_disponible]));
  queryClient.setQueriesData<AgendaOccurrence[]>({ queryKey: bookingKeys.agendaAll }, (agenda) =>
    agenda?.map((o) => {
      const cupo = left.get(`${o.horario_id}|${o.fecha}`);
      return cupo === undefined ? o : { ...o, cupo_disponible: cupo };
    }),
  );
}

const USER_TOPIC = 'user:';

/** Realtime: places change for everyone (`agenda`, schedule edits on `catalog`); turnos and credits per member. */
export function registerBookingTopics(): () => void {
  const stops = [
    registerTopicHandler('agenda', (_topic, queryClient, data) => {
      // Places left arrive with the notice: show them at once, then refetch for the rest (own bookings).
      patchPlacesLeft(queryClient, data);
      void queryClient.invalidateQueries({ queryKey: bookingKeys.agendaAll });
    }),
    registerTopicHandler('catalog', (_topic, queryClient) => void queryClient.invalidateQueries({ queryKey: bookingKeys.agendaAll })),
    registerTopicHandler(USER_TOPIC, (topic, queryClient) => {
      const userId = topic.slice(USER_TOPIC.length);
      void queryClient.invalidateQueries({ queryKey: bookingKeys.turnos(userId) });
      void queryClient.invalidateQueries({ queryKey: bookingKeys.memberPackage(userId) });
    }),
  ];
  return () => stops.forEach((stop) => stop());
}
