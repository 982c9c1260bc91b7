export { UsersAdminPage } from './components/users-admin-page';
export { GroupsAdminPage } from './components/groups-admin-page';
