import { useStartRest, useStopRest } from '../../features/timer';
import { WorkoutSessionPage } from '../../features/workouts/pages';

/**
 * The session screen starts the app-wide rest timer when a set is marked done and stops it when the workout is
 * finished (features never import each other).
 */
export function WorkoutSessionRoute() {
  const startRest = useStartRest();
  const stopRest = useStopRest();
  return <WorkoutSessionPage onStartRest={startRest} onStopRest={stopRest} />;
}
