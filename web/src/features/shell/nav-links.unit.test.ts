import { describe, expect, it } from 'vitest';
import { DOCK_SIZES, magnifiedSize } from './dock-magnification';
import { isNavLinkActive, navLinks, navLinksFor } from './nav-links';

const link = (label: string) => {
  const found = navLinks.find((item) => item.label === label);
  if (!found) throw new Error(`no link ${label}`);
  return found;
};

describe('nav active-link rules', () => {
  it('marks Principal active only on the home path', () => {
    expect(isNavLinkActive(link('Principal'), '/')).toBe(true);
    expect(isNavLinkActive(link('Principal'), '/turnos')).toBe(false);
  });

  it('keeps Planificaciones active for any path starting with it', () => {
    expect(isNavLinkActive(link('Planificaciones'), '/planificaciones')).toBe(true);
    expect(isNavLinkActive(link('Planificaciones'), '/planificaciones/42')).toBe(true);
    expect(isNavLinkActive(link('Planificaciones'), '/crearPlanificaciones')).toBe(false);
  });

  it('keeps Admin and Crear planificaciones active for their sub-paths', () => {
    expect(isNavLinkActive(link('Admin'), '/admin/usuarios')).toBe(true);
    expect(isNavLinkActive(link('Crear planificaciones'), '/crearPlanificaciones/7')).toBe(true);
    expect(isNavLinkActive(link('Admin'), '/turnos')).toBe(false);
  });

  it('matches plain sections exactly', () => {
    expect(isNavLinkActive(link('Turnos'), '/turnos')).toBe(true);
    expect(isNavLinkActive(link('Turnos'), '/turnos/')).toBe(true);
    expect(isNavLinkActive(link('Videos'), '/videos-extra')).toBe(false);
  });

  it('keeps Entrenamientos active on a session and an exercise\'s history, not on the coach\'s pages', () => {
    expect(isNavLinkActive(link('Entrenamientos'), '/entrenamientos')).toBe(true);
    expect(isNavLinkActive(link('Entrenamientos'), '/entrenamientos/4f0c')).toBe(true);
    expect(isNavLinkActive(link('Entrenamientos'), '/entrenamientos/ejercicio/Sentadilla')).toBe(true);
    expect(isNavLinkActive(link('Entrenamientos'), '/profesor/entrenamientos')).toBe(false);
  });

  it('offers six links to members, seven to coaches and seven to admins', () => {
    // Entrenamientos beside Planificaciones: the member's own sessions and the coach's comments on them.
    expect(navLinksFor(false).map((item) => item.label)).toEqual(['Principal', 'Planificaciones', 'Entrenamientos', 'Turnos', 'Videos', 'Paquetes']);
    expect(navLinksFor(true).map((item) => item.label)).toEqual(['Principal', 'Planificaciones', 'Turnos', 'Videos', 'Paquetes', 'Admin', 'Crear planificaciones']);
    // A coach (Profesor) runs classes and edits plans, but has no Admin panel (money, packages, roles).
    expect(navLinksFor(false, false, true).map((item) => item.label)).toEqual(['Principal', 'Planificaciones', 'Turnos', 'Videos', 'Paquetes', 'Clases', 'Crear planificaciones']);
  });

  it('offers Cuenta to local accounts only (Clerk manages its own account screens)', () => {
    expect(navLinksFor(false, true).map((item) => item.label)).toEqual(['Principal', 'Planificaciones', 'Entrenamientos', 'Turnos', 'Videos', 'Paquetes', 'Cuenta']);
    expect(navLinksFor(true, true).map((item) => item.label)).toContain('Cuenta');
    expect(navLinksFor(false, false).map((item) => item.label)).not.toContain('Cuenta');
  });
});

describe('dock magnification', () => {
  const desktop = { base: DOCK_SIZES.base, magnified: DOCK_SIZES.magnified, distance: DOCK_SIZES.distance };

  it('grows the icon under the pointer to the magnified size', () => {
    expect(magnifiedSize(0, desktop)).toBe(60);
  });

  it('falls back to the base size at or beyond the distance', () => {
    expect(magnifiedSize(140, desktop)).toBe(40);
    expect(magnifiedSize(-300, desktop)).toBe(40);
    expect(magnifiedSize(70, desktop)).toBe(50);
  });

  it('never magnifies on touch screens', () => {
    expect(magnifiedSize(0, { ...desktop, magnified: DOCK_SIZES.touchMagnified })).toBe(40);
  });
});
