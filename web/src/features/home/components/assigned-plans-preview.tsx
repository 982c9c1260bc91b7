import { EmptyState } from '../../../components/empty-state';

/** Placeholder until plans exist: later work lists the member's planificaciones here. */
export function AssignedPlansPreview() {
  return <EmptyState>No tienes planificaciones asignadas</EmptyState>;
}
