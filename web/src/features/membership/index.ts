export { UsersAdminPage } from './components/users-admin-page';
export type { AssignPlansSlot } from './components/users-admin-page';
