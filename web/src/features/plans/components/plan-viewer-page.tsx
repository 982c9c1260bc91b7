import { useParams } from 'react-router-dom';
import { ComingSoon } from '../../../components/coming-soon';

export function PlanViewerPage() {
  const { id } = useParams();
  return <ComingSoon title="Planificación" text={`El detalle de la planificación ${id ?? ''} estará disponible pronto.`} />;
}
