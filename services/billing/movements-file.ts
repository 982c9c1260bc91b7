import { fail } from '../../events/framework/errors';
import { csvRecords } from '../platform/uploads/csv-records';
import { readMovements, type ColumnMapping, type Movement, type MovementSource } from '../../domain/billing/bank-movements';

// Beyond a few months of a busy studio's statement: a larger file is the wrong export, and one transaction imports it.
export const MAX_ROWS = 2000;

const headerOf = (records: string[][]) => (records[0] ?? []).map((h) => h.trim().replace(/^\uFEFF/, ''));

/** The names of the file's columns, for the owner to map her bank's. */
export const csvHeader = (text: string) => headerOf(csvRecords(text, MAX_ROWS));

/** The file's header and its movements of money in, read with the source's columns; refused in Spanish otherwise. */
export function readMovementsFile(text: string, source: MovementSource, columns: ColumnMapping | null, tz: string): { header: string[]; movements: Movement[] } {
  const records = csvRecords(text, MAX_ROWS);
  const read = readMovements(records, source, columns, tz);
  if ('refusal' in read) {
    const { refusal } = read;
    throw 'params' in refusal ? fail(refusal.code, refusal.params as never) : fail(refusal.code);
  }
  return { header: headerOf(records), movements: read.movements };
}
