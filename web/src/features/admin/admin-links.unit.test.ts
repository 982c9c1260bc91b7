import { describe, expect, it } from 'vitest';
import { ADMIN_GROUPS, adminLinks, adminLinksOf, isAdminSubpage } from './admin-links';

// docs/product.md "Etiquetas propias": the product's own names keep their capitals; everything else is sentence case.
const OWN_LABELS = ['Crear Paquetes', 'Crear Noticia', 'Editar Noticias'];

describe('the admin menu\'s entries', () => {
  it('groups every entry under Estudio, Socios y pagos, Contenido or Reportes, none left out', () => {
    expect(ADMIN_GROUPS).toEqual(['Estudio', 'Socios y pagos', 'Contenido', 'Reportes']);
    expect(ADMIN_GROUPS.flatMap((group) => adminLinksOf(group))).toHaveLength(adminLinks.length);
    expect(adminLinksOf('Socios y pagos').map((link) => link.label)).toEqual(['Usuarios', 'Grupos', 'Crear Paquetes', 'Editar paquetes', 'Vigencia y pagos', 'Abonos y cuotas', 'Pausas', 'Recuperos', 'Transferencias', 'Recordatorios', 'Salud y términos', 'Interesados']);
  });

  it('writes labels in sentence case but for the product\'s own names', () => {
    for (const { label } of adminLinks) {
      if (OWN_LABELS.includes(label)) continue;
      const [, ...rest] = label.split(' ');
      expect(rest.filter((word) => /^[A-ZÁÉÍÓÚÑ]/.test(word)), label).toEqual([]);
    }
  });

  it('knows the screens that lead back to the menu: under /admin, and the menu\'s own elsewhere', () => {
    expect(isAdminSubpage('/admin')).toBe(false);
    expect(isAdminSubpage('/admin/')).toBe(false);
    expect(isAdminSubpage('/admin/usuarios')).toBe(true);
    expect(isAdminSubpage('/admin/planificaciones_usr')).toBe(true);
    expect(isAdminSubpage('/dashboard')).toBe(true);
    expect(isAdminSubpage('/profesor')).toBe(true);
    expect(isAdminSubpage('/crearPlanificaciones/biblioteca')).toBe(true);
    // A deeper page leads back to its own screen; the nav's own screens are not the menu's.
    expect(isAdminSubpage('/profesor/entrenamientos/user_ana')).toBe(false);
    expect(isAdminSubpage('/crearPlanificaciones')).toBe(false);
    expect(isAdminSubpage('/turnos')).toBe(false);
  });
});
