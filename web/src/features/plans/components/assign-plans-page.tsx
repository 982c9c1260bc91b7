import { ComingSoon } from '../../../components/coming-soon';

export function AssignPlansPage() {
  return <ComingSoon title="Asignar Planificaciones" />;
}
