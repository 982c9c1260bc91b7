import type { ColumnType } from 'kysely';

export interface UsersTable {
  user_id: string;
  first_name: string;
  last_name: string;
  email: string;
  role: string;
  hidden: boolean;
  /** The account was deleted (UserDeleted): commands give, take and book nothing for it any more. */
  deleted: boolean;
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

/** A Clerk subject whose account was deleted: its session tokens are refused until `expires_at`. */
export interface AuthDeniedSubjectsTable {
  user_id: string;
  denied_at: Date;
  expires_at: Date;
}

/** An emailed link (a password reset, an address to confirm) by its token's SHA-256: whose it is, until when. */
export interface AccountLinksTable {
  token_hash: string;
  user_id: string;
  purpose: 'password-reset' | 'email-verification';
  expires_at: Date;
}

/** A local account whose sign-in address its owner confirmed. */
export interface EmailVerificationsTable {
  user_id: string;
  verified_at: Date;
}

/** A member's mobile for WhatsApp, E.164 (+5491155551234); no row: none given (or taken off, or the account deleted). */
export interface MemberPhonesTable {
  user_id: string;
  phone: string;
  last_position: number;
}
