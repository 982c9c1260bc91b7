import { fail } from '../../events/framework/errors';

/**
 * CSV for spreadsheet programs (report exports). Written by hand rather than with csv-stringify: the quoting rule
 * is a few lines (RFC 4180: quote a cell holding the separator, a quote or a line break; double its quotes), and
 * the two things a library would not do for us are ours anyway: the BOM and the formula guard.
 *
 * Separator ";": Excel set to es-AR (and every locale whose decimal mark is the comma) splits a double-clicked
 * .csv on the list separator of Windows' regional settings, which there is ";". With "," every row would land in
 * one column, and amounts written with a decimal comma ("109000,50") would be split in two.
 */
export const CSV_SEPARATOR = ';';

/**
 * The two dialects an export offers (`separador=puntoycoma|coma`): ";" with a decimal comma for Excel in Spanish
 * (the default), "," with a decimal point for Google Sheets and Excel in English, whose list separator is the
 * comma. LibreOffice asks on opening and reads either. Dates stay dd/mm/aaaa in both.
 */
export interface CsvFormat {
  separator: ';' | ',';
  decimal: ',' | '.';
}
export const CSV_ES: CsvFormat = { separator: ';', decimal: ',' };
export const CSV_EN: CsvFormat = { separator: ',', decimal: '.' };

/** `separador` of an export's query: puntoycoma (default) or coma, else a Spanish 400. */
export function csvFormatOf(separador: string | undefined): CsvFormat {
  if (separador === undefined || separador === '' || separador === 'puntoycoma') return CSV_ES;
  if (separador === 'coma') return CSV_EN;
  throw fail('CSV_SEPARATOR_UNKNOWN');
}

/** The UTF-8 byte order mark: without it Excel reads the file as Windows-1252 and "Créditos" comes out as "CrÃ©ditos". */
export const UTF8_BOM = '\uFEFF';

const NUMBER = /^-?\d+([.,]\d+)?$/;

/**
 * One cell. A text starting with = + - @ (or a tab or carriage return) would run as a formula when the file is
 * opened (CSV injection: a member named "=HYPERLINK(…)"), so it gets a leading apostrophe, as OWASP recommends.
 * A cell that is only a number ("-30000", "1234,50") cannot run anything and stays a number for the spreadsheet.
 */
export function csvCell(value: string | number | null | undefined, separator: CsvFormat['separator'] = CSV_SEPARATOR): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'number' ? String(value) : value;
  if (/^[=+\-@\t\r]/.test(text) && !NUMBER.test(text)) text = `'${text}`;
  const special = separator === ',' ? /[",\r\n]/ : /[";\r\n]/;
  return special.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file: BOM, header row and rows, CRLF line ends (what Excel writes and expects). */
export function csvDocument(headers: readonly string[], rows: readonly (readonly (string | number | null | undefined)[])[], format: CsvFormat = CSV_ES): string {
  const lines = [headers, ...rows].map((row) => row.map((cell) => csvCell(cell, format.separator)).join(format.separator));
  return `${UTF8_BOM}${lines.join('\r\n')}\r\n`;
}

/** YYYY-MM-DD as dd/mm/aaaa. */
export function csvDate(isoDate: string): string {
  const [y, m, d] = isoDate.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}

/** An amount as the spreadsheet reads a number: the format's decimal mark, no thousands mark (es-AR Excel would read "109.000" as 109). */
export function csvAmount(value: number, format: CsvFormat = CSV_ES): string {
  const rounded = Math.round(value * 100) / 100;
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(2).replace('.', format.decimal);
}
