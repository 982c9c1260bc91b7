import { describe, expect, it } from 'vitest';
import { assertValidEvent } from './registry';
import { newPersonalKey, openPersonal, sealPersonal } from './membership.personal';

const ana = { firstName: 'Ana', lastName: 'Pérez', email: 'ana@example.com' };

describe('personal fields sealed per member (crypto-shredding)', () => {
  it('opens with the member key, and not at all without it, with another key or for another member', () => {
    const key = newPersonalKey();
    const sealed = sealPersonal(key, 'user_ana', ana);
    expect(sealed).toMatch(/^pd1\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('Ana');
    expect(openPersonal(key, 'user_ana', sealed)).toEqual(ana);
    expect(openPersonal(undefined, 'user_ana', sealed)).toBeUndefined();
    expect(openPersonal(newPersonalKey(), 'user_ana', sealed)).toBeUndefined();
    expect(openPersonal(key, 'user_beto', sealed)).toBeUndefined();
    expect(openPersonal(key, 'user_ana', `${sealed.slice(0, -2)}AA`)).toBeUndefined();
  });

  it('gives a fresh envelope each time (random IV): equal profiles are not linkable in the log', () => {
    const key = newPersonalKey();
    expect(sealPersonal(key, 'user_ana', ana)).not.toBe(sealPersonal(key, 'user_ana', ana));
  });

  it('the store refuses a UserRegistered or UserProfileUpdated that carries the fields in clear', () => {
    const personal = sealPersonal(newPersonalKey(), 'u1', ana);
    expect(() => assertValidEvent({ type: 'UserRegistered', data: { userId: 'u1', role: 'member', source: 'local', personal } })).not.toThrow('does not match its schema');
    expect(() => assertValidEvent({ type: 'UserRegistered', data: { userId: 'u1', role: 'member', source: 'local', personal, email: ana.email } })).toThrow('does not match its schema');
    expect(() => assertValidEvent({ type: 'UserRegistered', data: { userId: 'u1', role: 'member', source: 'local', ...ana } })).toThrow('does not match its schema');
    expect(() => assertValidEvent({ type: 'UserProfileUpdated', data: { userId: 'u1', personal: JSON.stringify(ana) } })).toThrow('does not match its schema');
  });
});
