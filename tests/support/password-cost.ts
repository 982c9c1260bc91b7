import { setPasswordHashCostForTests } from '../../services/platform/auth/password';

/**
 * The scrypt cost of the apps the test builders make. Cheap by default: at the production cost (N=2^17, ~0.4 s
 * and 128 MiB a hash) the suite's hundreds of sign-ups spent minutes hashing and proved nothing more. 'production'
 * keeps the real cost, for the tests about it (tests/api/account-password.api.test.ts).
 */
export type PasswordHashCost = 'cheap' | 'production';

export const CHEAP_PASSWORD_HASH_N = 2 ** 10;

export function usePasswordHashCost(cost: PasswordHashCost = 'cheap'): void {
  setPasswordHashCostForTests(cost === 'production' ? undefined : CHEAP_PASSWORD_HASH_N);
}
