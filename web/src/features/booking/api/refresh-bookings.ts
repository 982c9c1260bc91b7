import type { QueryClient } from '@tanstack/react-query';
import { bookingKeys } from './booking-keys';
import { myMakeupsKeys } from './my-makeups';
import { userPackageKeys } from '../../../api/route-keys';
import { refreshAfterCommand, type CommandOutcome } from '../../../lib/api-client';

/** What a booking, a cancellation or a waitlist change touches: places, the member's turnos, her credits and her make-up rights. */
export const bookingChangeKeys = (userId: string) => [bookingKeys.agendaAll, bookingKeys.turnos(userId), userPackageKeys.of(userId), myMakeupsKeys.of(userId)];

/**
 * After one of them: the `agenda` and `user:<id>` notices refresh these on every screen, this one included; the tab
 * refreshes them itself only when no notice will come (lib/api-client.ts).
 */
export const refreshAfterBookingChange = (queryClient: QueryClient, userId: string, outcome: CommandOutcome) =>
  refreshAfterCommand(queryClient, bookingChangeKeys(userId), outcome);
