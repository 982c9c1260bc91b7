import { describe, expect, it } from 'vitest';
import { decidePhone } from './member-phone.decider';

const command = (typed: string, current: string | null = null, memberDeleted = false) => ({ type: 'SetPhone' as const, userId: 'ana', typed, current, memberDeleted });

describe('a member\'s phone', () => {
  it('keeps what people type as E.164, and records only a change', () => {
    expect(decidePhone(command('11 5555-1234'))).toEqual({ phone: '+5491155551234' });
    expect(decidePhone(command('+54 9 11 5555 1234', '+5491155551234'))).toBeUndefined();
    expect(decidePhone(command('  ', '+5491155551234'))).toEqual({ phone: null });
  });

  it('refuses what is not an Argentine mobile, and a deleted account', () => {
    expect(() => decidePhone(command('1234'))).toThrow(expect.objectContaining({ code: 'INVALID_PHONE' }));
    expect(() => decidePhone(command('11 5555-1234', null, true))).toThrow(expect.objectContaining({ code: 'USER_DELETED' }));
  });
});
