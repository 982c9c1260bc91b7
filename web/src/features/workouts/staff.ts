// Staff screens (admins and coaches), loaded on demand: members never download them.
export { CoachWorkoutsPage } from './components/coach-workouts-page';
export { MemberTrainingPage } from './components/member-training-page';
export { ExerciseHistoryPage } from './components/exercise-history-page';
// A class's pizarra, full screen on the studio's TV or a coach's tablet.
export { ClassBoardPage } from './board/components/class-board-page';
// Admins only (the admin panel): the plate increment % loads round to.
export { PlateIncrementPage } from './components/plate-increment-page';
