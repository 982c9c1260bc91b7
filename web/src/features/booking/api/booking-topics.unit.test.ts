import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { sharedRouteTopicHandlers } from '../../../api/api-topics';
import { dispatchTopics } from '../../../lib/realtime';
import { invalidatedKeys } from '../../../testing/invalidated-keys';
import { bookingKeys } from './booking-keys';
import { bookingTopicHandlers } from './booking-topics';
import { myMakeupsKeys } from './my-makeups';
import { standingBookingsKeys, userPackageKeys } from '../../../api/route-keys';

let queryClient: QueryClient;

const seed = () => {
  for (const key of [bookingKeys.agenda('user_ana'), bookingKeys.turnos('user_ana'), userPackageKeys.of('user_ana'), bookingKeys.turnos('user_leo'), userPackageKeys.of('user_leo'), standingBookingsKeys.of('user_leo'), standingBookingsKeys.of('user_ana'), myMakeupsKeys.of('user_leo'), myMakeupsKeys.of('user_ana')]) {
    queryClient.setQueryData(key, []);
  }
};
const invalidated = () => invalidatedKeys(queryClient);

beforeEach(() => {
  queryClient = new QueryClient();
  seed();
});

describe('booking realtime topics', () => {
  it('agenda (and catalog) refresh every open agenda', () => {
    dispatchTopics([bookingTopicHandlers], ['agenda'], queryClient);
    expect(invalidated()).toEqual(['booking/agenda/user_ana']);
    seed();
    dispatchTopics([bookingTopicHandlers], ['catalog'], queryClient);
    expect(invalidated()).toEqual(['booking/agenda/user_ana']);
  });

  it('agenda notices patch the places left of the occurrences they name at once', () => {
    const occurrence = (horario_id: number, fecha: string, cupo_disponible: number) =>
      ({ horario_id, fecha, dia_semana: 'Miércoles', hora: '18:00', disciplina_id: 1, disciplina: 'Funcional', cupo_maximo: 3, cupo_disponible, reserva_id: null });
    queryClient.setQueryData(bookingKeys.agenda('user_ana'), [occurrence(7, '2026-11-18', 3), occurrence(7, '2026-11-25', 3)]);
    dispatchTopics([bookingTopicHandlers], ['agenda'], queryClient, { agenda: [{ horario_id: 7, fecha: '2026-11-18', cupo_disponible: 0 }] });
    const agenda = queryClient.getQueryData<{ fecha: string; cupo_disponible: number }[]>(bookingKeys.agenda('user_ana'))!;
    expect(agenda.map((o) => [o.fecha, o.cupo_disponible])).toEqual([
      ['2026-11-18', 0],
      ['2026-11-25', 3],
    ]);
  });

  it("user:<id> refreshes that member's turnos, package, make-up rights and turnos fijos only", () => {
    // Her package and turnos fijos are routes other screens read too: their handlers are the shared routes'.
    dispatchTopics([bookingTopicHandlers, sharedRouteTopicHandlers], ['user:user_leo'], queryClient);
    expect(invalidated()).toEqual(['GET /api/reservas/misTurnosFijos/user_leo', 'POST /api/paquetes/getUserPackage/user_leo', 'POST /api/recuperos/estado/user_leo', 'home/turnos/user_leo']);
  });
});
