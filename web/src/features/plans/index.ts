import { registerPlansTopics } from './realtime';

export { PlanListPage } from './components/plan-list-page';
export { PlanViewerPage } from './components/plan-viewer-page';
export { AssignPlansPage } from './components/assign-plans-page';
export { MyPlansPreview } from './components/my-plans-preview';

registerPlansTopics();
