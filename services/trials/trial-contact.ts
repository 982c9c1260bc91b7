import { argentineMobile } from '../../contract/phone';
import { fail } from '../../events/framework/errors';

// One @, a dot in the domain, no spaces: what sign-up accepts too. The mailbox itself is never verified here.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface TrialContact {
  nombre: string;
  email: string | null;
  telefono: string | null;
}

/**
 * A visitor's name and contact as the rules compare them: trimmed, email lower-case, phone in E.164 (the one
 * Argentine mobile rule, contract/phone.ts). Refused before anything is read, so a malformed form appends nothing.
 */
export function normalizeTrialContact(input: { nombre?: string; email?: string; telefono?: string }): TrialContact {
  const nombre = (input.nombre ?? '').trim().replace(/\s+/g, ' ');
  if (nombre === '') throw fail('TRIAL_NAME_REQUIRED');
  const emailText = (input.email ?? '').trim().toLowerCase();
  const phoneText = (input.telefono ?? '').trim();
  if (emailText === '' && phoneText === '') throw fail('TRIAL_CONTACT_REQUIRED');
  if (emailText !== '' && !EMAIL.test(emailText)) throw fail('INVALID_EMAIL');
  const telefono = phoneText === '' ? null : argentineMobile(phoneText);
  if (telefono === undefined) throw fail('INVALID_PHONE');
  return { nombre, email: emailText || null, telefono };
}
