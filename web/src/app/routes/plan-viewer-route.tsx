import { PlanViewerPage } from '../../features/plans/pages';
import { useStartRest } from '../../features/timer';

/** The plan viewer's "Iniciar descanso" starts the app-wide rest timer (features never import each other). */
export function PlanViewerRoute() {
  const startRest = useStartRest();
  return <PlanViewerPage onStartRest={startRest} />;
}
