import { describe, expect, it } from 'vitest';
import { roleFromClaims } from './clerk-claims';
import { isStaff, roleOf, studioActorRole } from './identity';

describe('roles', () => {
  it('reads admin, coach (Profesor) and member, and anything else as a member', () => {
    expect(['admin', 'coach', 'member', 'owner', undefined, 7].map(roleOf)).toEqual(['admin', 'coach', 'member', 'member', 'member', 'member']);
  });

  it('takes the coach role from Clerk public metadata too', () => {
    expect(roleFromClaims({ metadata: { role: 'coach' } })).toBe('coach');
    expect(roleFromClaims({ publicMetadata: { role: 'admin' } })).toBe('admin');
    expect(roleFromClaims({ public_metadata: { role: 'superuser' } })).toBe('member');
  });

  it('counts admins and coaches as staff, who act for the studio in booking decisions', () => {
    expect([isStaff('admin'), isStaff('coach'), isStaff('member')]).toEqual([true, true, false]);
    expect([studioActorRole('admin'), studioActorRole('coach'), studioActorRole('member')]).toEqual(['admin', 'admin', 'member']);
  });
});
