export { SchedulesAdminPage } from './components/schedules-admin-page';
export { DisciplinesAdminPage } from './components/disciplines-admin-page';
