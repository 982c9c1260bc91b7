import { describe, expect, it } from 'vitest';
import { parseAmount, parseWhen, readMovements } from './bank-movements';

const TZ = 'America/Argentina/Buenos_Aires';

describe('reading a movements export', () => {
  it('reads amounts the way Argentine banks and Mercado Pago write them, in centavos', () => {
    expect(parseAmount('$ 15.000,50')).toBe(1_500_050);
    expect(parseAmount('15000.50')).toBe(1_500_050);
    expect(parseAmount('15.000')).toBe(1_500_000);
    expect(parseAmount('1,234,567.5')).toBe(123_456_750);
    expect(parseAmount('18000')).toBe(1_800_000);
    expect(parseAmount('-2500,00')).toBe(-250_000);
    expect(parseAmount('quince')).toBeNull();
    expect(parseAmount('1.2.3,4,5')).toBeNull();
  });

  it("reads Mercado Pago's instants in the studio's time zone and a bank's day with or without the time", () => {
    expect(parseWhen('2026-12-01T01:30:00.000-00:00', TZ)).toEqual({ day: '2026-11-30', time: '22:30' });
    expect(parseWhen('01/12/2026 10:32', TZ)).toEqual({ day: '2026-12-01', time: '10:32' });
    expect(parseWhen('1/12/26', TZ)).toEqual({ day: '2026-12-01', time: null });
    expect(parseWhen('31/02/2026', TZ)).toBeNull();
    expect(parseWhen('ayer', TZ)).toBeNull();
  });

  it('keeps only money in from "Todas las transacciones": settlements, not refunds', () => {
    const rows = [
      ['SOURCE_ID', 'TRANSACTION_TYPE', 'TRANSACTION_AMOUNT', 'TRANSACTION_DATE', 'PAYER_NAME', 'PAYER_ID_NUMBER'],
      ['111', 'SETTLEMENT', '18000.00', '2026-12-01T10:32:00.000-03:00', 'Ana Pérez', '27-12345678-9'],
      ['112', 'REFUND', '-18000.00', '2026-12-02T10:00:00.000-03:00', 'Ana Pérez', ''],
      ['', '', '', '', '', ''],
    ];
    expect(readMovements(rows, 'mp_transacciones', null, TZ)).toEqual({
      movements: [{ line: 2, operation: '111', day: '2026-12-01', time: '10:32', amount: 1_800_000, payer: 'Ana Pérez', document: '27123456789' }],
    });
  });

  it("reads a report without the optional payer columns, and refuses another report's file naming what it lacks", () => {
    const release = [['DATE', 'SOURCE_ID', 'RECORD_TYPE', 'NET_CREDIT_AMOUNT'], ['2026-12-01T10:00:00-03:00', '9', 'release', '5000.00'], ['2026-12-01T10:00:00-03:00', '', 'total', '5000.00']];
    expect(readMovements(release, 'mp_dinero_disponible', null, TZ)).toEqual({ movements: [{ line: 2, operation: '9', day: '2026-12-01', time: '10:00', amount: 500_000, payer: null, document: null }] });
    expect(readMovements(release, 'mp_transacciones', null, TZ)).toEqual({ refusal: { code: 'CSV_UNKNOWN_COLUMNS', params: { columns: 'TRANSACTION_DATE, TRANSACTION_AMOUNT, TRANSACTION_TYPE' } } });
  });

  it("reads a bank's export by the columns the owner chose, and refuses a row it cannot read with its line", () => {
    const rows = [['Fecha', 'Concepto', 'Crédito', 'Débito', 'Comprobante'], ['01/12/2026', 'TRANSF PEREZ ANA', '18.000,00', '', '5501'], ['02/12/2026', 'COMISION', '', '150,00', '5502']];
    const columns = { fecha: 'Fecha', monto: 'Crédito', pagador: 'Concepto', operacion: 'Comprobante' };
    expect(readMovements(rows, 'banco', columns, TZ)).toEqual({ movements: [{ line: 2, operation: '5501', day: '2026-12-01', time: null, amount: 1_800_000, payer: 'TRANSF PEREZ ANA', document: null }] });
    expect(readMovements(rows, 'banco', { ...columns, monto: 'Importe' }, TZ)).toEqual({ refusal: { code: 'CSV_UNKNOWN_COLUMNS', params: { columns: 'Importe' } } });
    expect(readMovements(rows, 'banco', null, TZ)).toEqual({ refusal: { code: 'CSV_MAPPING_REQUIRED' } });
    const bad = [rows[0]!, ['mañana', 'X', '100,00', '', '1']];
    expect(readMovements(bad, 'banco', columns, TZ)).toEqual({ refusal: { code: 'CSV_ROW_INVALID', params: { line: 2, value: 'mañana' } } });
    expect(readMovements([], 'banco', columns, TZ)).toEqual({ refusal: { code: 'CSV_EMPTY' } });
  });
});
