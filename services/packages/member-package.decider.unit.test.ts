import { describe, expect, it } from 'vitest';
import { fold } from '../../events/framework/decider';
import type { MemberEvent } from '../../events/catalog/packages.events';
import { streamDeciderSpec } from '../../events/framework/decider-spec';
import { memberPackageDecider, type MemberCommand, type PackageFacts } from './member-package.decider';

const spec = streamDeciderSpec(memberPackageDecider);
const u = 'user_1';
const today = '2026-11-16';
const pkg: PackageFacts = { id: 3, cantidadClases: 8, deleted: false };

const requested = (requestId = 10, packageId = 3): MemberEvent => ({
  type: 'PackageRequested',
  data: { userId: u, requestId, packageId, receiptKey: `receipts/r${requestId}.png`, receiptMime: 'image/png', requestedAt: '2026-11-16T15:00:00.000Z' },
});
const assigned = (validUntil = '2026-12-01', credits = 8, packageId = 3): MemberEvent => ({ type: 'PackageAssigned', data: { userId: u, packageId, validUntil, credits } });
const request = (over: Partial<Extract<MemberCommand, { type: 'RequestPackage' }>> = {}): MemberCommand => ({
  type: 'RequestPackage', userId: u, requestId: 11, pkg, receiptKey: 'receipts/new.pdf', receiptMime: 'application/pdf', today, now: '2026-11-16T15:00:00.000Z', ...over,
});
const assign = (over: Partial<Extract<MemberCommand, { type: 'AssignPackage' }>> = {}): MemberCommand => ({
  type: 'AssignPackage', userId: u, pkg, validUntil: '2026-12-01', credits: undefined, today, ...over,
});
const adjust = (delta: number, reason = 'Clase de regalo'): MemberCommand => ({ type: 'AdjustCredits', userId: u, delta, reason, today });

describe('RequestPackage', () => {
  it('records the request with its receipt', () => {
    spec.given([]).when(request()).then([
      { type: 'PackageRequested', data: { userId: u, requestId: 11, packageId: 3, receiptKey: 'receipts/new.pdf', receiptMime: 'application/pdf', requestedAt: '2026-11-16T15:00:00.000Z' } },
    ]);
  });

  it('refuses while the member holds an active package', () => {
    spec.given([assigned()]).when(request()).thenRejects({ status: 409, code: 'PACKAGE_ALREADY_ACTIVE', detail: 'Ya tienes un paquete activo.' });
  });

  it('refuses a second request while one is pending', () => {
    spec.given([requested()]).when(request()).thenRejects({ status: 409, code: 'REQUEST_ALREADY_PENDING' });
  });

  it('refuses a deleted or unknown package', () => {
    spec.given([]).when(request({ pkg: { ...pkg, deleted: true } })).thenRejects({ status: 409, code: 'PACKAGE_DELETED' });
    spec.given([]).when(request({ pkg: undefined })).thenRejects({ status: 404, code: 'PACKAGE_NOT_FOUND' });
  });

  it('treats an expired package as no package', () => {
    const state = fold(memberPackageDecider, [assigned('2026-11-16')]);
    expect(memberPackageDecider.decide(request(), state).map((e) => e.type)).toEqual(['PackageRequested']);
  });

  it('allows a new request after a rejection', () => {
    const state = fold(memberPackageDecider, [requested(), { type: 'PackageRequestRejected', data: { userId: u, requestId: 10, reason: 'Monto incorrecto' } }]);
    expect(memberPackageDecider.decide(request(), state).map((e) => e.type)).toEqual(['PackageRequested']);
  });
});

