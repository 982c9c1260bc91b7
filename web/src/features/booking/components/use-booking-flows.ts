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
    () => bookingMachine.provide({ actions: { bookingChanged: (_args, { outcome }) => void refreshAfterBookingChange(queryClient, userId, outcome) } }),
    [queryClient, userId],
  );
  return useMachine(machine, { input: { userId } });
}

/** The cancel machine wired to this screen's queries. */
export function useCancelBookingFlow(userId: string) {
  const queryClient = useQueryClient();
  const machine = useMemo(
    () => cancelBookingMachine.provide({ actions: { bookingChanged: (_args, { outcome }) => void refreshAfterBookingChange(queryClient, userId, outcome) } }),
    [queryClient, userId],
  );
  return useMachine(machine, { input: { userId } });
}

/** The waitlist machine (join / leave) wired to this screen's queries. */
export function useWaitlistFlow(userId: string) {
  const queryClient = useQueryClient();
  const machine = useMemo(
    () => waitlistMachine.provide({ actions: { waitlistChanged: (_args, { outcome }) => void refreshAfterBookingChange(queryClient, userId, outcome) } }),
    [queryClient, userId],
  );
  return useMachine(machine, { input: { userId } });
}

/** A flow as its dialog takes it: the machine's state and its send, destructured where the hook is called. */
type FlowProps<F extends (userId: string) => readonly unknown[]> = { state: ReturnType<F>[0]; send: ReturnType<F>[1] };
export type BookingFlow = FlowProps<typeof useBookingFlow>;
export type WaitlistFlow = FlowProps<typeof useWaitlistFlow>;
export type CancelBookingFlow = FlowProps<typeof useCancelBookingFlow>;
