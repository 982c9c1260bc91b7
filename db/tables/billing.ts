/** The studio's billing rules (BillingSettingsSet), one row; no row: the defaults. */
export interface BillingSettingsTable {
  id: number;
  grace_days: number;
  debt_mode: 'permitir' | 'avisar' | 'bloquear';
  block_after_days: number;
  allow_credit: boolean;
  auto_approve_matched: boolean;
  /** Days before a price increase her plan's members are told of it. */
  price_notice_days: number;
  last_position: number;
}

/** A member's monthly plan and what she holds in favour; amounts in centavos, dates studio-calendar. */
export interface MonthlyAccountsTable {
  user_id: string;
  package_id: number;
  plan_name: string;
  monthly_price: number;
  starts_on: string;
  /** Her monthly dates count from here: the start, or where a pause or closure moved them. */
  dates_from: string;
  ends_on: string | null;
  cancelled_at: Date | null;
  cancel_reason: string | null;
  cancelled_by_member: boolean | null;
  credit: number;
  /** The price version of her plan she was told is coming (MonthlyPriceIncreaseAnnounced), until it is charged. */
  announced_version: number | null;
  /** Her stream's position last applied, so a redelivered event changes nothing. */
  last_position: number;
}

/** Her report of a payment with its receipt: pendiente until the studio approves or rejects it. */
export interface MonthlyPaymentReportsTable {
  report_id: number;
  user_id: string;
  amount: number;
  method: string;
  receipt_key: string;
  receipt_mime: string;
  receipt_hash: string;
  /** The transfer's operation number she typed, if any. */
  operation: string | null;
  reported_on: string;
  reported_at: Date;
  status: 'pendiente' | 'aprobado' | 'rechazado';
  reason: string | null;
}

/** One month charged and what of it is still owed. */
export interface MonthlyChargesTable {
  user_id: string;
  period: string;
  amount: number;
  owed: number;
}

/** Her money ledger: one line per event of her monthly account, keyed by its stream position. */
export interface MonthlyLedgerTable {
  user_id: string;
  position: number;
  kind: 'plan' | 'cargo' | 'pago' | 'descuento' | 'condonacion' | 'baja' | 'fechas' | 'recargo';
  period: string | null;
  amount: number;
  method: string | null;
  reference: string | null;
  reason: string;
  actor_id: string | null;
  at: Date;
}

/** A movement of money in, imported from the bank's or Mercado Pago's export, and the receipt it paid (if any). */
export interface BankMovementsTable {
  movement_id: string;
  source: 'mp_transacciones' | 'mp_dinero_disponible' | 'banco';
  operation: string | null;
  day: string;
  time: string | null;
  amount: number;
  payer: string | null;
  document: string | null;
  import_id: string;
  imported_at: Date;
  used_kind: 'paquete' | 'cuota' | null;
  used_id: number | null;
  /** Whose receipt it paid; cleared when her account is deleted (the movement stays used). */
  used_user: string | null;
  used_at: Date | null;
}

/** The columns of the owner's bank export (BankColumnsSaved), one row. */
export interface BankColumnsTable {
  id: number;
  fecha: string;
  monto: string;
  operacion: string | null;
  pagador: string | null;
  documento: string | null;
  last_position: number;
}

/** The studio's rule for pauses (PauseSettingsSet), one row; no row: the defaults. */
export interface PauseSettingsTable {
  id: number;
  max_per_year: number;
  max_days_per_year: number;
  approval: 'automatica' | 'estudio';
  last_position: number;
}

/** A package's own pause limits; both null once cleared (the studio's apply again). */
export interface PausePlanLimitsTable {
  package_id: number;
  max_per_year: number | null;
  max_days_per_year: number | null;
  last_position: number;
}

/** One pause a member asked for: the days it covers (both included) and what the studio said. */
export interface MemberPausesTable {
  pause_id: number;
  user_id: string;
  desde: string;
  hasta: string;
  dias: number;
  estado: 'pendiente' | 'aprobada' | 'rechazada' | 'anulada';
  motivo: string | null;
  requested_at: Date;
  decided_at: Date | null;
}

/** One version of a package's price list: centavos per method from a studio day, and the plan's early and late rules. */
export interface PriceVersionsTable {
  package_id: number;
  version_id: number;
  effective_from: string;
  efectivo: number;
  transferencia: number;
  mercado_pago: number;
  early_until_day: number | null;
  early_discount: number | null;
  late_after_day: number | null;
  late_surcharge: number | null;
  cancelled: boolean;
}
