import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { dispatchTopics } from '../../../lib/realtime';
import type { MemberBooking } from './get-member-bookings';
import { waitlistNotices } from './waitlist-notices';
import { waitlistTopicHandlers } from './waitlist-topics';

const turno = (estado: MemberBooking['estado']): MemberBooking => ({
  id: 1, fecha: '2026-11-25', horario_id: 7, clerk_user_id: 'user_ana', hora: '18:00', disciplina: 'Funcional', estado, posicion: estado === 'en_espera' ? 2 : null, lugar_ofrecido: false,
});

describe('waitlist realtime', () => {
  it('refetches on an agenda notice only the turnos of members waiting for a class (their place in line moved)', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['home', 'turnos', 'user_ana'], [turno('en_espera')]);
    queryClient.setQueryData(['home', 'turnos', 'user_leo'], [turno('reservado')]);
    dispatchTopics([waitlistTopicHandlers], ['agenda'], queryClient);
    expect(queryClient.getQueryState(['home', 'turnos', 'user_ana'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['home', 'turnos', 'user_leo'])?.isInvalidated).toBe(false);
  });

  it('keeps the promotion a member topic carries, to show "Reserva confirmada" once', () => {
    const queryClient = new QueryClient();
    const promoted = { promoted: [{ horario_id: 7, fecha: '2026-11-25', hora: '18:00' }] };
    dispatchTopics([waitlistTopicHandlers], ['user:user_ana'], queryClient, { 'user:user_ana': promoted });
    dispatchTopics([waitlistTopicHandlers], ['user:user_ana'], queryClient, { 'user:user_ana': promoted });
    dispatchTopics([waitlistTopicHandlers], ['user:user_ana'], queryClient);
    expect(waitlistNotices()).toEqual([{ key: 'promoted|user_ana|7|2026-11-25', userId: 'user_ana', kind: 'promoted', horario_id: 7, fecha: '2026-11-25', hora: '18:00' }]);
  });

  it('keeps a moved class, or a waiting place that followed one, a member topic carries, with its discipline, to show "Clase movida"', () => {
    const queryClient = new QueryClient();
    const moved = {
      moved: [{ horario_id: 30, fecha: '2026-11-26', hora: '22:00', disciplina: 'Yoga' }],
      movedWaitlist: [{ horario_id: 31, fecha: '2026-11-27', hora: '21:00', disciplina: 'Yoga' }],
    };
    dispatchTopics([waitlistTopicHandlers], ['user:user_bea'], queryClient, { 'user:user_bea': moved });
    expect(waitlistNotices().filter((n) => n.userId === 'user_bea')).toEqual([
      { key: 'moved|user_bea|30|2026-11-26', userId: 'user_bea', kind: 'moved', horario_id: 30, fecha: '2026-11-26', hora: '22:00', disciplina: 'Yoga' },
      { key: 'movedWaitlist|user_bea|31|2026-11-27', userId: 'user_bea', kind: 'movedWaitlist', horario_id: 31, fecha: '2026-11-27', hora: '21:00', disciplina: 'Yoga' },
    ]);
  });

  it('keeps a turno fijo the studio ended by removing its class, once, to show "Tu turno fijo terminó"', () => {
    const queryClient = new QueryClient();
    const ended = { standingEnded: [{ horario_id: 9, dia_semana: 'Sábado', hora: '10:00', disciplina: 'Yoga' }, { horario_id: 9, hora: '10:00' }] };
    dispatchTopics([waitlistTopicHandlers], ['user:user_caro'], queryClient, { 'user:user_caro': ended });
    dispatchTopics([waitlistTopicHandlers], ['user:user_caro'], queryClient, { 'user:user_caro': ended });
    expect(waitlistNotices().filter((n) => n.userId === 'user_caro')).toEqual([
      { key: 'standingEnded|user_caro|9', userId: 'user_caro', kind: 'standingEnded', horario_id: 9, fecha: '', hora: '10:00', dia_semana: 'Sábado', disciplina: 'Yoga' },
    ]);
  });
});
