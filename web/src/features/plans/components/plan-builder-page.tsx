import { ComingSoon } from '../../../components/coming-soon';

export function PlanBuilderPage() {
  return <ComingSoon title="Crear planificaciones" />;
}
