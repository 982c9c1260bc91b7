import type { LucideIcon } from 'lucide-react';
import { Activity, BookOpen, CalendarCheck, CalendarClock, ChartColumn, ClipboardList, Dumbbell, Landmark, Newspaper, PackagePlus, PencilLine, SquarePen, Users, UsersRound } from 'lucide-react';

export type AdminLink = { to: string; label: string; icon: LucideIcon };

export const adminLinks: readonly AdminLink[] = [
  { to: '/admin/horarios', label: 'Crear horarios', icon: CalendarClock },
  { to: '/admin/disciplinas', label: 'Disciplinas', icon: Dumbbell },
  { to: '/admin/paquetes', label: 'Crear Paquetes', icon: PackagePlus },
  { to: '/admin/editar-paquetes', label: 'Editar paquetes', icon: PencilLine },
  { to: '/admin/ajustes-paquetes', label: 'Vigencia y pagos', icon: Landmark },
  { to: '/admin/usuarios', label: 'Usuarios', icon: Users },
  { to: '/admin/reservas', label: 'Reservas', icon: ClipboardList },
  { to: '/profesor', label: 'Clases y asistencia', icon: CalendarCheck },
  { to: '/profesor/entrenamientos', label: 'Entrenamientos de socios', icon: Activity },
  { to: '/crearPlanificaciones/biblioteca', label: 'Biblioteca de ejercicios', icon: BookOpen },
  { to: '/dashboard', label: 'Reportes', icon: ChartColumn },
  { to: '/admin/grupos', label: 'Grupos', icon: UsersRound },
  { to: '/admin/crearNoticias', label: 'Crear noticias', icon: Newspaper },
  { to: '/admin/noticias', label: 'Editar Noticias', icon: SquarePen },
];
