import { PlanViewerPage } from '../../features/plans/pages';
import { useStartRest } from '../../features/timer';
import { StartWorkoutButton } from '../../features/workouts';

/**
 * The plan viewer's "Iniciar descanso" starts the app-wide rest timer, and each day offers "Empezar entrenamiento"
 * (workouts) — composed here, since features never import each other.
 */
export function PlanViewerRoute() {
  const startRest = useStartRest();
  return <PlanViewerPage onStartRest={startRest} dayAction={({ planId, dayId }) => <StartWorkoutButton planificacionId={planId} diaId={dayId} />} />;
}
