import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { refreshAfterBookingChange } from '../api/refresh-bookings';
import { bookingMachine } from '../machines/booking.machine';
import { cancelBookingMachine } from '../machines/cancel-booking.machine';
import { waitlistMachine } from '../machines/waitlist.machine';

/** The booking machine wired to this screen's queries. */
export function useBookingFlow(userId: string) {
  const queryClient = useQueryClient();
  const machine = useMemo(
    () => bookingMachine.provide({ actions: { bookingChanged: () => void refreshAfterBookingChange(queryClient, userId) } }),
    [queryClient, userId],
  );
  return useMachine(machine, { input: { userId } });
}

/** The cancel machine wired to this screen's queries. */
export function useCancelBookingFlow(userId: string) {
  const queryClient = useQueryClient();
  const machine = useMemo(
    () => cancelBookingMachine.provide({ actions: { bookingChanged: () => void refreshAfterBookingChange(queryClient, userId) } }),
    [queryClient, userId],
  );
  return useMachine(machine, { input: { userId } });
}

/** The waitlist machine (join / leave) wired to this screen's queries. */
export function useWaitlistFlow(userId: string) {
  const queryClient = useQueryClient();
  const machine = useMemo(
    () => waitlistMachine.provide({ actions: { waitlistChanged: () => void refreshAfterBookingChange(queryClient, userId) } }),
    [queryClient, userId],
  );
  return useMachine(machine, { input: { userId } });
}

export type BookingFlow = ReturnType<typeof useBookingFlow>;
export type WaitlistFlow = ReturnType<typeof useWaitlistFlow>;
export type CancelBookingFlow = ReturnType<typeof useCancelBookingFlow>;
