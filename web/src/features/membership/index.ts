import { registerMembershipTopics } from './api/membership-topics';

export { UsersAdminPage } from './components/users-admin-page';
export type { AssignPlansSlot } from './components/users-admin-page';
export { GroupsAdminPage } from './components/groups-admin-page';

// Realtime for the admin's Usuarios: users, package requests and credit histories follow the server.
registerMembershipTopics();
