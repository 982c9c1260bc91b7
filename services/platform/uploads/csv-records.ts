import { parse } from 'csv-parse/sync';
import { fail } from '../../../events/framework/errors';

/**
 * A spreadsheet's or a bank's export, split into rows by a CSV parser: comma, semicolon or tab, as the first line uses
 * (Argentine banks write ";" where the decimal comma is taken, Mercado Pago ","), with a BOM or without. More than
 * `maxRows` rows after the header is the wrong file.
 */
export function csvRecords(text: string, maxRows: number): string[][] {
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const delimiter = [';', '\t', ','].map((d) => ({ d, n: firstLine.split(d).length })).sort((a, b) => b.n - a.n)[0]!.d;
  let records: string[][];
  try {
    records = parse(text, { delimiter, bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: true });
  } catch {
    throw fail('CSV_UNREADABLE');
  }
  if (records.length - 1 > maxRows) throw fail('CSV_TOO_LARGE', { max: maxRows });
  return records;
}

