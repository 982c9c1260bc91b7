import { describe, expect, it } from 'vitest';
import { lastValidDay, validoHastaFor, validThrough } from './package-validity';

describe('a package end as people read it', () => {
  it('names the last day it counts, the day before valido_hasta, across months and years', () => {
    expect(lastValidDay('2026-12-01')).toBe('2026-11-30');
    expect(lastValidDay('2027-01-01')).toBe('2026-12-31');
    expect(lastValidDay('2028-03-01')).toBe('2028-02-29');
    expect(validThrough('2027-01-01')).toBe('hasta el jueves 31 de diciembre');
  });

  it('turns a chosen last day back into valido_hasta, and leaves a half-typed one alone', () => {
    expect(validoHastaFor('2026-12-31')).toBe('2027-01-01');
    expect(validoHastaFor(lastValidDay('2026-12-23'))).toBe('2026-12-23');
    expect(validoHastaFor('')).toBe('');
    expect(lastValidDay('')).toBe('');
  });
});
