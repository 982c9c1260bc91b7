import { PlanListPage } from '../../features/plans/pages';
import { TrainTodayButton } from '../../features/workouts';

/** The member's plan list, each plan with workouts' "Entrenar hoy" under it (features never import each other). */
export function PlanListRoute() {
  return <PlanListPage planAction={(plan) => <TrainTodayButton planificacionId={plan.id} />} />;
}
