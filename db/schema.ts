import type { EventStoreTables } from './tables/event-store';
import type {
  BookingsTable, CancelledOccurrencesTable, ClosedDaysTable, SlotOccurrencesTable, StandingBookingSkipsTable, StandingBookingsTable, WaitlistEntriesTable,
} from './tables/booking';
import type { CreditLedgerMovesTable, CreditLedgerTable, MemberPackagesTable, PackageRequestsTable, PackageSettingsTable, QueuedRenewalsTable } from './tables/packages';
import type { DisciplinesTable, PackagesTable, ScheduleSlotsTable } from './tables/catalog';
import type { NewsPostsTable } from './tables/news';
import type { ExerciseLibraryTable, PlanMembersTable, PlanNodesTable, PlanViewsTable } from './tables/plans';
import type { MemberGroupPlansTable, MemberGroupsTable, MemberGroupUsersTable } from './tables/groups';
import type { VideosTable } from './tables/videos';
import type { WorkoutCommentsTable, WorkoutSessionsTable, WorkoutSetsTable } from './tables/workouts';
import type { NoticeChannelsTable, NotificationPreferencesTable, PushOutboxTable, PushSubscriptionsTable, PushVapidKeysTable } from './tables/notifications';
import type { EmailLinkSecretTable, EmailOutboxTable } from './tables/email';
import type { ReportDaysTable, ReportDisciplinesTable, ReportEntriesTable, ReportMemberPackagesTable, ReportMovedBookingsTable, ReportOccurrencesTable, ReportPackagePricesTable, ReportRequestsTable, ReportSlotsTable } from './tables/reports';
import type { AttendanceTable } from './tables/attendance';
import type { AuthCredentialsTable, AuthDeniedSubjectsTable, AuthSessionsTable, UsersTable } from './tables/membership';

/** Every table Kysely may touch. Features add their tables here. */
export interface Database extends EventStoreTables {
  users: UsersTable;
  auth_credentials: AuthCredentialsTable;
  auth_sessions: AuthSessionsTable;
  auth_denied_subjects: AuthDeniedSubjectsTable;
  disciplines: DisciplinesTable;
  schedule_slots: ScheduleSlotsTable;
  packages: PackagesTable;
  news_posts: NewsPostsTable;
  plan_views: PlanViewsTable;
  plan_nodes: PlanNodesTable;
  plan_members: PlanMembersTable;
  exercise_library: ExerciseLibraryTable;
  member_groups: MemberGroupsTable;
  member_group_users: MemberGroupUsersTable;
  member_group_plans: MemberGroupPlansTable;
  videos: VideosTable;
  push_subscriptions: PushSubscriptionsTable;
  notification_preferences: NotificationPreferencesTable;
  push_outbox: PushOutboxTable;
  push_vapid_keys: PushVapidKeysTable;
  notice_channels: NoticeChannelsTable;
  email_outbox: EmailOutboxTable;
  email_link_secret: EmailLinkSecretTable;
  member_packages: MemberPackagesTable;
  package_settings: PackageSettingsTable;
  package_requests: PackageRequestsTable;
  queued_renewals: QueuedRenewalsTable;
  credit_ledger: CreditLedgerTable;
  credit_ledger_moves: CreditLedgerMovesTable;
  slot_occurrences: SlotOccurrencesTable;
  bookings: BookingsTable;
  waitlist_entries: WaitlistEntriesTable;
  closed_days: ClosedDaysTable;
  cancelled_occurrences: CancelledOccurrencesTable;
  standing_bookings: StandingBookingsTable;
  standing_booking_skips: StandingBookingSkipsTable;
  attendance: AttendanceTable;
  workout_sessions: WorkoutSessionsTable;
  workout_sets: WorkoutSetsTable;
  workout_comments: WorkoutCommentsTable;
  report_days: ReportDaysTable;
  report_occurrences: ReportOccurrencesTable;
  report_package_prices: ReportPackagePricesTable;
  report_slots: ReportSlotsTable;
  report_disciplines: ReportDisciplinesTable;
  report_entries: ReportEntriesTable;
  report_member_packages: ReportMemberPackagesTable;
  report_requests: ReportRequestsTable;
  report_moved_bookings: ReportMovedBookingsTable;
}
