import { useQuery } from '@tanstack/react-query';
import { Repeat } from 'lucide-react';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { ApiError } from '../../../lib/api-client';
import { standingBookingsQuery } from '../../../api/booking/standing-bookings';
import { useStandingBookingChange } from '../api/standing-bookings';
import { alsoBookedLabel } from '../booking-dates';

/**
 * "Repetir todas las semanas" on a class the member has just booked or holds: makes it a turno fijo, booked for them
 * every week as its booking opens. Said plainly once it is one, with the other weeks it booked at once (the ones
 * already open); a one-off class has no weeks to repeat. `fecha` is the class on screen, already the member's.
 */
export function StandingBookingAction({ userId, horarioId, fecha, unica }: { userId: string; horarioId: number; fecha: string; unica?: boolean }) {
  const standing = useQuery(standingBookingsQuery(userId));
  const set = useStandingBookingChange(userId, 'set');
  if (unica || !standing.data) return null;
  if (standing.data.some((s) => s.horario_id === horarioId)) {
    const alsoBooked = set.data ? alsoBookedLabel(set.data.reservadas, fecha) : null;
    return (
      <Confirmation role="status">
        <Note>
          <Repeat size={15} aria-hidden="true" /> Es tu turno fijo: la reservamos todas las semanas.
        </Note>
        {alsoBooked && <p>{alsoBooked}.</p>}
      </Confirmation>
    );
  }
  return (
    <>
      <RepeatButton $variant="secondary" $block disabled={set.isPending} onClick={() => set.mutate(horarioId)}>
        <Repeat size={16} aria-hidden="true" />
        {set.isPending ? 'Guardando...' : 'Repetir todas las semanas'}
      </RepeatButton>
      {set.error && <Error role="alert">{set.error instanceof ApiError ? set.error.detail : 'No se pudo guardar. Inténtalo de nuevo.'}</Error>}
    </>
  );
}

// A phone's dialog is about 295 px wide: the label keeps to one line.
const RepeatButton = styled(Button)`
  padding: 0 12px;
  white-space: nowrap;
  svg { flex: none; }
`;

const Confirmation = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
`;

const Note = styled.p`
  display: flex;
  align-items: center;
  gap: 6px;
  margin: 0;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.success};
  svg { flex: none; }
`;

const Error = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;
