import type { EventStoreTables } from '../../../events/store/store.tables';
import type { AuthCredentialsTable, AuthSessionsTable, UsersTable } from '../../../projections/membership/users.table';

/** Every table Kysely may touch. Features add their tables here. */
export interface Database extends EventStoreTables {
  users: UsersTable;
  auth_credentials: AuthCredentialsTable;
  auth_sessions: AuthSessionsTable;
}