describe('ApproveRequest / RejectRequest', () => {
  const approve = (over: Partial<Extract<MemberCommand, { type: 'ApproveRequest' }>> = {}): MemberCommand => ({
    type: 'ApproveRequest', userId: u, requestId: 10, pkg, today: '2026-11-30', validUntil: '2026-12-01', ...over,
  });

  it('approves into a package with cantidad_clases credits until the given day, keeping the receipt', () => {
    spec.given([requested()]).when(approve()).then([
      { type: 'PackageRequestApproved', data: { userId: u, requestId: 10 } },
      { type: 'PackageAssigned', data: { userId: u, packageId: 3, validUntil: '2026-12-01', credits: 8, receiptKey: 'receipts/r10.png', requestId: 10 } },
    ]);
  });

  it('closes an expired package first, so its leftover credits are a movement of their own', () => {
    spec.given([assigned('2026-11-01', 2), requested()]).when(approve()).then([
      { type: 'PackageRequestApproved', data: { userId: u, requestId: 10 } },
      { type: 'CreditsExpired', data: { userId: u, packageId: 3, validUntil: '2026-11-01', credits: 2 } },
      { type: 'PackageAssigned', data: { userId: u, packageId: 3, validUntil: '2026-12-01', credits: 8, receiptKey: 'receipts/r10.png', requestId: 10 } },
    ]);
  });

  it('refuses to approve a request that is not pending (already decided or unknown)', () => {
    spec.given([]).when(approve()).thenRejects({ status: 409, code: 'REQUEST_NOT_PENDING' });
    spec.given([requested(), { type: 'PackageRequestApproved', data: { userId: u, requestId: 10 } }]).when(approve()).thenRejects({ code: 'REQUEST_NOT_PENDING' });
  });

  it('refuses to approve over a package the admin assigned meanwhile', () => {
    spec.given([requested(), assigned('2026-12-01')]).when(approve()).thenRejects({ status: 409, code: 'MEMBER_HAS_ACTIVE_PACKAGE' });
  });

  it('rejects with a reason, which is required', () => {
    const reject = (reason: string): MemberCommand => ({ type: 'RejectRequest', userId: u, requestId: 10, reason });
    spec.given([requested()]).when(reject('  El monto no coincide ')).then([{ type: 'PackageRequestRejected', data: { userId: u, requestId: 10, reason: 'El monto no coincide' } }]);
    spec.given([requested()]).when(reject('   ')).thenRejects({ status: 400, code: 'REASON_REQUIRED' });
  });
});

describe('AssignPackage', () => {
  it('assigns cantidad_clases credits by default, or the credits given', () => {
    spec.given([]).when(assign()).then([assigned()]);
    spec.given([]).when(assign({ credits: 5 })).then([assigned('2026-12-01', 5)]);
  });

  it('replaces a held package: the old credits are removed first', () => {
    spec.given([assigned('2026-12-01', 3)]).when(assign({ credits: 12 })).then([
      { type: 'PackageRemoved', data: { userId: u, packageId: 3, credits: 3 } },
      assigned('2026-12-01', 12),
    ]);
  });

  it('"Sin paquete" clears package, validity and credits, and is a no-op without one', () => {
    spec.given([assigned('2026-12-01', 6)]).when(assign({ pkg: null })).then([{ type: 'PackageRemoved', data: { userId: u, packageId: 3, credits: 6 } }]);
    spec.given([]).when(assign({ pkg: null })).then([]);
  });

  it('refuses a validity that is not after today, negative credits, and deleted packages', () => {
    spec.given([]).when(assign({ validUntil: today })).thenRejects({ status: 400, code: 'INVALID_VALID_UNTIL' });
    spec.given([]).when(assign({ validUntil: '2026-02-30' })).thenRejects({ status: 400, code: 'INVALID_VALID_UNTIL' });
    spec.given([]).when(assign({ adjust: { validUntil: '9999-12-31', reason: 'Pagó por adelantado' } })).thenRejects({ status: 400, code: 'DATE_TOO_FAR' });
    spec.given([]).when(assign({ credits: -1 })).thenRejects({ status: 400, code: 'INVALID_CREDITS' });
    spec.given([]).when(assign({ adjust: { validUntil: today, reason: 'x' } })).thenRejects({ status: 400, code: 'INVALID_VALID_UNTIL' });
    spec.given([]).when(assign({ adjust: { credits: -2, reason: 'x' } })).thenRejects({ status: 400, code: 'INVALID_CREDITS' });
    spec.given([]).when(assign({ pkg: { ...pkg, deleted: true } })).thenRejects({ code: 'PACKAGE_DELETED' });
  });

  it('the admin may change the proposed dates or credits with a reason, recorded before the assignment', () => {
    const adjusted = { validUntil: '2027-01-01', credits: 10, reason: 'Pagó diciembre por adelantado' };
    spec.given([]).when(assign({ adjust: adjusted })).then([
      {
        type: 'PackageTermsAdjusted',
        data: { userId: u, requestId: null, proposedValidUntil: '2026-12-01', proposedCredits: 8, validUntil: '2027-01-01', credits: 10, reason: 'Pagó diciembre por adelantado' },
      },
      assigned('2027-01-01', 10),
    ]);
    // The receipt's request names the adjustment when the admin assigns from a proof.
    spec.given([]).when(assign({ adjust: { credits: 4, reason: 'Medio mes' }, receipt: { key: 'receipts/r9.png', requestId: 9 } })).then([
      { type: 'PackageTermsAdjusted', data: { userId: u, requestId: 9, proposedValidUntil: '2026-12-01', proposedCredits: 8, validUntil: '2026-12-01', credits: 4, reason: 'Medio mes' } },
      { type: 'PackageAssigned', data: { userId: u, packageId: 3, validUntil: '2026-12-01', credits: 4, receiptKey: 'receipts/r9.png', requestId: 9 } },
    ]);
  });

  it('changed terms need a reason; the proposed ones sent back need none', () => {
    spec.given([]).when(assign({ adjust: { credits: 4 } })).thenRejects({ status: 400, code: 'REASON_REQUIRED' });
    spec.given([]).when(assign({ adjust: { validUntil: '2026-12-05', reason: '   ' } })).thenRejects({ status: 400, code: 'REASON_REQUIRED' });
    spec.given([]).when(assign({ adjust: { validUntil: '2026-12-01', credits: 8 } })).then([assigned()]);
  });

});

