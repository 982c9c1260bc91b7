import type { LucideIcon } from 'lucide-react';
import { CalendarCheck, CalendarDays, CirclePlay, ClipboardList, ClipboardPlus, Dumbbell, House, Package, Settings, UserRound } from 'lucide-react';

export type NavLinkItem = {
  to: string;
  label: string;
  /** The phone tab's visible word where the label does not fit a fifth of a phone (its accessible name stays `label`). */
  shortLabel?: string;
  icon: LucideIcon;
  /** 'prefix': active for any path that starts with `to` (the section has sub-pages). */
  match: 'exact' | 'prefix';
  adminOnly?: boolean;
  /** Studio staff only: admins and coaches (Profesor). */
  staffOnly?: boolean;
  /** Coaches only: admins reach it from the Admin menu (Clases y asistencia). */
  coachOnly?: boolean;
  /** Local accounts only: with Clerk, its own screens manage the account. */
  localOnly?: boolean;
  /** Members only: staff follow every member's workouts at /profesor/entrenamientos (coaches from Clases, admins from Admin). */
  memberOnly?: boolean;
};

/** A count beside a nav entry (the member's new coach comments), and how a screen reader says it. */
export type NavBadge = { count: number; label: string };
/** Badges by the entry's `to`; the app layer fills them from the features (the shell knows none of them). */
export type NavBadges = Readonly<Partial<Record<string, NavBadge>>>;

export const navLinks: readonly NavLinkItem[] = [
  { to: '/', label: 'Principal', icon: House, match: 'exact' },
  { to: '/planificaciones', label: 'Planificaciones', shortLabel: 'Planes', icon: ClipboardList, match: 'prefix' },
  // Mis entrenamientos (sessions, records, the coach's comments) in one tap, not plan → week → day → Mis entrenamientos.
  { to: '/entrenamientos', label: 'Entrenamientos', shortLabel: 'Entrenos', icon: Dumbbell, match: 'prefix', memberOnly: true },
  { to: '/turnos', label: 'Turnos', icon: CalendarDays, match: 'exact' },
  { to: '/videos', label: 'Videos', icon: CirclePlay, match: 'exact' },
  { to: '/paquetes', label: 'Paquetes', icon: Package, match: 'exact' },
  // Both modes: with Clerk, Cuenta keeps only what Clerk does not manage (phone, calendar feed, notice channels).
  { to: '/cuenta', label: 'Cuenta', icon: UserRound, match: 'exact' },
  { to: '/profesor', label: 'Clases', icon: CalendarCheck, match: 'exact', coachOnly: true },
  { to: '/admin', label: 'Admin', icon: Settings, match: 'prefix', adminOnly: true },
  { to: '/crearPlanificaciones', label: 'Crear planificaciones', shortLabel: 'Planes', icon: ClipboardPlus, match: 'prefix', staffOnly: true },
];

/** The links a person sees: admins everything but members' own, coaches the staff links, members the common ones and theirs. */
export function navLinksFor(isAdmin: boolean, localAccount = false, isStaff = isAdmin): NavLinkItem[] {
  return navLinks.filter(
    (link) =>
      (isAdmin || !link.adminOnly) &&
      (isStaff || !link.staffOnly) &&
      ((isStaff && !isAdmin) || !link.coachOnly) &&
      (!isStaff || !link.memberOnly) &&
      (localAccount || !link.localOnly),
  );
}

export function isNavLinkActive(link: Pick<NavLinkItem, 'to' | 'match'>, pathname: string): boolean {
  if (link.match === 'prefix') return pathname.startsWith(link.to);
  return pathname === link.to || pathname === `${link.to}/`;
}

/** A phone's tab bar holds four entries and "Más": wider than that, a tab's label stops fitting a 375 px screen. */
export const DOCK_TABS = 4;

/**
 * Which entries a phone shows as tabs, most used first: the home, the agenda, then the person's own work (the admin
 * panel, the coach's classes, plans to edit; a member's plans and workouts). The rest go under "Más".
 */
const DOCK_PRIORITY = ['/', '/turnos', '/admin', '/profesor', '/crearPlanificaciones', '/planificaciones', '/entrenamientos', '/paquetes', '/videos', '/cuenta'];

/** The phone's tabs (in the nav's order) and the entries under "Más" (in the nav's order too). */
export function dockLinksFor(links: readonly NavLinkItem[]): { tabs: NavLinkItem[]; more: NavLinkItem[] } {
  const rank = (link: NavLinkItem) => {
    const at = DOCK_PRIORITY.indexOf(link.to);
    return at === -1 ? DOCK_PRIORITY.length : at;
  };
  const chosen = new Set([...links].sort((a, b) => rank(a) - rank(b)).slice(0, DOCK_TABS));
  return { tabs: links.filter((link) => chosen.has(link)), more: links.filter((link) => !chosen.has(link)) };
}
