import type { Migration } from 'kysely';
import * as eventStore from './2026-11-22T0900_event_store';
import * as membership from './2026-11-22T0910_membership';
import * as catalog from './2026-11-22T1000_catalog';
import * as news from './2026-11-22T1600_news';
import * as plans from './2026-11-22T1700_plans';
import * as videos from './2026-11-22T1610_videos';
import * as notifications from './2026-11-22T1620_notifications';
import * as memberPackages from './2026-11-22T1010_member_packages';
import * as booking from './2026-11-22T1100_booking';
import * as reports from './2026-11-22T1800_reports';
import * as reportMoney from './2026-11-25T1730_report_money';
import * as reportRequests from './2026-11-25T1740_report_requests';
import * as packageDisciplines from './2026-11-25T1750_package_disciplines';
import * as sequencer from './2026-11-25T0900_sequencer';
import * as packageSettings from './2026-11-25T1710_package_settings';
import * as packageRequestKind from './2026-11-25T1720_package_request_kind';
import * as sequencerBatch from './2026-11-25T1100_sequencer_batch';
import * as appendOneWrite from './2026-11-25T1110_append_one_write_per_stream';
import * as sessionIdle from './2026-11-25T1000_session_idle';
import * as planDocuments from './2026-11-25T0930_plan_documents';
import * as personalDataKeys from './2026-11-25T1200_personal_data_keys';
import * as waitlist from './2026-11-25T1300_waitlist';
import * as disciplineBookingPolicy from './2026-11-25T1600_discipline_booking_policy';
import * as disciplineWaitlistCutoff from './2026-11-25T1800_discipline_waitlist_cutoff';
import * as memberList from './2026-11-25T1910_member_list';
import * as attendance from './2026-11-25T1530_attendance';
import * as workouts from './2026-11-25T1910_workouts';
import * as exerciseLibrary from './2026-11-25T1900_exercise_library';
import * as calendarExceptions from './2026-11-25T1920_calendar_exceptions';
import * as appendLeaner from './2026-11-26T0900_append_leaner';
import * as workoutCommentsRead from './2026-11-26T1000_workout_comments_read';
import * as reportMovedBookings from './2026-11-26T1100_report_moved_bookings';
import * as eventsKeyedByEventId from './2026-11-27T0900_events_keyed_by_event_id';
import * as appendOneStream from './2026-11-27T0910_append_one_stream';
import * as standingBookings from './2026-11-28T1000_standing_bookings';
import * as pushSubscriptionSession from './2026-11-28T0900_push_subscription_session';
import * as creditLedgerMoves from './2026-11-28T1100_credit_ledger_moves';
import * as projectionVersions from './2026-11-28T1200_projection_versions';
import * as waitlistPromoteUntil from './2026-11-29T0900_waitlist_promote_until';
import * as deletedMembers from './2026-11-30T0900_deleted_members';
import * as queuedRenewals from './2026-12-01T0900_queued_renewals';
import * as email from './2026-12-02T0900_email';
import * as accountLinks from './2026-12-02T1000_account_links';
import * as memberPhones from './2026-12-02T1100_member_phones';
import * as reminders from './2026-12-02T1100_reminders';
import * as trials from './2026-12-02T1200_trials';
import * as health from './2026-12-02T1300_health';
import * as lateCancelsAndMoves from './2026-12-02T1400_late_cancels_and_moves';
import * as emailOutboxUser from './2026-12-02T1500_email_outbox_user';
import * as trainingMaxes from './2026-12-02T1600_training_maxes';
import * as monthlyPlans from './2026-12-03T0900_monthly_plans';
import * as bankMovements from './2026-12-03T1500_bank_movements';
import * as priceIndex from './2026-12-03T1600_price_index';
import * as pauses from './2026-12-03T1700_pauses';
import * as makeups from './2026-12-04T0900_makeups';
import * as packageRequestOperation from './2026-12-04T1000_package_request_operation';
import * as priceLists from './2026-12-04T0900_price_lists';
import * as planAllowance from './2026-12-05T1000_plan_allowance';
import * as pausePlanLimits from './2026-12-05T1100_pause_plan_limits';
import * as workoutBlockResults from './2026-12-06T0900_workout_block_results';
import * as requestAmount from './2026-12-07T1000_request_amount';
import * as bodyProgress from './2026-12-08T0900_body_progress';
import * as classBoards from './2026-12-08T1000_class_boards';
import * as monthlyPaymentReports from './2026-12-03T1000_monthly_payment_reports';