describe('AdjustCredits', () => {
  it('moves credits with the admin reason', () => {
    spec.given([assigned('2026-12-01', 2)]).when(adjust(3)).then([{ type: 'CreditsAdjusted', data: { userId: u, delta: 3, reason: 'Clase de regalo' } }]);
    spec.given([assigned('2026-12-01', 2)]).when(adjust(-2, 'Corrección')).then([{ type: 'CreditsAdjusted', data: { userId: u, delta: -2, reason: 'Corrección' } }]);
  });

  it('never lets credits go negative, counting booking movements', () => {
    spec.given([assigned('2026-12-01', 2)]).when(adjust(-3)).thenRejects({ status: 409, code: 'CREDITS_NEGATIVE' });
    const consumed = { type: 'CreditConsumed', data: { userId: u, bookingId: 1, slotId: 1, fecha: today } } as unknown as MemberEvent;
    spec.given([assigned('2026-12-01', 2), consumed]).when(adjust(-2)).thenRejects({ code: 'CREDITS_NEGATIVE' });
  });

  it('requires a reason, a non-zero delta and an active package', () => {
    spec.given([assigned()]).when(adjust(1, ' ')).thenRejects({ status: 400, code: 'REASON_REQUIRED' });
    spec.given([assigned()]).when(adjust(0)).thenRejects({ status: 400, code: 'INVALID_DELTA' });
    spec.given([]).when(adjust(1)).thenRejects({ status: 409, code: 'MEMBER_HAS_NO_PACKAGE' });
    spec.given([assigned('2026-11-16')]).when(adjust(1)).thenRejects({ code: 'MEMBER_HAS_NO_PACKAGE' });
  });
});

describe('ExpirePackage', () => {
  const expire = (day: string): MemberCommand => ({ type: 'ExpirePackage', userId: u, today: day });

  it('ends the package on its validity day and forfeits the remaining credits', () => {
    spec.given([assigned('2026-12-01', 4)]).when(expire('2026-12-01')).then([{ type: 'CreditsExpired', data: { userId: u, packageId: 3, validUntil: '2026-12-01', credits: 4 } }]);
  });

  it('does nothing before the validity day, without a package, or twice', () => {
    spec.given([assigned('2026-12-01', 4)]).when(expire('2026-11-30')).then([]);
    spec.given([]).when(expire('2026-12-01')).then([]);
    spec.given([assigned('2026-12-01', 4), { type: 'CreditsExpired', data: { userId: u, packageId: 3, validUntil: '2026-12-01', credits: 4 } }]).when(expire('2026-12-02')).then([]);
  });
});

describe('evolve', () => {
  it('folds booking credit movements into the balance', () => {
    const restored = { type: 'CreditRestored', data: { userId: u } } as unknown as MemberEvent;
    const consumed = { type: 'CreditConsumed', data: { userId: u } } as unknown as MemberEvent;
    expect(fold(memberPackageDecider, [assigned('2026-12-01', 5), consumed, consumed, restored]).credits).toBe(4);
  });
});

