/** The studio's reminder settings (ReminderSettingsSet), one row; no row: the defaults. */
export interface ReminderSettingsTable {
  id: number;
  class_hours_before: number;
  last_position: number;
  updated_at: Date;
}

/** Class reminders already sent (ClassReminderSent), one per member and class occurrence. */
export interface ClassRemindersSentTable {
  slot_id: number;
  fecha: string;
  user_id: string;
  sent_at: Date;
}

/** Package reminders already sent (PackageExpiryReminderSent), one per member and end day. */
export interface PackageRemindersSentTable {
  user_id: string;
  valid_until: string;
  sent_at: Date;
}

/** A member's private calendar feed: its current secret, null once revoked. */
export interface CalendarFeedsTable {
  user_id: string;
  secret: string | null;
  last_position: number;
}
