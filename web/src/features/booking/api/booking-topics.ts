import type { QueryClient } from '@tanstack/react-query';
import type { PlacesLeft, TopicHandlers } from '../../../lib/realtime';
import { bookingKeys } from './booking-keys';
import { myMakeupsKeys } from './my-makeups';
import type { AgendaOccurrence } from './get-agenda';

function patchPlacesLeft(queryClient: QueryClient, placesLeft: readonly PlacesLeft[] | undefined): void {
  if (!Array.isArray(placesLeft)) return;
  const left = new Map(placesLeft.map((p) => [`${p.horario_id}|${p.fecha}`, p.cupo_disponible]));
  queryClient.setQueriesData<AgendaOccurrence[]>({ queryKey: bookingKeys.agendaAll }, (agenda) =>
    agenda?.map((o) => {
      const cupo = left.get(`${o.horario_id}|${o.fecha}`);
      return cupo === undefined ? o : { ...o, cupo_disponible: cupo };
    }),
  );
}

/**
 * Realtime: places change for everyone (`agenda`, schedule edits on `catalog`); turnos and make-up rights per member
 * (her credits and turnos fijos are shared routes: web/src/api/api-topics.ts).
 */
export const bookingTopicHandlers: TopicHandlers = {
  agenda: ({ data }, queryClient) => {
    // Places left arrive with the notice: show them at once, then refetch for the rest (own bookings).
    patchPlacesLeft(queryClient, data);
    void queryClient.invalidateQueries({ queryKey: bookingKeys.agendaAll });
  },
  catalog: (_event, queryClient) => void queryClient.invalidateQueries({ queryKey: bookingKeys.agendaAll }),
  // A booking or a cancellation may take or leave a make-up right (docs/features/makeups.md).
  user: ({ userId }, queryClient) => {
    void queryClient.invalidateQueries({ queryKey: bookingKeys.turnos(userId) });
    void queryClient.invalidateQueries({ queryKey: myMakeupsKeys.of(userId) });
  },
};
