import type { EventStoreTables } from '../../../events/store/store.tables';
import type { BookingsTable, SlotOccurrencesTable } from '../../../projections/booking/bookings.table';
import type { CreditLedgerTable, MemberPackagesTable, PackageRequestsTable } from '../../../projections/packages/member-packages.table';
import type { DisciplinesTable } from '../../../projections/catalog/disciplines.table';
import type { PackagesTable } from '../../../projections/catalog/packages.table';
import type { ScheduleSlotsTable } from '../../../projections/catalog/schedule-slots.table';
import type { NewsPostsTable } from '../../../projections/news/news-posts.table';
import type { PlanMembersTable, PlanNodesTable, PlanViewsTable } from '../../../projections/plans/plans.table';
import type { MemberGroupPlansTable, MemberGroupsTable, MemberGroupUsersTable } from '../../../projections/groups/groups.table';
import type { VideosTable } from '../../../projections/videos/videos.table';
import type { NotificationPreferencesTable, PushOutboxTable, PushSubscriptionsTable, PushVapidKeysTable } from '../../../projections/notifications/push.table';
import type { ReportDaysTable, ReportDisciplinesTable, ReportOccurrencesTable, ReportPackagePricesTable, ReportSlotsTable } from '../../../projections/reports/reports.table';
import type { AuthCredentialsTable, AuthSessionsTable, UsersTable } from '../../../projections/membership/users.table';

/** Every table Kysely may touch. Features add their tables here. */
export interface Database extends EventStoreTables {
  users: UsersTable;
  auth_credentials: AuthCredentialsTable;
  auth_sessions: AuthSessionsTable;
  disciplines: DisciplinesTable;
  schedule_slots: ScheduleSlotsTable;
  packages: PackagesTable;
  news_posts: NewsPostsTable;
  plan_views: PlanViewsTable;
  plan_nodes: PlanNodesTable;
  plan_members: PlanMembersTable;
  member_groups: MemberGroupsTable;
  member_group_users: MemberGroupUsersTable;
  member_group_plans: MemberGroupPlansTable;
  videos: VideosTable;
  push_subscriptions: PushSubscriptionsTable;
  notification_preferences: NotificationPreferencesTable;
  push_outbox: PushOutboxTable;
  push_vapid_keys: PushVapidKeysTable;
  member_packages: MemberPackagesTable;
  package_requests: PackageRequestsTable;
  credit_ledger: CreditLedgerTable;
  slot_occurrences: SlotOccurrencesTable;
  bookings: BookingsTable;
  report_days: ReportDaysTable;
  report_occurrences: ReportOccurrencesTable;
  report_package_prices: ReportPackagePricesTable;
  report_slots: ReportSlotsTable;
  report_disciplines: ReportDisciplinesTable;
}
