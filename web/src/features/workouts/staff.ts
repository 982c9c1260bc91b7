// Staff screens (admins and coaches), loaded on demand: members never download them.
export { CoachWorkoutsPage } from './components/coach-workouts-page';
export { MemberTrainingPage } from './components/member-training-page';
export { ExerciseHistoryPage } from './components/exercise-history-page';
// Admins only (the admin panel): the plate increment % loads round to.
export { PlateIncrementPage } from './components/plate-increment-page';
