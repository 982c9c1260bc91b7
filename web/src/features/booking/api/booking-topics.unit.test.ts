import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dispatchTopics } from '../../../lib/realtime';
import { bookingKeys } from './booking-keys';
import { registerBookingTopics } from './booking-topics';

let queryClient: QueryClient;
let unregister: () => void;

const seed = () => {
  for (const key of [bookingKeys.agenda('user_ana'), bookingKeys.turnos('user_ana'), bookingKeys.memberPackage('user_ana'), bookingKeys.turnos('user_leo'), bookingKeys.memberPackage('user_leo')]) {
    queryClient.setQueryData(key, []);
  }
};
const invalidated = () =>
  queryClient
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.isInvalidated)
    .map((q) => q.queryKey.join('/'))
    .sort();

beforeEach(() => {
  queryClient = new QueryClient();
  unregister = registerBookingTopics();
  seed();
});
afterEach(() => unregister());

describe('booking realtime topics', () => {
  it('agenda (and catalog) refresh every open agenda', () => {
    dispatchTopics(['agenda'], queryClient);
    expect(invalidated()).toEqual(['booking/agenda/user_ana']);
    seed();
    dispatchTopics(['catalog'], queryClient);
    expect(invalidated()).toEqual(['booking/agenda/user_ana']);
  });

  it("user:<id> refreshes that member's turnos and package only", () => {
    dispatchTopics(['user:user_leo'], queryClient);
    expect(invalidated()).toEqual(['home/paquete/user_leo', 'home/turnos/user_leo']);
  });
});
