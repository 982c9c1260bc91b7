import type { ColumnType, Generated } from 'kysely';

export interface PushSubscriptionsTable {
  endpoint: string;
  user_id: string;
  p256dh: string;
  auth: string;
  created_at: Date;
  last_sent_at: Date | null;
  /** The session that registered the device (local: its token hash; Clerk: `sid`); null on rows older than that. */
  session_id: string | null;
}

export interface NotificationPreferencesTable {
  user_id: string;
  enabled: boolean;
  updated_at: Date;
}

export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'gone' | 'expired' | 'failed' | 'cancelled';

export interface PushOutboxTable {
  id: Generated<number>;
  source_position: number;
  kind: string;
  user_id: string;
  endpoint: string;
  payload: ColumnType<{ title: string; body: string; url: string; tag?: string }, string, string>;
  urgency: string;
  expires_at: Date;
  status: ColumnType<OutboxStatus, OutboxStatus | undefined, OutboxStatus>;
  attempts: Generated<number>;
  next_attempt_at: Date;
  last_error: string | null;
  created_at: Date;
  sent_at: Date | null;
}

export interface PushVapidKeysTable {
  id: number;
  public_key: string;
  private_key: string;
  created_at: Generated<Date>;
}

/** A member's channels for one kind of notice (services/notifications/notice-groups.ts); no row: the defaults. */
export interface NoticeChannelsTable {
  user_id: string;
  notice: string;
  push: boolean;
  email: boolean;
  updated_at: Date;
  /** Of the member's notice-channels stream: a redelivered older choice never overwrites a newer one. */
  stream_position: number;
}
