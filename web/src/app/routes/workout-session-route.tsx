import { useStartRest } from '../../features/timer';
import { WorkoutSessionPage } from '../../features/workouts/pages';

/** The session screen starts the app-wide rest timer when a set is marked done (features never import each other). */
export function WorkoutSessionRoute() {
  const startRest = useStartRest();
  return <WorkoutSessionPage onStartRest={startRest} />;
}
