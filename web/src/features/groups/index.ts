export { GroupsAdminPage } from './components/groups-admin-page';
export { AssignPlansButton } from './components/assign-plans-button';
