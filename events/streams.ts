import { sql, type Expression, type RawBuilder } from 'kysely';

/**
 * Every stream kind of the log and how its id is spelled, once. Each helper builds the id from TypeScript values
 * (`occurrenceStream(7, '2026-03-02')`) and, as `.sql(…)`, from SQL expressions (`occurrenceStream.sql(sql.ref('b.slot_id'),
 * sql.ref('b.fecha'))`), so a query that joins the log to a read table never spells `'slot-occ:' || …` itself and
 * the two spellings cannot drift apart (tests/events/stream-ids.int.test.ts holds them equal).
 */
export interface StreamRef {
  streamId: string;
  streamType: string;
}

/** A stream's id and type as SQL expressions. */
export interface StreamSql {
  streamId: RawBuilder<string>;
  streamType: RawBuilder<string>;
}

/** A column, an expression or a parameter (`sql.ref('b.user_id')`, `sql\`e.data->>'userId'\``, `sql.val(id)`): each is parenthesized. */
export type SqlValue = Expression<unknown>;

interface StreamKind<Args extends unknown[]> {
  (...args: Args): StreamRef;
  sql(...args: { [K in keyof Args]: SqlValue }): StreamSql;
}

const kind = <Args extends unknown[]>(ts: (...args: Args) => StreamRef, inSql: (...args: { [K in keyof Args]: SqlValue }) => StreamSql): StreamKind<Args> =>
  Object.assign(ts, { sql: inSql });

/** `<prefix>:<key>`: most streams are one aggregate's, named by its id. */
const keyed = <Key extends string | number>(prefix: string, streamType = prefix): StreamKind<[key: Key]> =>
  kind(
    (key: Key) => ({ streamId: `${prefix}:${key}`, streamType }),
    (key) => ({ streamId: sql<string>`(${sql.lit(`${prefix}:`)} || (${key}))`, streamType: sql.lit(streamType) }),
  );

/**
 * `stream_id, stream_type` columns of a row, as the facts commands' `streams` statements select them: a stream known
 * in TypeScript (its id a parameter) or built in SQL from the row.
 */
export const streamColumns = (stream: StreamRef | StreamSql): RawBuilder<unknown> =>
  typeof stream.streamId === 'string'
    ? sql`${stream.streamId} AS stream_id, ${sql.lit(stream.streamType)} AS stream_type`
    : sql`${stream.streamId} AS stream_id, ${stream.streamType} AS stream_type`;

/** One class occurrence: its places, bookings, waitlist and attendance (`fecha` is its date, yyyy-mm-dd). */
export const occurrenceStream = kind(
  (slotId: number, fecha: string) => ({ streamId: `slot-occ:${slotId}:${fecha}`, streamType: 'slot-occurrence' }),
  (slotId, fecha) => ({ streamId: sql<string>`('slot-occ:' || (${slotId}) || ':' || to_char((${fecha})::date, 'YYYY-MM-DD'))`, streamType: sql.lit('slot-occurrence') }),
);

/** One studio day: closed or reopened. */
export const studioDayStream = kind(
  (fecha: string) => ({ streamId: `studio-day:${fecha}`, streamType: 'studio-day' }),
  (fecha) => ({ streamId: sql<string>`('studio-day:' || to_char((${fecha})::date, 'YYYY-MM-DD'))`, streamType: sql.lit('studio-day') }),
);

/** One member's package, credits, requests and the booking policy's lines. */
export const memberStream = keyed<string>('member');
export const userStream = keyed<string>('user');
export const notificationSettingsStream = keyed<string>('notification-settings');
/** One member's channels (push, email) per kind of notice (services/notifications/notice-groups.ts). */
export const noticeChannelsStream = keyed<string>('notice-channels');
export const disciplineStream = keyed<number>('discipline');
export const scheduleSlotStream = keyed<number>('schedule-slot');
export const packageStream = keyed<number>('package');
export const groupStream = keyed<number>('group');
export const newsStream = keyed<number>('news');
export const videoStream = keyed<number>('video');
export const planStream = keyed<number>('plan');
export const libraryExerciseStream = keyed<number>('library-exercise');

/** The studio's package settings: one stream for the whole studio. */
export const packageSettingsStream = kind(
  () => ({ streamId: 'studio-settings:packages', streamType: 'studio-settings' }),
  () => ({ streamId: sql<string>`'studio-settings:packages'`, streamType: sql.lit('studio-settings') }),
);

/** The studio's reminder settings: one stream for the whole studio. */
export const reminderSettingsStream = kind(
  () => ({ streamId: 'studio-settings:reminders', streamType: 'studio-settings' }),
  () => ({ streamId: sql<string>`'studio-settings:reminders'`, streamType: sql.lit('studio-settings') }),
);

/** One member's reminder of one class occurrence: it holds at most one ClassReminderSent. */
export const classReminderStream = kind(
  (slotId: number, fecha: string, userId: string) => ({ streamId: `reminder-class:${slotId}:${fecha}:${userId}`, streamType: 'reminder-class' }),
  (slotId, fecha, userId) => ({
    streamId: sql<string>`('reminder-class:' || (${slotId}) || ':' || to_char((${fecha})::date, 'YYYY-MM-DD') || ':' || (${userId}))`,
    streamType: sql.lit('reminder-class'),
  }),
);

