import { EmptyState } from '../../../components/empty-state';

/** Placeholder until bookings exist: later work shows the member's upcoming turnos here. */
export function UpcomingBookingsPreview() {
  return <EmptyState>No tienes turnos reservados</EmptyState>;
}
