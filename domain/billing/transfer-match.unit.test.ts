import { describe, expect, it } from 'vitest';
import { matchReceipt, payerIsHer, repeatedFiles, type ImportedMovement, type Receipt } from './transfer-match';

const receipt = (over: Partial<Receipt> = {}): Receipt => ({ kind: 'cuota', id: 1, userId: 'ana', name: 'Ana María Pérez', amount: 1_800_000, sentDay: '2026-12-02', operation: null, ...over });
const movement = (over: Partial<ImportedMovement> = {}): ImportedMovement => ({ id: 'm1', operation: '5501', day: '2026-12-01', time: '10:32', amount: 1_800_000, payer: 'PEREZ ANA MARIA', document: null, usedBy: null, ...over });
const fresh = { repeatedFile: false, usedOperations: new Set<string>() };

describe('a receipt against the money that came in', () => {
  it('coincides with her transfer of the same amount, made up to three days before or the day after', () => {
    expect(matchReceipt(receipt(), [movement()], fresh)).toEqual({ status: 'coincide', movement: movement() });
    expect(matchReceipt(receipt({ sentDay: '2026-12-04' }), [movement()], fresh).status).toBe('coincide');
    expect(matchReceipt(receipt({ sentDay: '2026-12-05' }), [movement()], fresh).status).toBe('sin_movimiento');
    expect(matchReceipt(receipt({ sentDay: '2026-11-30' }), [movement()], fresh).status).toBe('coincide');
    expect(matchReceipt(receipt({ sentDay: '2026-11-29' }), [movement()], fresh).status).toBe('sin_movimiento');
  });

  it('says "monto distinto" when her transfer is there for another amount, and nothing of another payer', () => {
    expect(matchReceipt(receipt(), [movement({ amount: 1_000_000 })], fresh)).toEqual({ status: 'monto_distinto', movement: movement({ amount: 1_000_000 }) });
    expect(matchReceipt(receipt(), [movement({ payer: 'GOMEZ LUCIA' })], fresh).status).toBe('sin_movimiento');
  });

  it('never offers a movement that already paid another receipt', () => {
    expect(matchReceipt(receipt(), [movement({ usedBy: { kind: 'paquete', id: 7, userId: 'ana' } })], fresh).status).toBe('sin_movimiento');
  });

  it('flags the same file, or an operation number that already paid, as "comprobante repetido"', () => {
    expect(matchReceipt(receipt(), [movement()], { ...fresh, repeatedFile: true })).toEqual({ status: 'repetido', because: 'archivo' });
    expect(matchReceipt(receipt({ operation: '55-01' }), [movement()], { ...fresh, usedOperations: new Set(['5501']) })).toEqual({ status: 'repetido', because: 'operacion' });
  });

  it('goes by the operation number she typed before the name', () => {
    const other = movement({ id: 'm2', operation: '7777', payer: 'GOMEZ LUCIA' });
    expect(matchReceipt(receipt({ operation: '7777' }), [movement(), other], fresh)).toEqual({ status: 'coincide', movement: other });
    expect(matchReceipt(receipt({ operation: '7777' }), [other], fresh, undefined).status).toBe('coincide');
    expect(matchReceipt(receipt({ operation: '7777', amount: 100 }), [other], fresh).status).toBe('monto_distinto');
  });

  it('takes an anonymous movement (a report without payers) only when one alone has the amount', () => {
    const anon = (id: string) => movement({ id, payer: null, operation: null });
    expect(matchReceipt(receipt(), [anon('a')], fresh).status).toBe('coincide');
    expect(matchReceipt(receipt(), [anon('a'), anon('b')], fresh).status).toBe('sin_movimiento');
  });

  it('knows her by two words of her name, or by an account already matched to her', () => {
    expect(payerIsHer(movement({ payer: 'TRANSF. PÉREZ, ANA' }), 'Ana María Pérez', { names: [], documents: [] })).toBe(true);
    expect(payerIsHer(movement({ payer: 'ANA GOMEZ' }), 'Ana María Pérez', { names: [], documents: [] })).toBe(false);
    expect(payerIsHer(movement({ payer: 'JUAN LOPEZ', document: '20111' }), 'Ana María Pérez', { names: [], documents: ['20111'] })).toBe(true);
    expect(payerIsHer(movement({ payer: 'JUAN LOPEZ' }), 'Ana María Pérez', { names: ['Juan López'], documents: [] })).toBe(true);
  });

  it('treats the first receipt with a file as the original and every later copy as repeated', () => {
    const at = (m: number) => new Date(Date.UTC(2026, 11, 1, 10, m));
    const sent = [
      { kind: 'cuota' as const, id: 2, hash: 'x', sentAt: at(5) },
      { kind: 'paquete' as const, id: 9, hash: 'x', sentAt: at(1) },
      { kind: 'paquete' as const, id: 3, hash: null, sentAt: at(2) },
      { kind: 'cuota' as const, id: 4, hash: 'y', sentAt: at(3) },
    ];
    expect([...repeatedFiles(sent)]).toEqual(['cuota:2']);
  });
});
