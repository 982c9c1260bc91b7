import type { SignUpInput } from './api/sign-up';

export type SignUpField = keyof SignUpInput;
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export const PASSWORD_HINT = 'Al menos 8 caracteres. Una frase de varias palabras es una buena opción.';
export const PASSWORD_MIN_LENGTH = 8;
const NAME_MAX_LENGTH = 255;
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Mirrors the server's length rule (ASVS 5.0 §6.2: no composition rules) so most mistakes are caught before
 * the round trip; the list of common passwords is checked by the server only.
 */
export function isStrongEnoughPassword(password: string): boolean {
  return [...password.normalize('NFKC')].length >= PASSWORD_MIN_LENGTH;
}

export function validateEmail(email: string): string | undefined {
  if (!email.trim()) return 'Ingresa tu email.';
  if (!EMAIL_SHAPE.test(email.trim())) return 'Ingresa un email válido.';
  return undefined;
}

function validateName(value: string, missing: string): string | undefined {
  if (!value.trim()) return missing;
  if (value.trim().length > NAME_MAX_LENGTH) return `Máximo ${NAME_MAX_LENGTH} caracteres.`;
  return undefined;
}

const fieldRules: Record<SignUpField, (input: SignUpInput) => string | undefined> = {
  firstName: (input) => validateName(input.firstName, 'Ingresa tu nombre.'),
  lastName: (input) => validateName(input.lastName, 'Ingresa tu apellido.'),
  email: (input) => validateEmail(input.email),
  password: (input) => (isStrongEnoughPassword(input.password) ? undefined : `La contraseña no es válida. ${PASSWORD_HINT}`),
};

export function validateSignUp(input: SignUpInput): FieldErrors<SignUpField> {
  const errors: FieldErrors<SignUpField> = {};
  for (const field of Object.keys(fieldRules) as SignUpField[]) errors[field] = fieldRules[field](input);
  return dropEmpty(errors);
}

/**
 * The field errors after someone types in a field or leaves it. Typing never adds an error (no scolding mid-word) but
 * re-checks one already shown, so it goes as soon as the value is valid (a server's refusal too: the value changed).
 * Leaving a field with something in it checks it; an empty field waits for the submit.
 */
export function fieldErrorsAfter(
  action: 'change' | 'blur',
  field: SignUpField,
  input: SignUpInput,
  errors: FieldErrors<SignUpField>,
): FieldErrors<SignUpField> {
  const shown = errors[field] !== undefined;
  const check = action === 'change' ? shown : shown || input[field].trim() !== '';
  if (!check) return errors;
  return dropEmpty({ ...errors, [field]: fieldRules[field](input) });
}

export function dropEmpty<Field extends string>(errors: FieldErrors<Field>): FieldErrors<Field> {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as FieldErrors<Field>;
}

/** Which field a server problem code refers to, so its detail shows next to that input. */
export function fieldForProblemCode(code: string): SignUpField | null {
  if (code.includes('EMAIL')) return 'email';
  if (code.includes('PASSWORD')) return 'password';
  if (code.includes('FIRST_NAME')) return 'firstName';
  if (code.includes('LAST_NAME')) return 'lastName';
  return null;
}
