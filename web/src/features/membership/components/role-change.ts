import type { StaffRole } from '../api/set-role';

export const ROLE_LABELS: Record<StaffRole, string> = { member: 'Socio', coach: 'Profesor', admin: 'Administrador' };

/** What the admin is asked before a role changes: what the person will see and do, and what not (money above all). */
export function roleChangeQuestion(name: string, role: StaffRole): { title: string; description: string; confirmLabel: string } {
  const label = ROLE_LABELS[role];
  const description = {
    coach: 'Podrá ver las clases y la asistencia de cada día, pasar lista, anotar socios y crear o editar planificaciones. No verá pagos, paquetes ni reportes, ni podrá cambiar roles.',
    admin: 'Podrá hacer todo lo que haces tú: ver pagos y reportes, aprobar comprobantes, asignar paquetes y cambiar roles, también el tuyo.',
    member: 'Dejará de ver las clases del estudio, el panel de administración y el editor de planificaciones: solo sus turnos, planificaciones y paquetes, como cualquier socio.',
  }[role];
  return { title: `¿Cambiar el rol de ${name} a ${label}?`, description, confirmLabel: `Cambiar a ${label}` };
}

/** Said once the change is made. */
export const roleChanged = (name: string, role: StaffRole) => `${name} ahora es ${ROLE_LABELS[role]}.`;