/** Every migration, by sortable name. A static list, so bundlers and tests need no file scanning. */
export const migrations: Record<string, Migration> = {
  '2026-11-22T0900_event_store': eventStore,
  '2026-11-22T0910_membership': membership,
  '2026-11-22T1000_catalog': catalog,
  '2026-11-22T1600_news': news,
  '2026-11-22T1700_plans': plans,
  '2026-11-22T1610_videos': videos,
  '2026-11-22T1620_notifications': notifications,
  '2026-11-22T1010_member_packages': memberPackages,
  '2026-11-22T1100_booking': booking,
  '2026-11-22T1800_reports': reports,
  '2026-11-25T0900_sequencer': sequencer,
  '2026-11-25T1100_sequencer_batch': sequencerBatch,
  '2026-11-25T1110_append_one_write_per_stream': appendOneWrite,
  '2026-11-25T1000_session_idle': sessionIdle,
  '2026-11-25T0930_plan_documents': planDocuments,
  '2026-11-25T1200_personal_data_keys': personalDataKeys,
  '2026-11-25T1300_waitlist': waitlist,
  '2026-11-25T1600_discipline_booking_policy': disciplineBookingPolicy,
  '2026-11-25T1530_attendance': attendance,
  '2026-11-25T1710_package_settings': packageSettings,
  '2026-11-25T1720_package_request_kind': packageRequestKind,
  '2026-11-25T1730_report_money': reportMoney,
  '2026-11-25T1740_report_requests': reportRequests,
  '2026-11-25T1750_package_disciplines': packageDisciplines,
  '2026-11-25T1800_discipline_waitlist_cutoff': disciplineWaitlistCutoff,
  '2026-11-25T1910_member_list': memberList,
  '2026-11-25T1910_workouts': workouts,
  '2026-11-25T1900_exercise_library': exerciseLibrary,
  '2026-11-25T1920_calendar_exceptions': calendarExceptions,
  '2026-11-26T0900_append_leaner': appendLeaner,
  '2026-11-26T1000_workout_comments_read': workoutCommentsRead,
  '2026-11-26T1100_report_moved_bookings': reportMovedBookings,
  '2026-11-27T0900_events_keyed_by_event_id': eventsKeyedByEventId,
  '2026-11-27T0910_append_one_stream': appendOneStream,
  '2026-11-28T0900_push_subscription_session': pushSubscriptionSession,
  '2026-11-28T1000_standing_bookings': standingBookings,
  '2026-11-28T1100_credit_ledger_moves': creditLedgerMoves,
  '2026-11-28T1200_projection_versions': projectionVersions,
  '2026-11-29T0900_waitlist_promote_until': waitlistPromoteUntil,
  '2026-11-30T0900_deleted_members': deletedMembers,
  '2026-12-01T0900_queued_renewals': queuedRenewals,
  '2026-12-02T0900_email': email,
  '2026-12-02T1000_account_links': accountLinks,
  '2026-12-02T1100_member_phones': memberPhones,
  '2026-12-02T1100_reminders': reminders,
  '2026-12-02T1200_trials': trials,
  '2026-12-02T1300_health': health,
  '2026-12-02T1400_late_cancels_and_moves': lateCancelsAndMoves,
  '2026-12-02T1500_email_outbox_user': emailOutboxUser,
  '2026-12-02T1600_training_maxes': trainingMaxes,
  '2026-12-03T0900_monthly_plans': monthlyPlans,
  '2026-12-03T1000_monthly_payment_reports': monthlyPaymentReports,
  '2026-12-03T1500_bank_movements': bankMovements,
  '2026-12-03T1600_price_index': priceIndex,
  '2026-12-03T1700_pauses': pauses,
  '2026-12-04T0900_makeups': makeups,
  '2026-12-04T1000_package_request_operation': packageRequestOperation,
  '2026-12-04T0900_price_lists': priceLists,
  '2026-12-05T1000_plan_allowance': planAllowance,
  '2026-12-05T1100_pause_plan_limits': pausePlanLimits,
  '2026-12-06T0900_workout_block_results': workoutBlockResults,
  '2026-12-07T1000_request_amount': requestAmount,
  '2026-12-08T0900_body_progress': bodyProgress,
  '2026-12-08T1000_class_boards': classBoards,
};
