// The member's workout screens, loaded when opened.
export { WorkoutSessionPage } from './components/workout-session-page';
export { MyWorkoutsPage } from './components/my-workouts-page';
export { ExerciseHistoryPage } from './components/exercise-history-page';
export type { BlockTimerRequest } from './components/session-logger';
