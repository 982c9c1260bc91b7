import type { BookingCreditEvent, MemberEvent } from '../../events/catalog/packages.events';
import type { ForfeitWaivedEvent, LateCancelEvent } from '../../events/catalog/booking.events';
import { creditLine } from '../../domain/booking/policy-ledger-lines';
import type { LedgerKind, MemberPackagesTable } from '../../db/tables/packages';

export type Held = Pick<MemberPackagesTable, 'paquete_id' | 'valido_hasta' | 'creditos_restantes' | 'receipt_request_id'>;

export const NONE: Held = { paquete_id: null, valido_hasta: null, creditos_restantes: 0, receipt_request_id: null };

/** Every event member-packages@v2 folds: the package's, booking's credits, and the booking policy's lines. */
export type CreditEvent = MemberEvent | BookingCreditEvent | LateCancelEvent | ForfeitWaivedEvent;

/** The booking policy's events, which member-packages@v2 writes as ledger lines. */
export const POLICY_LEDGER_TYPES = ['LateCancelForgiven', 'CreditForfeited', 'ForfeitWaived'] as const;

/**
 * What one credit event does to the member's row, whatever they held: a reset sets what they hold (a package
 * assigned, removed or expired), any other event moves the balance by its delta. Every one is also a ledger line,
 * naming the package it gives (`linePackage`) or, when `lineHeld`, the one held before it.
 */
export type CreditStep = { kind: LedgerKind; reason: string | null; delta: number; reset: Held | null; linePackage: number | null; lineHeld: boolean };

export function creditStep(event: CreditEvent): CreditStep {
  const held = { delta: 0, reason: null, linePackage: null, lineHeld: true };
  switch (event.type) {
    case 'PackageAssigned': {
      const d = event.data;
      const reset = { paquete_id: d.packageId, valido_hasta: d.validUntil, creditos_restantes: d.credits, receipt_request_id: d.requestId ?? null };
      return { ...held, kind: 'assigned', reset, linePackage: d.packageId, lineHeld: false };
    }
    case 'PackageRemoved':
      return { ...held, kind: 'removed', reset: NONE };
    case 'CreditsExpired':
      return { ...held, kind: 'expired', reset: NONE, linePackage: event.data.packageId, lineHeld: false };
    case 'CreditsAdjusted':
      return { ...held, kind: 'adjusted', reset: null, delta: event.data.delta, reason: event.data.reason };
    case 'CreditConsumed':
    case 'CreditRestored':
    case 'LateCancelForgiven':
    case 'CreditForfeited':
    case 'ForfeitWaived': {
      const line = creditLine(event);
      return { ...held, kind: line.kind, reset: null, delta: line.delta, reason: line.reason };
    }
    default:
      throw new Error(`member-packages@v2 does not fold ${event.type}`);
  }
}
