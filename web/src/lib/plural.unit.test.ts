import { describe, expect, it } from 'vitest';
import { countOf, plural } from './plural';

describe('countOf', () => {
  it('takes the singular for a count of 1 and the plural for any other', () => {
    expect(countOf(1, 'presente', 'presentes')).toBe('1 presente');
    expect(countOf(0, 'presente', 'presentes')).toBe('0 presentes');
    expect(countOf(3, 'cancelación tardía', 'cancelaciones tardías')).toBe('3 cancelaciones tardías');
    expect(plural(1, 'socio', 'socios')).toBe('socio');
  });

  it('writes the number with the format it is given', () => {
    expect(countOf(1200, 'socio', 'socios', (n) => n.toLocaleString('es-AR'))).toBe('1.200 socios');
  });
});
