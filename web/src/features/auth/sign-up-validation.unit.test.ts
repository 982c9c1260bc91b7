import { describe, expect, it } from 'vitest';
import { fieldErrorsAfter, validateSignUp } from './sign-up-validation';

const filled = { firstName: 'Ana', lastName: 'Gómez', email: 'ana@example.com', password: 'secreta123' };

describe('sign-up field errors follow the values', () => {
  it('typing clears an error as soon as the field is valid, and keeps the others', () => {
    const errors = validateSignUp({ ...filled, firstName: '', email: 'ana@' });
    expect(Object.keys(errors)).toEqual(['firstName', 'email']);
    expect(fieldErrorsAfter('change', 'firstName', { ...filled, email: 'ana@' }, errors)).toEqual({ email: 'Ingresa un email válido.' });
  });

  it('typing updates an error that still applies and never adds one mid-word', () => {
    const missing = { email: 'Ingresa tu email.' };
    expect(fieldErrorsAfter('change', 'email', { ...filled, email: 'an' }, missing)).toEqual({ email: 'Ingresa un email válido.' });
    expect(fieldErrorsAfter('change', 'email', { ...filled, email: 'an' }, {})).toEqual({});
  });

  it('a server refusal under a field goes when its value changes to a valid one', () => {
    const taken = { email: 'Ya existe una cuenta con ese email.' };
    expect(fieldErrorsAfter('change', 'email', { ...filled, email: 'ana.g@example.com' }, taken)).toEqual({});
  });

  it('leaving a filled field checks it; leaving an empty one waits for the submit', () => {
    expect(fieldErrorsAfter('blur', 'password', { ...filled, password: 'corta' }, {}).password).toMatch(/^La contraseña no es válida/);
    expect(fieldErrorsAfter('blur', 'lastName', { ...filled, lastName: '  ' }, {})).toEqual({});
    expect(fieldErrorsAfter('blur', 'lastName', filled, { lastName: 'Ingresa tu apellido.' })).toEqual({});
  });
});
