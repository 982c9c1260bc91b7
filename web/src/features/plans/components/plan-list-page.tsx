import { ComingSoon } from '../../../components/coming-soon';

export function PlanListPage() {
  return <ComingSoon title="Planificaciones" />;
}
