import type { Generated } from 'kysely';

/** The package a member holds; booking's credit guard row (CHECK creditos_restantes >= 0). */
export interface MemberPackagesTable {
  user_id: string;
  paquete_id: number | null;
  /** Studio-calendar YYYY-MM-DD: the package counts until this day begins. */
  valido_hasta: string | null;
  creditos_restantes: number;
  /** A monthly plan's month by the week: bookings a week it allows (null: the credits are the limit). */
  clases_por_semana: number | null;
  /** A monthly plan's month unlimited: her credits only bound the month. */
  libre: Generated<boolean>;
  receipt_request_id: number | null;
  last_position: number;
  updated_at: Date;
}

/** A renewal waiting for the member's package to end; package_id NULL: none waits (it started). */
export interface QueuedRenewalsTable {
  user_id: string;
  package_id: number | null;
  /** The approved request it comes from; NULL for the admin's renewal (Usuarios, bulk). */
  request_id: number | null;
  /** Studio-calendar YYYY-MM-DD: the day it starts (the day the current package stops counting). */
  starts_on: string | null;
  valid_until: string | null;
  credits: number | null;
  last_position: number;
}

export interface PackageRequestsTable {
  id: number;
  user_id: string;
  paquete_id: number;
  receipt_key: string;
  receipt_mime: string;
  /** The receipt's SHA-256 (requests sent before it was kept have none). */
  receipt_hash: string | null;
  /** The transfer's operation number she typed (null: none). */
  operation: string | null;
  /** What she was asked to transfer, in centavos (null: her package's price). */
  amount_cents: number | null;
  status: 'pending' | 'approved' | 'rejected';
  /** A first package, a renewal (queued after the current one) or a top-up (credits now). */
  kind: 'nuevo' | 'renovacion' | 'recarga';
  reason: string | null;
  requested_at: Date;
  decided_at: Date | null;
  decided_by: string | null;
}

export type LedgerKind = 'assigned' | 'removed' | 'adjusted' | 'expired' | 'consumed' | 'restored' | 'late-forgiven' | 'forfeited' | 'waived' | 'moved' | 'expiry-moved';

export interface CreditLedgerTable {
  position: number;
  user_id: string;
  at: Date;
  kind: LedgerKind;
  delta: number;
  balance: number;
  paquete_id: number | null;
  actor_id: string | null;
  reason: string | null;
}

/**
 * A booking that followed its moved class (BookingMoved), so its credit events make one ledger line: `booking_id` at
 * the new time, `from_booking_id` the one it replaced, `balance_before` set by the move's CreditRestored.
 */
export interface CreditLedgerMovesTable {
  booking_id: number;
  from_booking_id: number;
  reason: string;
  balance_before: number | null;
}

/** The studio's package settings: one row (id 1) once the admin has saved them. */
export interface PackageSettingsTable {
  id: number;
  validity: 'mes' | 'dias';
  days: number | null;
  mid_month: 'completo' | 'prorrateo' | 'siguiente';
  alias: string;
  cbu: string;
  holder: string;
  last_position: number;
  updated_at: Date;
}
