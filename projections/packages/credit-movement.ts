import type { BookingCreditEvent, MemberEvent } from '../../events/catalog/packages.events';
import type { ForfeitWaivedEvent, LateCancelEvent } from '../../events/catalog/booking.events';
import { policyLedgerLine } from '../../domain/booking/policy-ledger-lines';
import type { LedgerKind, MemberPackagesTable } from '../../db/tables/packages';

export type Held = Pick<MemberPackagesTable, 'paquete_id' | 'valido_hasta' | 'creditos_restantes' | 'receipt_request_id'>;
export type Movement = { next: Held; kind: LedgerKind; reason: string | null; packageId: number | null };

export const NONE: Held = { paquete_id: null, valido_hasta: null, creditos_restantes: 0, receipt_request_id: null };

/** Every event member-packages@v2 folds: the package's, booking's credits, and the booking policy's lines. */
export type CreditEvent = MemberEvent | BookingCreditEvent | LateCancelEvent | ForfeitWaivedEvent;

/** The booking policy's events, which member-packages@v2 writes as ledger lines (the fast path mirrors them). */
export const POLICY_LEDGER_TYPES = ['LateCancelForgiven', 'CreditForfeited', 'ForfeitWaived'] as const;


/** What one credit event does to the member's row; every one of them is also a ledger line. */
export function movement(event: CreditEvent, held: Held): Movement | undefined {
  switch (event.type) {
    case 'PackageAssigned': {
      const d = event.data;
      const next = { paquete_id: d.packageId, valido_hasta: d.validUntil, creditos_restantes: d.credits, receipt_request_id: d.requestId ?? null };
      return { next, kind: 'assigned', reason: null, packageId: d.packageId };
    }
    case 'PackageRemoved':
      return { next: NONE, kind: 'removed', reason: null, packageId: held.paquete_id };
    case 'CreditsExpired':
      return { next: NONE, kind: 'expired', reason: null, packageId: event.data.packageId };
    case 'CreditsAdjusted':
      return { next: { ...held, creditos_restantes: held.creditos_restantes + event.data.delta }, kind: 'adjusted', reason: event.data.reason, packageId: held.paquete_id };
    case 'CreditConsumed':
      return { next: { ...held, creditos_restantes: held.creditos_restantes - (event.data.credits ?? 1) }, kind: 'consumed', reason: null, packageId: held.paquete_id };
    case 'CreditRestored':
      return { next: { ...held, creditos_restantes: held.creditos_restantes + (event.data.credits ?? 1) }, kind: 'restored', reason: null, packageId: held.paquete_id };
    case 'LateCancelForgiven':
    case 'CreditForfeited':
    case 'ForfeitWaived': {
      const line = policyLedgerLine(event);
      return { next: { ...held, creditos_restantes: held.creditos_restantes + line.delta }, kind: line.kind, reason: line.reason, packageId: held.paquete_id };
    }
    default:
      return undefined;
  }
}