describe('ApproveRequest with the studio\'s terms and the admin\'s adjustment', () => {
  const approve = (over: Partial<Extract<MemberCommand, { type: 'ApproveRequest' }>> = {}): MemberCommand => ({
    type: 'ApproveRequest', userId: u, requestId: 10, pkg, today: '2026-11-23', validUntil: '2026-12-01', credits: 3, ...over,
  });
  const approved = { type: 'PackageRequestApproved' as const, data: { userId: u, requestId: 10 } };
  const assignedWith = (validUntil: string, credits: number) =>
    ({ type: 'PackageAssigned' as const, data: { userId: u, packageId: 3, validUntil, credits, receiptKey: 'receipts/r10.png', requestId: 10 } });

  it('gives the proposed (prorated) credits and dates, nothing else recorded', () => {
    spec.given([requested()]).when(approve()).then([approved, assignedWith('2026-12-01', 3)]);
  });

  it('the admin\'s own end date and credits are kept, with the proposal and the reason beside them', () => {
    spec.given([requested()]).when(approve({ adjust: { validUntil: '2026-12-23', credits: 8, reason: ' Empieza hoy un mes completo ' } })).then([
      approved,
      { type: 'PackageTermsAdjusted', data: { userId: u, requestId: 10, proposedValidUntil: '2026-12-01', proposedCredits: 3, validUntil: '2026-12-23', credits: 8, reason: 'Empieza hoy un mes completo' } },
      assignedWith('2026-12-23', 8),
    ]);
  });

  it('an adjustment equal to the proposal needs no reason and records nothing extra', () => {
    spec.given([requested()]).when(approve({ adjust: { validUntil: '2026-12-01', credits: 3 } })).then([approved, assignedWith('2026-12-01', 3)]);
  });

  it('refuses an adjustment without a reason, ending in the past, or with negative credits', () => {
    spec.given([requested()]).when(approve({ adjust: { credits: 8, reason: '  ' } })).thenRejects({ status: 400, code: 'REASON_REQUIRED' });
    spec.given([requested()]).when(approve({ adjust: { validUntil: '2026-11-23', reason: 'x' } })).thenRejects({ status: 400, code: 'INVALID_VALID_UNTIL' });
    spec.given([requested()]).when(approve({ adjust: { credits: -1, reason: 'x' } })).thenRejects({ status: 400, code: 'INVALID_CREDITS' });
  });
});

describe('renewal and top-up while holding a package', () => {
  const more = (kind: 'renovacion' | 'recarga', over: Partial<Extract<MemberCommand, { type: 'RequestPackage' }>> = {}): MemberCommand =>
    ({ type: 'RequestPackage', userId: u, requestId: 20, pkg, receiptKey: 'receipts/r20.png', receiptMime: 'image/png', today, now: '2026-11-16T15:00:00.000Z', kind, ...over });
  const asked = (kind: 'renovacion' | 'recarga') =>
    ({ type: 'PackageRenewalRequested' as const, data: { userId: u, requestId: 20, packageId: 3, kind, receiptKey: 'receipts/r20.png', receiptMime: 'image/png', requestedAt: '2026-11-16T15:00:00.000Z' } });
  const approve = (over: Partial<Extract<MemberCommand, { type: 'ApproveRequest' }>> = {}): MemberCommand =>
    ({ type: 'ApproveRequest', userId: u, requestId: 20, pkg, today, validUntil: '2026-12-01', credits: 8, ...over });
  const approved = { type: 'PackageRequestApproved' as const, data: { userId: u, requestId: 20 } };
  const queued = { type: 'PackageRenewalQueued' as const, data: { userId: u, requestId: 20, packageId: 3, startsOn: '2026-12-01', validUntil: '2027-01-01', credits: 8, receiptKey: 'receipts/r20.png' } };

  it('a member holding a package (even with 0 credits) may ask for a renewal or a top-up', () => {
    spec.given([assigned('2026-12-01', 0)]).when(more('renovacion')).then([asked('renovacion')]);
    spec.given([assigned()]).when(more('recarga')).then([asked('recarga')]);
  });

  it('refuses without a package, with a request pending, or with a renewal already queued', () => {
    spec.given([]).when(more('recarga')).thenRejects({ status: 409, code: 'NO_PACKAGE' });
    spec.given([assigned(), asked('recarga')]).when(more('renovacion', { requestId: 21 })).thenRejects('REQUEST_ALREADY_PENDING');
    spec.given([assigned(), asked('renovacion'), approved, queued]).when(more('renovacion', { requestId: 21 })).thenRejects({ status: 409, code: 'RENEWAL_ALREADY_QUEUED' });
  });

  it('approving a top-up adds the package\'s credits now, a ledger line of its own', () => {
    spec.given([assigned('2026-12-01', 0), asked('recarga')]).when(approve()).then([
      approved,
      { type: 'CreditsAdjusted', data: { userId: u, delta: 8, reason: 'Recarga (solicitud 20)' } },
    ]);
  });

  it('approving a renewal queues it from the day the current package ends, under the studio\'s rule', () => {
    const rule = { validity: 'mes' as const, days: null, midMonth: 'prorrateo' as const, alias: '', cbu: '', holder: '' };
    spec.given([assigned('2026-12-01', 2), asked('renovacion')]).when(approve({ rule })).then([approved, queued]);
    const thirty = { ...rule, validity: 'dias' as const, days: 30 };
    spec.given([assigned('2026-12-01', 2), asked('renovacion')]).when(approve({ rule: thirty }))
      .then([approved, { ...queued, data: { ...queued.data, validUntil: '2026-12-31' } }]);
  });

  it('the expiry closes the current package and activates the queued renewal, once', () => {
    const history: MemberEvent[] = [assigned('2026-12-01', 2), asked('renovacion') as never, approved, queued as never];
    const expire = { type: 'ExpirePackage' as const, userId: u, today: '2026-12-01' };
    spec.given(history).when(expire).then([
      { type: 'CreditsExpired', data: { userId: u, packageId: 3, validUntil: '2026-12-01', credits: 2 } },
      { type: 'PackageAssigned', data: { userId: u, packageId: 3, validUntil: '2027-01-01', credits: 8, receiptKey: 'receipts/r20.png', requestId: 20 } },
    ]);
    spec.given(history).when({ ...expire, today: '2026-11-30' }).then([]);
    const activated = [...history, { type: 'CreditsExpired', data: { userId: u, packageId: 3, validUntil: '2026-12-01', credits: 2 } }, { type: 'PackageAssigned', data: { userId: u, packageId: 3, validUntil: '2027-01-01', credits: 8, receiptKey: 'receipts/r20.png', requestId: 20 } }] as MemberEvent[];
    spec.given(activated).when(expire).then([]);
  });
});

