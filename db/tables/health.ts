/** The studio's health settings (HealthSettingsSet): one row, absent until the studio saves any. */
export interface HealthSettingsTable {
  id: number;
  mode: 'no_pedir' | 'avisar' | 'bloquear';
  certificate_always: boolean;
  validity_days: number;
  last_position: number;
}

/** Every version of the studio's terms and waiver, with its full text. */
export interface StudioTermsTable {
  version: number;
  terms: string;
  waiver: string;
  /** The command's clock, ISO. */
  published_at: string;
}

export interface TermsAcceptancesTable {
  user_id: string;
  version: number;
  accepted_at: string;
}

/** A member's sworn health statements; the latest counts. */
export interface HealthStatementsTable {
  user_id: string;
  statement_no: number;
  form: 'adulto' | 'menor';
  answers: { id: string; yes: boolean }[];
  condition: string;
  emergency_name: string;
  emergency_phone: string;
  guardian_name: string | null;
  guardian_dni: string | null;
  certificate_key: string | null;
  certificate_mime: string | null;
  /** Studio-calendar YYYY-MM-DD. */
  signed_on: string;
  /** The first studio day it no longer counts. */
  expires_on: string;
  /** The nearest reminder already recorded (30 or 7 days before), or null. */
  last_reminder_days: number | null;
}
