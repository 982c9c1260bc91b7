import { describe, it } from 'vitest';
import type { MemberEvent } from '../../events/catalog/packages.events';
import { streamDeciderSpec } from '../../events/framework/decider-spec';
import { memberPackageDecider, type MemberCommand, type PackageFacts } from './member-package.decider';

// A sale records the package's price-list version in effect on its day, so a later increase never re-prices it.
const spec = streamDeciderSpec(memberPackageDecider);
const u = 'user_1';
const today = '2026-11-16';
const priced: PackageFacts = { id: 3, cantidadClases: 8, deleted: false, priceVersion: 2 };
const requested: MemberEvent = { type: 'PackageRequested', data: { userId: u, requestId: 10, packageId: 3, receiptKey: 'receipts/r10.png', receiptMime: 'image/png', requestedAt: '2026-11-16T15:00:00.000Z' } };

describe('a package sold at its price list’s version', () => {
  it('names the version on an assignment by the admin', () => {
    const assign: MemberCommand = { type: 'AssignPackage', userId: u, pkg: priced, validUntil: '2026-12-01', credits: undefined, today };
    spec.given([]).when(assign).then([{ type: 'PackageAssigned', data: { userId: u, packageId: 3, validUntil: '2026-12-01', credits: 8, priceVersion: 2 } }]);
  });
  it('names the version on an approved request', () => {
    const approve = { type: 'ApproveRequest', userId: u, requestId: 10, pkg: priced, today, validUntil: '2026-12-01' } as MemberCommand;
    spec.given([requested]).when(approve).then([
      { type: 'PackageRequestApproved', data: { userId: u, requestId: 10 } },
      { type: 'PackageAssigned', data: { userId: u, packageId: 3, validUntil: '2026-12-01', credits: 8, receiptKey: 'receipts/r10.png', requestId: 10, priceVersion: 2 } },
    ]);
  });
});
