export { ExerciseLibraryPage } from './components/exercise-library-page';
export { PlanBuilderPage } from './components/plan-builder-page';
