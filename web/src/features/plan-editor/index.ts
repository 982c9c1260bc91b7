export { PlanBuilderPage } from './components/plan-builder-page';
