import { studioTime } from '../time/studio-time';

/**
 * Money received, as the studio's bank or Mercado Pago exports it, read from the export's rows (already split by a
 * CSV parser). Pure: a row becomes a movement in the studio's calendar, in whole centavos; what it needs of the file
 * is named by its column headers, fixed for Mercado Pago's published reports and chosen by the owner for her bank.
 * docs/features/verified-transfers.md describes both reports.
 */

export type MovementSource = 'mp_transacciones' | 'mp_dinero_disponible' | 'banco';

/** Which column holds each fact; `fecha` and `monto` are needed, the rest sharpen the match when the file has them. */
export interface ColumnMapping {
  fecha: string;
  monto: string;
  operacion?: string;
  pagador?: string;
  documento?: string;
}

interface Format {
  label: string;
  columns: ColumnMapping;
  /** Rows kept: only those whose column holds one of these values (a report also lists refunds, fees, balances). */
  only?: { column: string; values: string[] };
}

/**
 * Mercado Pago's reports, by the column names its developer documentation publishes: "Todas las transacciones"
 * (the settlement report: one row per operation, the payer's name and document among its optional columns) and
 * "Dinero disponible" (the release report: money credited to the account). A bank's export has no one layout, so
 * its columns are the owner's choice, saved for the next import.
 */
export const MOVEMENT_FORMATS: Record<Exclude<MovementSource, 'banco'>, Format> = {
  mp_transacciones: {
    label: 'Mercado Pago · Todas las transacciones',
    columns: { fecha: 'TRANSACTION_DATE', monto: 'TRANSACTION_AMOUNT', operacion: 'SOURCE_ID', pagador: 'PAYER_NAME', documento: 'PAYER_ID_NUMBER' },
    only: { column: 'TRANSACTION_TYPE', values: ['SETTLEMENT'] },
  },
  mp_dinero_disponible: {
    label: 'Mercado Pago · Dinero disponible',
    columns: { fecha: 'DATE', monto: 'NET_CREDIT_AMOUNT', operacion: 'SOURCE_ID' },
    only: { column: 'RECORD_TYPE', values: ['release'] },
  },
};

export const SOURCE_LABELS: Record<MovementSource, string> = {
  mp_transacciones: MOVEMENT_FORMATS.mp_transacciones.label,
  mp_dinero_disponible: MOVEMENT_FORMATS.mp_dinero_disponible.label,
  banco: 'Banco',
};

/** One movement of money in, in the studio's calendar. */
export interface Movement {
  /** The file's line (1 is the header), so the owner can find it. */
  line: number;
  operation: string | null;
  day: string;
  /** HH:mm, when the export says the time. */
  time: string | null;
  amount: number;
  payer: string | null;
  document: string | null;
}

/** Why a file cannot be read, as the route's error code and what its message names. */
export type CsvRefusal =
  | { code: 'CSV_EMPTY' }
  | { code: 'CSV_MAPPING_REQUIRED' }
  | { code: 'CSV_UNKNOWN_COLUMNS'; params: { columns: string } }
  | { code: 'CSV_ROW_INVALID'; params: { line: number; value: string } };

class Refused extends Error {
  constructor(readonly refusal: CsvRefusal) {
    super(refusal.code);
  }
}
const refuse = (refusal: CsvRefusal): never => {
  throw new Refused(refusal);
};

const OPTIONAL_IN_REPORT: (keyof ColumnMapping)[] = ['pagador', 'documento'];

/**
 * The movements of money in that a file's rows hold, read with the source's columns. Refused, naming them, when the
 * header lacks a column the source needs (CSV_UNKNOWN_COLUMNS: most often another report than the one chosen); a row
 * whose date or amount cannot be read is refused with its line (CSV_ROW_INVALID). Nothing is read of a refused file. Rows of money out or zero are left
 * out: they pay nobody's fee.
 */
export function readMovements(records: string[][], source: MovementSource, mapping: ColumnMapping | null, tz: string): { movements: Movement[] } | { refusal: CsvRefusal } {
  try {
    return { movements: read(records, source, mapping, tz) };
  } catch (error) {
    if (error instanceof Refused) return { refusal: error.refusal };
    throw error;
  }
}

