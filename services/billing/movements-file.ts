import { parse } from 'csv-parse/sync';
import { fail } from '../../events/framework/errors';
import { readMovements, type ColumnMapping, type Movement, type MovementSource } from '../../domain/billing/bank-movements';

// Beyond a few months of a busy studio's statement: a larger file is the wrong export, and one transaction imports it.
export const MAX_ROWS = 2000;

/**
 * The export's rows, split by a CSV parser: comma, semicolon or tab, as the first line uses (Argentine banks write
 * ";" where the decimal comma is taken, Mercado Pago ","), with a BOM or without.
 */
export function csvRecords(text: string): string[][] {
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const delimiter = [';', '\t', ','].map((d) => ({ d, n: firstLine.split(d).length })).sort((a, b) => b.n - a.n)[0]!.d;
  let records: string[][];
  try {
    records = parse(text, { delimiter, bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: true });
  } catch {
    throw fail('CSV_UNREADABLE');
  }
  if (records.length - 1 > MAX_ROWS) throw fail('CSV_TOO_LARGE', { max: MAX_ROWS });
  return records;
}

const headerOf = (records: string[][]) => (records[0] ?? []).map((h) => h.trim().replace(/^\uFEFF/, ''));

/** The names of the file's columns, for the owner to map her bank's. */
export const csvHeader = (text: string) => headerOf(csvRecords(text));

/** The file's header and its movements of money in, read with the source's columns; refused in Spanish otherwise. */
export function readMovementsFile(text: string, source: MovementSource, columns: ColumnMapping | null, tz: string): { header: string[]; movements: Movement[] } {
  const records = csvRecords(text);
  const read = readMovements(records, source, columns, tz);
  if ('refusal' in read) {
    const { refusal } = read;
    throw 'params' in refusal ? fail(refusal.code, refusal.params as never) : fail(refusal.code);
  }
  return { header: headerOf(records), movements: read.movements };
}
