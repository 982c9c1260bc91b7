// The workouts feature's public components (its screens load on demand from pages.ts and staff.ts).
export { StartWorkoutButton } from './components/start-workout-button';
