import { fail } from '../../events/framework/errors';
import { isCommonPassword } from './common-passwords';

// A pragmatic address check: one @, a dot in the domain, no spaces. The mailbox itself is never verified here.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function normalizeEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  if (!EMAIL.test(email)) throw fail('INVALID_EMAIL');
  return email;
}

export const MIN_PASSWORD_LENGTH = 8;

/**
 * ASVS 5.0 §6.2: at least 8 characters (counted as characters, not bytes), no composition rules so a long
 * passphrase of plain words is welcome, and none of the most common breached passwords (case-insensitive).
 */
export function assertStrongPassword(password: string): void {
  if ([...password.normalize('NFKC')].length < MIN_PASSWORD_LENGTH) {
    throw fail('WEAK_PASSWORD');
  }
  if (isCommonPassword(password)) {
    throw fail('COMMON_PASSWORD');
  }
}
