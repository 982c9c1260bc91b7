import { registerPlanEditorTopics } from './realtime';

export { PlanBuilderPage } from './components/plan-builder-page';

registerPlanEditorTopics();
