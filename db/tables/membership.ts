import type { ColumnType } from 'kysely';

export interface UsersTable {
  user_id: string;
  first_name: string;
  last_name: string;
  email: string;
  role: string;
  hidden: boolean;
  created_at: Date;
  updated_at: Date;
}

export interface AuthCredentialsTable {
  user_id: string;
  email: string;
  password_hash: string;
  created_at: Date;
}

export interface AuthSessionsTable {
  token_hash: string;
  user_id: string;
  created_at: Date;
  expires_at: Date;
  /** Touched at most once an hour; a session idle for SESSION_IDLE_DAYS is refused. */
  last_used_at: ColumnType<Date, Date | undefined, Date>;
}
