import { describe, expect, it } from 'vitest';
import { DOCK_TABS, dockLinksFor, isNavLinkActive, navLinks, navLinksFor } from './nav-links';

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

  it('offers seven links to members, eight to coaches and eight to admins', () => {
    // Entrenamientos beside Planificaciones: the member's own sessions and the coach's comments on them.
    expect(navLinksFor(false).map((item) => item.label)).toEqual(['Principal', 'Planificaciones', 'Entrenamientos', 'Turnos', 'Videos', 'Paquetes', 'Cuenta']);
    expect(navLinksFor(true).map((item) => item.label)).toEqual(['Principal', 'Planificaciones', 'Turnos', 'Videos', 'Paquetes', 'Cuenta', 'Admin', 'Crear planificaciones']);
    // A coach (Profesor) runs classes and edits plans, but has no Admin panel (money, packages, roles).
    expect(navLinksFor(false, false, true).map((item) => item.label)).toEqual(['Principal', 'Planificaciones', 'Turnos', 'Videos', 'Paquetes', 'Cuenta', 'Clases', 'Crear planificaciones']);
  });

  it('offers Cuenta in both modes (with Clerk it holds phone, calendar feed and notice channels only)', () => {
    expect(navLinksFor(false, true).map((item) => item.label)).toEqual(navLinksFor(false, false).map((item) => item.label));
    expect(navLinksFor(true, true).map((item) => item.label)).toContain('Cuenta');
    expect(navLinksFor(false, false).map((item) => item.label)).toContain('Cuenta');
  });
});

describe('the phone\'s tabs', () => {
  const labels = (links: readonly { label: string }[]) => links.map((link) => link.label);
  const everyone = [navLinksFor(false), navLinksFor(false, true), navLinksFor(true), navLinksFor(true, true), navLinksFor(false, false, true), navLinksFor(false, true, true)];

  it('shows at most four entries as tabs (five with Más) and keeps every other one under Más, none lost', () => {
    for (const links of everyone) {
      const { tabs, more } = dockLinksFor(links);
      expect(tabs.length).toBeLessThanOrEqual(DOCK_TABS);
      expect(DOCK_TABS + 1).toBeLessThanOrEqual(5);
      expect(labels([...tabs, ...more]).sort()).toEqual(labels(links).sort());
    }
  });

  it('puts each person\'s daily screens in the tabs: the agenda, and the admin panel, the class console or the plans', () => {
    expect(labels(dockLinksFor(navLinksFor(false, true)).tabs)).toEqual(['Principal', 'Planificaciones', 'Entrenamientos', 'Turnos']);
    expect(labels(dockLinksFor(navLinksFor(false, true)).more)).toEqual(['Videos', 'Paquetes', 'Cuenta']);
    expect(labels(dockLinksFor(navLinksFor(true, true)).tabs)).toEqual(['Principal', 'Turnos', 'Admin', 'Crear planificaciones']);
    expect(labels(dockLinksFor(navLinksFor(false, false, true)).tabs)).toEqual(['Principal', 'Turnos', 'Clases', 'Crear planificaciones']);
  });

  it('gives a tab a short word where its name would not fit a fifth of a 375 px phone', () => {
    for (const links of everyone) {
      for (const link of dockLinksFor(links).tabs) expect((link.shortLabel ?? link.label).length, link.label).toBeLessThanOrEqual(9);
    }
  });
});