function read(records: string[][], source: MovementSource, mapping: ColumnMapping | null, tz: string): Movement[] {
  const [header, ...rows] = records;
  if (!header) return refuse({ code: 'CSV_EMPTY' });
  const format = source === 'banco' ? { columns: requireMapping(mapping), only: undefined } : MOVEMENT_FORMATS[source];
  const index = new Map(header.map((name, i) => [name.trim().replace(/^\uFEFF/, ''), i]));
  const needed = Object.entries(format.columns).filter(([fact, column]) => column && !(source !== 'banco' && OPTIONAL_IN_REPORT.includes(fact as keyof ColumnMapping)));
  const missing = needed.map(([, column]) => column as string).filter((column) => !index.has(column));
  if (format.only && !index.has(format.only.column)) missing.push(format.only.column);
  if (missing.length) refuse({ code: 'CSV_UNKNOWN_COLUMNS', params: { columns: missing.join(', ') } });
  const cell = (row: string[], column: string | undefined) => (column && index.has(column) ? (row[index.get(column)!] ?? '').trim() : '');

  const movements: Movement[] = [];
  rows.forEach((row, i) => {
    const line = i + 2;
    if (row.every((value) => !value.trim())) return;
    if (format.only && !format.only.values.includes(cell(row, format.only.column))) return;
    const amountText = cell(row, format.columns.monto);
    if (!amountText) return;
    const amount = parseAmount(amountText) ?? refuse({ code: 'CSV_ROW_INVALID', params: { line, value: amountText } });
    if (amount <= 0) return;
    const when = parseWhen(cell(row, format.columns.fecha), tz) ?? refuse({ code: 'CSV_ROW_INVALID', params: { line, value: cell(row, format.columns.fecha) } });
    movements.push({
      line,
      operation: cell(row, format.columns.operacion) || null,
      ...when,
      amount,
      payer: cell(row, format.columns.pagador) || null,
      document: digitsOf(cell(row, format.columns.documento)) || null,
    });
  });
  return movements;
}

function requireMapping(mapping: ColumnMapping | null): ColumnMapping {
  if (!mapping?.fecha?.trim() || !mapping.monto?.trim()) return refuse({ code: 'CSV_MAPPING_REQUIRED' });
  return mapping;
}

/**
 * "$ 15.000,50" (Argentine style), "15000.50" (Mercado Pago's) or "15000" as centavos; null when it is not an amount.
 * With both separators the last one is the decimal; a lone "." before exactly three digits groups thousands, as
 * "15.000" does on an Argentine statement.
 */
export function parseAmount(text: string): number | null {
  const clean = text.replace(/[$\s]|ARS/g, '');
  if (!/^-?[\d.,]+$/.test(clean)) return null;
  const lastDot = clean.lastIndexOf('.');
  const lastComma = clean.lastIndexOf(',');
  let normal: string;
  if (lastDot >= 0 && lastComma >= 0) normal = lastComma > lastDot ? clean.replace(/\./g, '').replace(',', '.') : clean.replace(/,/g, '');
  else if (lastComma >= 0) normal = /,\d{3}$/.test(clean) && clean.split(',').length > 2 ? clean.replace(/,/g, '') : clean.replace(',', '.');
  else if (lastDot >= 0) normal = /^-?\d{1,3}(\.\d{3})+$/.test(clean) ? clean.replace(/\./g, '') : clean;
  else normal = clean;
  if (!/^-?\d+(\.\d{1,2})?$/.test(normal)) return null;
  const [whole, fraction = ''] = normal.replace('-', '').split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return normal.startsWith('-') ? -cents : cents;
}

/**
 * An ISO instant (Mercado Pago: "2026-12-01T10:32:15.000-03:00") read in the studio's time zone, or a day as a bank
 * writes it ("01/12/2026", "01/12/26", "2026-12-01"), with "10:32" after it when it says the time.
 */
export function parseWhen(text: string, tz: string): { day: string; time: string | null } | null {
  if (/^\d{4}-\d{2}-\d{2}T/.test(text)) {
    const instant = new Date(text);
    if (Number.isNaN(instant.getTime())) return null;
    const local = studioTime(instant, tz);
    return { day: local.date, time: local.time.slice(0, 5) };
  }
  const match = /^(?:(\d{4})-(\d{2})-(\d{2})|(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2}))(?:[ T](\d{1,2}):(\d{2}))?(?!\d)/.exec(text);
  if (!match) return null;
  const [, isoY, isoM, isoD, d, m, y, hh, mm] = match;
  const year = isoY ?? (y!.length === 2 ? `20${y}` : y!);
  const day = `${year}-${(isoM ?? m!).padStart(2, '0')}-${(isoD ?? d!).padStart(2, '0')}`;
  const check = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(check.getTime()) || check.toISOString().slice(0, 10) !== day) return null;
  return { day, time: hh ? `${hh.padStart(2, '0')}:${mm}` : null };
}

const digitsOf = (text: string) => text.replace(/\D/g, '');