describe('a deleted account (memberDeleted)', () => {
  const gone = <C extends MemberCommand>(command: C): C => ({ ...command, memberDeleted: true });
  const deleteMember: MemberCommand = { type: 'DeleteMember', userId: u, today };

  it('closes the package at the deletion, credits and all, and marks the stream', () => {
    spec.given([assigned('2026-12-01', 5)]).when(deleteMember).then([
      { type: 'PackageRemoved', data: { userId: u, packageId: 3, credits: 5 } },
      { type: 'MemberDeleted', data: { userId: u } },
    ]);
    spec.given([]).when(deleteMember).then([{ type: 'MemberDeleted', data: { userId: u } }]);
    spec.given([assigned('2026-12-01', 5)]).when(gone(deleteMember)).then([]);
  });

  it('gives, takes and queues nothing afterwards: USER_DELETED, nothing appended', () => {
    const renew: MemberCommand = { type: 'RenewPackage', userId: u, pkg, today, validUntil: '2026-12-01', credits: 8 };
    const approve: MemberCommand = { type: 'ApproveRequest', userId: u, requestId: 10, pkg, today, validUntil: '2026-12-01' };
    for (const command of [assign(), adjust(3), request(), renew, approve]) {
      spec.given([requested(), assigned()]).when(gone(command)).thenRejects({ status: 409, code: 'USER_DELETED' });
    }
  });

  it('still closes a package past its end, and a request may still be turned down', () => {
    const queued = { type: 'PackageRenewalScheduled' as const, data: { userId: u, packageId: 3, startsOn: '2026-12-01', validUntil: '2027-01-01', credits: 8 } };
    spec.given([assigned('2026-12-01', 2), queued]).when(gone({ type: 'ExpirePackage', userId: u, today: '2026-12-01' })).then([
      { type: 'CreditsExpired', data: { userId: u, packageId: 3, validUntil: '2026-12-01', credits: 2 } },
    ]);
    spec.given([requested()]).when(gone({ type: 'RejectRequest', userId: u, requestId: 10, reason: 'Cuenta eliminada' })).then([
      { type: 'PackageRequestRejected', data: { userId: u, requestId: 10, reason: 'Cuenta eliminada' } },
    ]);
  });
});
