import { describe, expect, it } from 'vitest';
import { notBookable } from './bookable';

const pkg = (creditos_restantes: number) => ({ paquete_id: 3, nombre: '8 clases', valido_hasta: '2026-12-01', creditos_restantes, dias_restantes: 10 });

describe('notBookable', () => {
  it('says a member without credits cannot book, whatever the class', () => {
    expect(notBookable(pkg(0), [], 2)).toBe('no-credits');
  });

  it("marks a class of another discipline than the package's as not included", () => {
    expect(notBookable(pkg(3), [5], 2)).toBe('not-included');
    expect(notBookable(pkg(3), [2], 2)).toBeNull();
    expect(notBookable(pkg(3), [], 2)).toBeNull();
    expect(notBookable(pkg(3), undefined, 2)).toBeNull();
  });

  it('books any discipline of a package limited to several, and marks the others', () => {
    expect(notBookable(pkg(3), [2, 3], 2)).toBeNull();
    expect(notBookable(pkg(3), [2, 3], 3)).toBeNull();
    expect(notBookable(pkg(3), [2, 3], 4)).toBe('not-included');
  });
});
