// Data only, no icons (admin-menu.tsx draws them): the way back to the menu is on every admin screen's first load.
/** The admin menu's sections: the studio's timetable, members and money, what members read, what to look at. */
export const ADMIN_GROUPS = ['Estudio', 'Socios y pagos', 'Contenido', 'Reportes'] as const;
export type AdminGroup = (typeof ADMIN_GROUPS)[number];

export type AdminLink = { to: string; label: string; group: AdminGroup };

// Labels in sentence case but for the product's own names (docs/product.md "Etiquetas propias": Crear Paquetes,
// Crear Noticia, Editar Noticias); each matches the title of the screen it opens.
export const adminLinks: readonly AdminLink[] = [
  { to: '/admin/horarios', label: 'Crear horarios', group: 'Estudio' },
  { to: '/admin/disciplinas', label: 'Disciplinas', group: 'Estudio' },
  { to: '/profesor', label: 'Clases y asistencia', group: 'Estudio' },
  { to: '/admin/usuarios', label: 'Usuarios', group: 'Socios y pagos' },
  { to: '/admin/grupos', label: 'Grupos', group: 'Socios y pagos' },
  { to: '/admin/paquetes', label: 'Crear Paquetes', group: 'Socios y pagos' },
  { to: '/admin/editar-paquetes', label: 'Editar paquetes', group: 'Socios y pagos' },
  { to: '/admin/ajustes-paquetes', label: 'Vigencia y pagos', group: 'Socios y pagos' },
  { to: '/admin/ajustes-abonos', label: 'Abonos y cuotas', group: 'Socios y pagos' },
  { to: '/admin/pausas', label: 'Pausas', group: 'Socios y pagos' },
  { to: '/admin/recuperos', label: 'Recuperos', group: 'Socios y pagos' },
  { to: '/admin/transferencias', label: 'Transferencias', group: 'Socios y pagos' },
  { to: '/admin/ajustes-recordatorios', label: 'Recordatorios', group: 'Socios y pagos' },
  { to: '/admin/ajustes-salud', label: 'Salud y términos', group: 'Socios y pagos' },
  { to: '/admin/interesados', label: 'Interesados', group: 'Socios y pagos' },
  { to: '/crearPlanificaciones/biblioteca', label: 'Biblioteca de ejercicios', group: 'Contenido' },
  { to: '/admin/crearNoticias', label: 'Crear Noticia', group: 'Contenido' },
  { to: '/admin/noticias', label: 'Editar Noticias', group: 'Contenido' },
  { to: '/admin/ajustes-entrenamiento', label: 'Incremento de discos', group: 'Contenido' },
  { to: '/dashboard', label: 'Reportes', group: 'Reportes' },
  { to: '/admin/reservas', label: 'Reservas', group: 'Reportes' },
  { to: '/admin/correos', label: 'Correos', group: 'Reportes' },
  { to: '/profesor/entrenamientos', label: 'Entrenamientos de socios', group: 'Reportes' },
];

/** The menu's entries of one section, in the menu's order. */
export const adminLinksOf = (group: AdminGroup) => adminLinks.filter((link) => link.group === group);

/**
 * Whether this path is one of the admin's screens, which lead back to the menu: any page under /admin but the menu
 * itself, and the menu's screens that live elsewhere (Reportes, Clases y asistencia…) on their own path (their
 * deeper pages lead back to them instead).
 */
export function isAdminSubpage(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/admin') return false;
  return path.startsWith('/admin/') || adminLinks.some((link) => path === link.to);
}