/** One member's reminder that her package ends on a day: it holds at most one PackageExpiryReminderSent. */
export const packageReminderStream = kind(
  (userId: string, validUntil: string) => ({ streamId: `reminder-package:${userId}:${validUntil}`, streamType: 'reminder-package' }),
  (userId, validUntil) => ({
    streamId: sql<string>`('reminder-package:' || (${userId}) || ':' || to_char((${validUntil})::date, 'YYYY-MM-DD'))`,
    streamType: sql.lit('reminder-package'),
  }),
);

/** One member's mobile number for WhatsApp. */
export const memberPhoneStream = keyed<string>('member-phone');

/** One member's private calendar feed: opened, renewed with a new secret, revoked. */
export const calendarFeedStream = keyed<string>('calendar-feed');

export const WORKOUT_SESSION_STREAM_TYPE = 'workout-session';
/** One workout session; its id joins with a dash, as the sessions' first events were written. */
export const workoutSessionStream = kind(
  (sessionId: string) => ({ streamId: `workout-session-${sessionId}`, streamType: WORKOUT_SESSION_STREAM_TYPE }),
  (sessionId) => ({ streamId: sql<string>`('workout-session-' || (${sessionId}))`, streamType: sql.lit(WORKOUT_SESSION_STREAM_TYPE) }),
);

/** The studio's health and consent settings (warn or block, certificate, validity): one stream for the whole studio. */
export const healthSettingsStream = kind(
  () => ({ streamId: 'studio-settings:health', streamType: 'studio-settings' }),
  () => ({ streamId: sql<string>`'studio-settings:health'`, streamType: sql.lit('studio-settings') }),
);

/** The studio's terms and waiver, every saved version in order: one stream for the whole studio. */
export const studioTermsStream = kind(
  () => ({ streamId: 'studio-terms', streamType: 'studio-terms' }),
  () => ({ streamId: sql<string>`'studio-terms'`, streamType: sql.lit('studio-terms') }),
);

/** One member's health and consent file: her sworn health statements, their reminders and the terms she accepted. */
export const healthFileStream = keyed<string>('health');

/** One member's monthly plan ("abono"): its months charged, payments, discounts, write-offs and cancellation. */
export const monthlyAccountStream = keyed<string>('monthly-account');

/** The studio's billing settings (grace days, the rule for members in debt): one stream for the whole studio. */
export const billingSettingsStream = kind(
  () => ({ streamId: 'studio-settings:billing', streamType: 'studio-settings' }),
  () => ({ streamId: sql<string>`'studio-settings:billing'`, streamType: sql.lit('studio-settings') }),
);

/** The studio's rule for members' pauses (how many, how many days, who approves): one stream for the whole studio. */
export const pauseSettingsStream = kind(
  () => ({ streamId: 'studio-settings:pauses', streamType: 'studio-settings' }),
  () => ({ streamId: sql<string>`'studio-settings:pauses'`, streamType: sql.lit('studio-settings') }),
);

/** The studio's rule for make-up classes (recuperos): one stream for the whole studio. */
export const makeupSettingsStream = kind(
  () => ({ streamId: 'studio-settings:makeups', streamType: 'studio-settings' }),
  () => ({ streamId: sql<string>`'studio-settings:makeups'`, streamType: sql.lit('studio-settings') }),
);

/**
 * One movement of money in, imported from the bank's or Mercado Pago's export: its stream exists once (a second
 * import of it conflicts) and takes one match (the receipt it paid), so a movement is never used twice.
 */
export const bankMovementStream = keyed<string>('bank-movement');

/** The columns the owner chose for her bank's export, kept for the next import: one stream for the whole studio. */
export const bankColumnsStream = kind(
  () => ({ streamId: 'studio-settings:bank-columns', streamType: 'studio-settings' }),
  () => ({ streamId: sql<string>`'studio-settings:bank-columns'`, streamType: sql.lit('studio-settings') }),
);

/** One package's price list: its versions per payment method, each from a studio day (docs/features/price-lists.md). */
export const priceListStream = keyed<number>('price-list');

/** The studio's monthly price index, for income in constant pesos: one stream for the whole studio. */
export const priceIndexStream = kind(
  () => ({ streamId: 'studio-settings:price-index', streamType: 'studio-settings' }),
  () => ({ streamId: sql<string>`'studio-settings:price-index'`, streamType: sql.lit('studio-settings') }),
);

/** Every lead of the studio (trial classes): one stream, so "one trial per person" is decided under one lock. */
export const trialLeadsStream = kind(
  () => ({ streamId: 'trial-leads', streamType: 'trial-leads' }),
  () => ({ streamId: sql<string>`'trial-leads'`, streamType: sql.lit('trial-leads') }),
);

/** The studio's trial settings: one stream for the whole studio. */
export const trialSettingsStream = kind(
  () => ({ streamId: 'studio-settings:trials', streamType: 'studio-settings' }),
  () => ({ streamId: sql<string>`'studio-settings:trials'`, streamType: sql.lit('studio-settings') }),
);

/** One member's body measurements and progress photos, and whether she shares them with her coaches. */
export const bodyProgressStream = keyed<string>('body-progress');

/** One member's training maxes, one per exercise (by name): set by a coach or confirmed from her e1RM. */
export const trainingMaxStream = keyed<string>('training-max');

/** One class's pizarra (`<slotId>:<date>`): the plan day its coach chose for it. */
export const classBoardStream = keyed<string>('class-board');

/** The studio's training settings (the plate increment loads round to): one stream for the whole studio. */
export const trainingSettingsStream = kind(
  () => ({ streamId: 'studio-settings:training', streamType: 'studio-settings' }),
  () => ({ streamId: sql<string>`'studio-settings:training'`, streamType: sql.lit('studio-settings') }),
);
