import { describe, expect, it } from 'vitest';
import { fold } from '../../events/framework/decider';
import type { MemberEvent } from '../../events/catalog/packages.events';
import { streamDeciderSpec } from '../../events/framework/decider-spec';
import { memberPackageDecider, type MemberCommand, type PackageFacts } from './member-package.decider';
import { DEFAULT_PACKAGE_SETTINGS } from './package-settings.decider';

// The admin's renewal without a request (Usuarios' bulk action): queued while a package is active, else assigned now.
const spec = streamDeciderSpec(memberPackageDecider);
const u = 'user_1';
const pkg: PackageFacts = { id: 3, cantidadClases: 8, deleted: false };
const assigned = (validUntil = '2026-12-01', credits = 8, packageId = 3): MemberEvent => ({ type: 'PackageAssigned', data: { userId: u, packageId, validUntil, credits } });
const renew = (over: Partial<Extract<MemberCommand, { type: 'RenewPackage' }>> = {}): MemberCommand => ({
  type: 'RenewPackage', userId: u, pkg, today: '2026-11-28', validUntil: '2026-12-01', credits: 8, rule: DEFAULT_PACKAGE_SETTINGS, ...over,
});
const scheduled = { type: 'PackageRenewalScheduled' as const, data: { userId: u, packageId: 3, startsOn: '2026-12-01', validUntil: '2027-01-01', credits: 8 } };

describe('RenewPackage (admin, no request)', () => {
  it('queues the renewal from the day the active package ends, with the studio terms from then', () => {
    spec.given([assigned()]).when(renew()).then([scheduled]);
  });

  it('assigns from today when the member holds no active package (none, or one already past its day)', () => {
    const now = { type: 'PackageAssigned' as const, data: { userId: u, packageId: 3, validUntil: '2026-12-01', credits: 8 } };
    spec.given([]).when(renew()).then([now]);
    spec.given([assigned('2026-11-28', 2)]).when(renew()).then([
      { type: 'CreditsExpired', data: { userId: u, packageId: 3, validUntil: '2026-11-28', credits: 2 } },
      now,
    ]);
  });

  it('refuses a second renewal in the queue, and a deleted or unknown package', () => {
    spec.given([assigned(), scheduled]).when(renew()).thenRejects({ status: 409, code: 'RENEWAL_ALREADY_QUEUED' });
    spec.given([assigned()]).when(renew({ pkg: { ...pkg, deleted: true } })).thenRejects('PACKAGE_DELETED');
    spec.given([assigned()]).when(renew({ pkg: undefined })).thenRejects('PACKAGE_NOT_FOUND');
  });

  it('is activated by the expiry on its day without a receipt, and leaves the queue empty', () => {
    const expire: MemberCommand = { type: 'ExpirePackage', userId: u, today: '2026-12-01' };
    const events = memberPackageDecider.decide(expire, fold(memberPackageDecider, [assigned('2026-12-01', 3), scheduled]));
    expect(events).toEqual([
      { type: 'CreditsExpired', data: { userId: u, packageId: 3, validUntil: '2026-12-01', credits: 3 } },
      { type: 'PackageAssigned', data: { userId: u, packageId: 3, validUntil: '2027-01-01', credits: 8 } },
    ]);
    const after = fold(memberPackageDecider, [assigned('2026-12-01', 3), scheduled, ...events]);
    expect(after.queued).toBeNull();
    expect(memberPackageDecider.decide({ ...expire, today: '2026-12-02' }, after)).toEqual([]);
  });

  it('is not taken for the activation by an unrelated assignment', () => {
    const state = fold(memberPackageDecider, [assigned(), scheduled, assigned('2026-12-15', 4, 9)]);
    expect(state.queued).toMatchObject({ requestId: null, packageId: 3, startsOn: '2026-12-01' });
  });
});
