import { describe, expect, it } from 'vitest';
import { withoutFinalPeriod } from './sentence';

describe('withoutFinalPeriod', () => {
  it('drops the periods a typed reason ends with, so ours is the only one', () => {
    expect(withoutFinalPeriod('Falta el pago.')).toBe('Falta el pago');
    expect(withoutFinalPeriod('Falta el pago... ')).toBe('Falta el pago');
    expect(withoutFinalPeriod('Falta el pago')).toBe('Falta el pago');
  });
});
