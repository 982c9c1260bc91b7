import { userTopic } from '../../contract/realtime-topics';
import { weekdayName } from '../../domain/catalog/weekdays';
import type { TopicRoute } from '../changefeed/topics';
import { memberNoticesWithDiscipline } from './member-notices';

/**
 * A member's turnos fijos changed: their list refetches in every tab. When the studio ended one by removing its
 * class from the schedule, the member's topic carries the class to show at once ("Tu turno fijo terminó").
 */
export const standingBookingTopics: readonly TopicRoute[] = [
  {
    events: ['StandingBookingSet', 'StandingBookingCleared', 'StandingBookingSkipped', 'StandingBookingWaitlisted'],
    topics: (e) => [userTopic(String(e.data.userId))],
    data: (trx, events) =>
      memberNoticesWithDiscipline(trx, events.filter((e) => e.type === 'StandingBookingCleared' && e.data.reason === 'slot-removed'), 'standingEnded', (e, disciplina) => ({
        horario_id: Number(e.data.slotId),
        dia_semana: weekdayName(Number(e.data.weekday)),
        hora: String(e.data.hora),
        disciplina,
      })),
  },
];
