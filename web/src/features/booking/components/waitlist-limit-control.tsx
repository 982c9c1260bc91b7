import { useMutation, useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { isApiError, refreshesAfter } from '../../../lib/api-client';
import { changeWaitlistLimit } from '../api/waitlist';
import { bookingChangeKeys } from '../api/refresh-bookings';
import type { MemberBooking } from '../api/get-member-bookings';
import { PromotionLimitPicker } from './promotion-limit-picker';

/** On her entry in Mis Turnos: change how late she still wants to be booked automatically, saved as she picks. */
export function WaitlistLimitControl({ entry, userId }: { entry: MemberBooking; userId: string }) {
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (limit: 180 | 360 | 720 | 1440 | null) =>
      changeWaitlistLimit({ fecha: entry.fecha, horario_id: entry.horario_id, clerk_user_id: userId, promover_hasta_minutos: limit }),
    ...refreshesAfter(queryClient, bookingChangeKeys(userId)),
  });
  const shown = change.isPending ? change.variables : entry.promover_hasta_minutos;
  return (
    <>
      <PromotionLimitPicker compact value={shown} disabled={change.isPending} onChange={(limit) => change.mutate(limit)} />
      {change.isError && (
        <Failure role="alert">No pudimos guardar el cambio. {isApiError(change.error) ? change.error.detail : 'Inténtalo de nuevo.'}</Failure>
      )}
    </>
  );
}

const Failure = styled.span`
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.danger};
`;
