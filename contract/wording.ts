/**
 * Words the server and the web app both say for the same codes: the CSV exports (services/reports/report-export.ts)
 * use the screens' words, so a studio reads the same "Clase reservada" in the app and in its spreadsheet. Plain
 * TypeScript with no imports, so the web app takes them without pulling TypeBox into its bundle.
 */

/** The credit ledger's kinds (credit_ledger.kind), as the member's credit history says them. */
export const CREDIT_LEDGER_KIND_LABELS: Readonly<Record<string, string>> = {
  assigned: 'Paquete asignado',
  removed: 'Paquete quitado',
  adjusted: 'Ajuste de créditos',
  expired: 'Vencimiento del paquete',
  consumed: 'Clase reservada',
  restored: 'Clase cancelada',
  'late-forgiven': 'Cancelación tardía sin costo',
  forfeited: 'Crédito perdido por cancelación tardía',
  waived: 'Crédito devuelto por el estudio',
  moved: 'Turno movido',
  'expiry-moved': 'Vencimiento corrido',
};

/** The income kinds of the reports (report_entries), as the income drill-down says them. */
export const INCOME_KIND_LABELS: Readonly<Record<string, string>> = {
  venta: 'Venta',
  renovacion: 'Renovación',
  recarga: 'Recarga',
  reversion: 'Paquete quitado',
  reemplazo: 'Reasignación',
  cuota: 'Pago de cuota',
};

/** Where a member's monthly plan stands: her card, the staff's lists and the time machine say it the same way. */
export const ACCOUNT_STATE_LABELS: Readonly<Record<'al_dia' | 'debe' | 'en_mora', string>> = { al_dia: 'Al día', debe: 'Debe', en_mora: 'En mora' };
