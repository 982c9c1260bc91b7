export { DisciplinesAdminPage } from './components/disciplines-admin-page';
export { SchedulesAdminPage } from './components/schedules-admin-page';
export { CreatePackagePage } from './components/create-package-page';
export { EditPackagesPage } from './components/edit-packages-page';
