import { invalid } from '../../events/framework/errors';

// A pragmatic address check: one @, a dot in the domain, no spaces. The mailbox itself is never verified here.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function normalizeEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  if (!EMAIL.test(email)) throw invalid('INVALID_EMAIL', 'El email no es válido.');
  return email;
}

/** At least 8 characters with a letter and a number: the same rule the sign-up form explains. */
export function assertStrongPassword(password: string): void {
  if (password.length < 8 || !/[A-Za-zÀ-ÿ]/.test(password) || !/\d/.test(password)) {
    throw invalid('WEAK_PASSWORD', 'La contraseña debe tener al menos 8 caracteres, con letras y números.');
  }
}
