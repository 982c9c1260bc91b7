import { describe, expect, it } from 'vitest';
import { formatPrice, formatPriceShort } from './format-price';

// Intl separates the sign from the amount with a no-break space; compare with a plain one.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('ARS prices', () => {
  it('shows whole pesos without cents, with dots for thousands', () => {
    expect(plain(formatPrice(18000))).toBe('$ 18.000');
    expect(plain(formatPrice(0))).toBe('$ 0');
    expect(plain(formatPrice(1234567))).toBe('$ 1.234.567');
  });

  it('shows cents, after a comma, only when there are any', () => {
    expect(plain(formatPrice(28000.5))).toBe('$ 28.000,50');
    expect(plain(formatPrice(99.99))).toBe('$ 99,99');
  });

  it('shortens millions for headline figures and leaves smaller amounts whole', () => {
    expect(plain(formatPriceShort(1_200_000))).toBe('$1,2 M');
    expect(plain(formatPriceShort(58000))).toBe('$ 58.000');
  });
});
