import { describe, expect, it } from 'vitest';
import { roleChanged, roleChangeQuestion } from './role-change';

describe('the question before a role changes', () => {
  it('tells what a Profesor can do and that money stays out of reach', () => {
    const q = roleChangeQuestion('Martín Pereyra', 'coach');
    expect(q.title).toBe('¿Cambiar el rol de Martín Pereyra a Profesor?');
    expect(q.description).toMatch(/^Podrá ver las clases/);
    expect(q.description).toContain('No verá pagos, paquetes ni reportes');
    expect(q.confirmLabel).toBe('Cambiar a Profesor');
  });

  it('warns that an Administrador sees money and can change roles, and what a Socio loses', () => {
    expect(roleChangeQuestion('Ana', 'admin').description).toContain('ver pagos y reportes');
    expect(roleChangeQuestion('Ana', 'admin').description).toContain('cambiar roles');
    expect(roleChangeQuestion('Ana', 'member').description).toMatch(/^Dejará de ver/);
    expect(roleChanged('Ana Gómez', 'admin')).toBe('Ana Gómez ahora es Administrador.');
  });
});
