// The member's plan screens, loaded when opened (home only needs the preview, from index.ts).
export { PlanListPage } from './components/plan-list-page';
export { PlanViewerPage } from './components/plan-viewer-page';
