import fc from 'fast-check';
import type { Db } from '../../../db/database';
import { DomainError } from '../../../events/framework/errors';
import { agendaDates, isoWeekdayOf } from '../../../domain/booking/agenda-horizon';
import { blocksOf, daysOf, exercisesOf, nodesOf, setsOf, type PlanState } from '../../../domain/plans/plan-tree';
import { studioTime } from '../../../domain/time/studio-time';
import { decideAttendance, staffBook } from '../../../services/attendance/attendance.commands';
import { cancelBooking, reserveSlot } from '../../../services/booking/booking.commands';
import { waiveForfeit } from '../../../services/booking/forfeit-waiver.commands';
import { clearStandingBooking, joinStandingWaitlist, setStandingBooking, skipStandingWeek } from '../../../services/booking/standing-booking.commands';
import { cancelBookingWithWaitlist, changeWaitlistLimit, joinWaitlist, leaveWaitlist, settleWaitlist } from '../../../services/booking/waitlist.commands';
import { createDiscipline, removeDiscipline, renameDiscipline, setDisciplineBookingPolicy } from '../../../services/catalog/discipline.commands';
import { changePackage, createPackage, discontinuePackage } from '../../../services/catalog/package.commands';
import { addOneOffClass, addScheduleSlot, changeScheduleSlot, removeScheduleSlot } from '../../../services/catalog/schedule-slot.commands';
import { cancelOccurrence, closeDay, moveOccurrence, reopenDay, restoreOccurrence } from '../../../services/booking/calendar.commands';
import { addGroupMembers, addGroupPlans, createGroup, deleteGroup, removeGroupMember, removeGroupPlan, renameGroup } from '../../../services/groups/group.commands';
import { deleteAccount } from '../../../services/membership/delete-account';
import { deleteNews, publishNews, updateNews } from '../../../services/news/news.commands';
import { setNotifications } from '../../../services/notifications/notification-settings.commands';
import { chooseNoticeChannels } from '../../../services/notifications/notice-channels.commands';
import { bulkAssignPackage } from '../../../services/packages/bulk-assign.commands';
import { adjustCredits, approveRequest, assignPackage, expirePackage, rejectRequest, requestPackage, setPackageSettings } from '../../../services/packages/member-package.commands';
import { addLibraryExercise, changeLibraryExercise, removeLibraryExercise } from '../../../services/plans/exercise-library.commands';
import { copyPlanToGroupMembers } from '../../../services/plans/group-copy.commands';
import { createPlan, duplicatePlan, runPlanCommand, setPlanMember } from '../../../services/plans/plan.commands';
import type { PlanCommand } from '../../../services/plans/plan.commands.types';
import type { CommandContext } from '../../../services/platform/commands/command';
import { addVideo, removeVideo, renameVideo } from '../../../services/videos/videos.commands';
import { daySnapshot } from '../../../services/workouts/day-snapshot';
import { commentWorkoutSession, finishWorkoutSession, logBlockResult, logWorkoutSet, readWorkoutComments, startWorkoutSession } from '../../../services/workouts/workouts.commands';
import { findPlanTree } from '../../../projections/plans/plans.queries';
import { findSessionPlan } from '../../../projections/workouts/workouts.queries';
import { v5 as uuidv5 } from 'uuid';
import { runMembershipCommand } from './membership-commands';
import { runAccountLinkCommand } from './account-link-commands';
import { runHealthCommand } from './health-commands';
import { runReminderCommand } from './reminder-commands';
import { runTrainingMaxCommand } from './training-max-commands';
import { runBodyProgressCommand } from './body-progress-commands';
import { chooseClassBoardDay } from '../../../services/workouts/class-board.commands';
import { runBillingCommand } from './billing-commands';
import { runTrialCommand } from './trial-commands';
import { runMakeupCommand } from './makeup-commands';
import { setMemberPhone } from '../../../services/membership/member-phone.commands';
import { setPriceIndex } from '../../../services/reports/price-index.commands';

/**
 * Every feature's commands, as fast-check generates them, run through the app's own command functions: the
 * events they append are valid sequences by construction, for the projector property tests
 * (tests/projections/projector-idempotency.int.test.ts). Rejections are expected outcomes, returned as codes.
 */

export const TZ = 'America/Argentina/Buenos_Aires';
// Monday 2026-11-16, 09:00 in the studio: the agenda runs to the end of November.
const NOW = new Date('2026-11-16T09:00:00-03:00');
// ExpirePackage runs after every package's validity (2027-01-01) has ended; the monthly plans' renewal job then
// finds a plan started on NOW past its next monthly date.
const AFTER_EXPIRY = new Date('2027-01-02T09:00:00-03:00');
const ctx = (actorId = 'admin-test', now = NOW): CommandContext => ({ now, actorId });
const TODAY = studioTime(NOW, TZ).date;

/** What exists so far, so generated commands can name it by index (disciplines: the live ones). */
export interface Studio {
  prefix: string;
  users: string[];
  disciplines: number[];
  slots: number[];
  slotWeekdays: Map<number, number>;
  packages: number[];
  news: number[];
  videos: number[];
  requests: number[];
  bookings: number[];
  /** Who holds each booking (a member cancels their own). */
  bookingOwners: Map<number, string>;
  plans: number[];
  groups: number[];
  /** Exercise library entries (live or removed). */
  library: number[];
  /** Workout sessions (uuids). */
  workouts: string[];
  /** How many ids were made (sessions, comments), for fresh uuids. */
  made: number;
}

export const emptyStudio = (prefix: string): Studio => ({
  prefix, users: [], disciplines: [], slots: [], slotWeekdays: new Map(), packages: [], news: [], videos: [], requests: [], bookings: [], bookingOwners: new Map(), plans: [], groups: [], library: [], workouts: [], made: 0,
});

export const COMMAND_KINDS = [
  'RegisterUser', 'UpdateProfile', 'ChangeRole', 'SetUserHidden', 'DeleteAccount',
  'RequestPasswordReset', 'ResetPassword', 'RequestEmailVerification', 'VerifyEmail',
  'CreateDiscipline', 'RenameDiscipline', 'RemoveDiscipline', 'SetBookingPolicy',
  'AddSlot', 'ChangeSlot', 'RemoveSlot', 'AddOneOff', 'CloseDay', 'ReopenDay', 'CancelOccurrence', 'RestoreOccurrence', 'MoveOccurrence',
  'CreatePackage', 'ChangePackage', 'DiscontinuePackage',
  'PublishNews', 'UpdateNews', 'DeleteNews',
  'AddVideo', 'RenameVideo', 'RemoveVideo',
  'SetNotifications', 'ChooseNoticeChannels',
  'RequestPackage', 'ApproveRequest', 'RejectRequest', 'AssignPackage', 'RemovePackage', 'AdjustCredits', 'ExpirePackage', 'SetPackageSettings', 'RequestMore', 'RenewPackage',
  'Reserve', 'Cancel', 'CancelAsMember', 'WaiveForfeit', 'CancelWithWaitlist', 'JoinWaitlist', 'LeaveWaitlist', 'SettleWaitlist', 'ChangeWaitlistLimit',
  'SetStandingBooking', 'ClearStandingBooking', 'SkipStandingWeek', 'JoinStandingWaitlist',
  'CheckIn', 'UndoCheckIn', 'RecordNoShow', 'StaffBook',
  'CreatePlan', 'DuplicatePlan', 'RenamePlan', 'ChangePlanVisibility', 'DeletePlan', 'AssignPlan', 'UnassignPlan', 'UnassignAllMembers',
  'AddWeek', 'RenameWeek', 'DuplicateWeek', 'DeleteWeek', 'AddDay', 'DeleteDay', 'CopyDay',
  'AddBlock', 'RenameBlock', 'ChangeBlockRest', 'ChangeBlockFormat', 'DeleteBlock', 'CopyBlock',
  'AddExercise', 'RenameExercise', 'AssignExerciseVideo', 'ChangeExerciseNotes', 'ChangeExerciseRest', 'DuplicateExercise', 'DeleteExercise',
  'AddSet', 'EditSet', 'DuplicateSet', 'DeleteSet', 'ReplaceExerciseSets', 'ApplyProgression',
  'AddLibraryExercise', 'ChangeLibraryExercise', 'RemoveLibraryExercise', 'CopyPlanToGroup',
  'CreateGroup', 'RenameGroup', 'DeleteGroup', 'AddGroupMembers', 'RemoveGroupMember', 'AddGroupPlans', 'RemoveGroupPlan',
  'StartWorkout', 'LogWorkoutSet', 'LogBlockResult', 'FinishWorkout', 'CommentWorkout', 'ReadWorkoutComments', 'SetTrainingMax', 'ConfirmTrainingMax', 'SetPlateIncrement', 'ChooseClassBoardDay',
  'LogBodyMeasurements', 'RemoveBodyMeasurement', 'AddProgressPhoto', 'RemoveProgressPhoto', 'ShareBodyProgress',
  'SetHealthSettings', 'PublishTerms', 'AcceptTerms', 'SubmitHealthStatement', 'RemindHealthStatement',
  'SetReminderSettings', 'SendClassReminder', 'SendPackageReminder', 'OpenCalendarFeed', 'RevokeCalendarFeed', 'SetPhone',
  'SetTrialSettings', 'BookTrial', 'ConfirmTrial', 'CancelTrial', 'CheckInTrial', 'ConvertLead', 'ForgetLead',
  'SchedulePriceVersion', 'CancelPriceVersion',
  'SetBillingSettings', 'AssignMonthlyPlan', 'ChargeDueMonths', 'RecordMonthlyPayment', 'GrantMonthlyDiscount', 'WriteOffMonthlyDebt', 'CancelMonthlyPlan', 'ReportMonthlyPayment', 'DecideMonthlyPaymentReport',
  'ImportBankMovements', 'ApproveWithMovement', 'SetPriceIndex', 'SetPauseSettings', 'SetPausePlanLimits', 'RequestPause', 'DecidePause', 'EndPause', 'MoveForClosure',
  'SetMakeupSettings', 'BookMakeup',
] as const;

export interface StudioCommand {
  kind: (typeof COMMAND_KINDS)[number];
  /** Which existing thing (index, modulo how many there are), and a second one where a command names two. */
  i: number;
  j: number;
  /** Which slot. */
  k: number;
  n: number;
  flag: boolean;
  word: string;
}

export const studioCommand: fc.Arbitrary<StudioCommand> = fc.record({
  kind: fc.constantFrom(...COMMAND_KINDS),
  i: fc.nat({ max: 30 }),
  j: fc.nat({ max: 30 }),
  k: fc.nat({ max: 30 }),
  n: fc.integer({ min: 1, max: 4 }),
  flag: fc.boolean(),
  word: fc.constantFrom('Ana', 'Beto', 'Caro', 'Funcional', 'Yoga'),
});

/**
 * A random history with account deletions in the middle of it (a deletion is one kind among many, so the plain
 * generator rarely draws one): 1 to 3 members (by index, as every command names them) deleted at random points.
 */
export const historyWithDeletions = (commands: { minLength: number; maxLength: number }): fc.Arbitrary<StudioCommand[]> =>
  fc
    .tuple(fc.array(studioCommand, commands), fc.array(fc.record({ at: fc.nat(), user: fc.nat({ max: 30 }) }), { minLength: 1, maxLength: 3 }))
    .map(([history, deletions]) => {
      const out = [...history];
      for (const d of deletions) out.splice(d.at % (out.length + 1), 0, { kind: 'DeleteAccount', i: d.user, j: 0, k: 0, n: 1, flag: false, word: 'Ana' });
      return out;
    });

/**
 * A tour of the studio that appends every event type the inline projectors handle at least once, in an order
 * where each command finds what it needs (the random commands come after it, on top).
 */
export const foundation = (): StudioCommand[] => {
  const c = (kind: StudioCommand['kind'], over: Partial<StudioCommand> = {}): StudioCommand => ({ kind, i: 0, j: 0, k: 0, n: 2, flag: true, word: 'Ana', ...over });
  return [
    // users: u0, u1, u2
    c('RegisterUser'), c('RegisterUser', { word: 'Beto' }), c('RegisterUser', { word: 'Caro' }), c('UpdateProfile', { word: 'Anita' }),
    c('ChangeRole', { i: 1 }), c('SetUserHidden', { i: 2 }), c('SetUserHidden', { i: 2, flag: false }),
    c('SetNotifications', { flag: false }), c('SetNotifications'), c('ChooseNoticeChannels', { flag: false }), c('ChooseNoticeChannels', { i: 1 }),
    // emailed links: u0 confirms her address and resets her password; u2 asks for a reset and is deleted with it pending
    c('RequestEmailVerification'), c('VerifyEmail'), c('RequestPasswordReset'), c('ResetPassword'), c('RequestPasswordReset', { i: 2 }),
    // catalog: slot 0 on Mondays at 10:00 for one person, slot 1 on Thursdays, slot 2 removed
    c('CreateDiscipline'), c('CreateDiscipline', { word: 'Yoga' }), c('RenameDiscipline', { i: 1, word: 'Pilates' }), c('RemoveDiscipline', { i: 1 }),
    c('AddSlot', { i: 0, j: 3, n: 1 }), c('AddSlot', { i: 3, j: 11 }), c('AddSlot', { i: 5, j: 2 }), c('ChangeSlot', { k: 1, i: 1, j: 4 }),
    c('RemoveSlot', { k: 2 }),
    c('CreatePackage'), c('CreatePackage', { i: 1, flag: false }), c('ChangePackage', { j: 1, n: 3 }), c('DiscontinuePackage', { j: 1 }),
    c('PublishNews'), c('UpdateNews'), c('PublishNews', { word: 'Beto' }), c('DeleteNews', { i: 1 }),
    c('AddVideo'), c('RenameVideo', { word: 'Yoga' }), c('AddVideo', { i: 1 }), c('RemoveVideo', { i: 1 }),
    // packages: u2 asks and is approved, u1 asks and is turned down; u0 and u1 get one from the admin
    c('RequestPackage', { i: 2 }), c('ApproveRequest'), c('RequestPackage', { i: 1 }), c('RejectRequest', { i: 1 }),
    c('AssignPackage'), c('AssignPackage', { i: 1 }), c('AdjustCredits'), c('AdjustCredits', { i: 1, flag: false, n: 1 }),
    // the studio's package settings: N days, then the calendar month prorated with transfer details
    c('SetPackageSettings', { flag: false, n: 30 }), c('SetPackageSettings'),
    // u0 holds a package: asks for a renewal (approved, queued until it ends) and a top-up (credits now)
    c('RequestMore', { i: 0 }), c('ApproveRequest', { i: 2 }), c('RequestMore', { i: 0, flag: false }), c('ApproveRequest', { i: 3 }),
    // the admin renews u1's package from Usuarios: queued from the day it ends
    c('RenewPackage', { i: 1 }),
    // today's 10:00 class (an hour away, past the promotion cutoff): full, u1 waits, the place is offered
    c('Reserve', { i: 0, j: 0 }), c('JoinWaitlist', { i: 1, j: 0 }), c('CancelWithWaitlist', { i: 0 }),
    // next Monday: full, u1 waits and is promoted when u0 cancels
    c('Reserve', { i: 0, j: 1 }), c('JoinWaitlist', { i: 1, j: 1 }), c('CancelWithWaitlist', { i: 1 }),
    // the Monday after: u2 waits (wanting a place until 3 hours before), loses the package, and is skipped; u0 joins and leaves
    c('Reserve', { i: 1, j: 2 }), c('JoinWaitlist', { i: 2, j: 2 }), c('ChangeWaitlistLimit', { i: 2, j: 2, n: 1 }), c('JoinWaitlist', { i: 0, j: 2 }), c('LeaveWaitlist', { i: 0, j: 2 }),
    c('RemovePackage', { i: 2 }), c('CancelWithWaitlist', { i: 2 }), c('SettleWaitlist', { i: 0, j: 2 }),
    c('Reserve', { i: 1, j: 3 }), c('CheckIn', { i: 3 }), c('UndoCheckIn', { i: 3 }), c('Cancel', { i: 3, flag: false }),
    // attendance: u0 books Thursday's class and never comes; staff books u1 into it, and u2 into today's as a walk-in
    c('Reserve', { i: 0, k: 1, j: 0 }), c('StaffBook', { i: 1, k: 1, j: 0, flag: false }), c('StaffBook', { i: 2, k: 0, j: 0, n: 1 }),
    c('RecordNoShow', { i: 4 }),
    // plans: one of each tree edit, then a second plan deleted
    c('CreatePlan'), c('RenamePlan', { word: 'Beto' }), c('ChangePlanVisibility', { flag: false }), c('AssignPlan'), c('UnassignPlan'), c('AssignPlan', { i: 0, j: 1 }),
    c('AssignPlan', { i: 0 }), c('UnassignAllMembers'), c('AddWeek'), c('RenameWeek'), c('AddDay'), c('AddBlock'), c('RenameBlock'), c('ChangeBlockRest'), c('ChangeBlockFormat', { n: 10 }),
    c('AddExercise'), c('RenameExercise'), c('AssignExerciseVideo'), c('ChangeExerciseNotes'), c('ChangeExerciseRest', { flag: false }), c('AddSet'), c('EditSet'), c('DuplicateSet'), c('ReplaceExerciseSets'), c('DuplicateExercise'),
    // workouts: u0 trains the plan's day: a set, a heavier one (a record), a correction, finishes, a late set, a comment
    // read by u0, and a second comment left new
    c('StartWorkout'), c('LogWorkoutSet', { j: 0 }), c('LogWorkoutSet', { j: 1 }), c('LogWorkoutSet', { j: 1, n: 4 }), c('LogBlockResult', { n: 8 }), c('LogBlockResult', { n: 9 }), c('FinishWorkout'),
    c('LogWorkoutSet', { j: 2 }), c('CommentWorkout'), c('ReadWorkoutComments'), c('CommentWorkout'),
    // u2 trains too (and is deleted at the end: the account takes its sessions with it)
    c('StartWorkout', { i: 2 }), c('LogWorkoutSet', { i: 1 }), c('CommentWorkout', { i: 1 }),
    // u0 trains the day again, more reps than last time: a record counts only against sessions started before
    c('StartWorkout'), c('LogWorkoutSet', { i: 2, j: 1, n: 5 }),
    // training maxes: a coach writes u0's, then confirms the one her records propose; the studio's plates
    c('SetTrainingMax', { i: 0 }), c('ConfirmTrainingMax', { i: 0 }), c('SetPlateIncrement', { n: 1 }),
    // the pizarra: a class shows the plan's day, chosen again (nothing) and then another plan's
    c('ChooseClassBoardDay'), c('ChooseClassBoardDay'), c('ChooseClassBoardDay', { j: 1 }),
    // body progress: u0 measures twice, removes one, adds two photos, removes one and shares; u2 (deleted at the end)
    // measures and adds a photo, which go with her account
    c('LogBodyMeasurements', { i: 0, n: 12 }), c('LogBodyMeasurements', { i: 0, n: 10, flag: false }), c('RemoveBodyMeasurement', { i: 0 }),
    c('AddProgressPhoto', { i: 0 }), c('AddProgressPhoto', { i: 0, n: 1 }), c('RemoveProgressPhoto', { i: 0 }), c('ShareBodyProgress', { i: 0 }),
    c('LogBodyMeasurements', { i: 2 }), c('AddProgressPhoto', { i: 2, n: 2 }), c('ShareBodyProgress', { i: 2 }), c('ShareBodyProgress', { i: 2, flag: false }),
    c('CopyDay'), c('CopyBlock'), c('DuplicatePlan'), c('DuplicateWeek'), c('ApplyProgression', { flag: false }), c('ApplyProgression'), c('DeleteSet'), c('DeleteExercise'), c('DeleteBlock'), c('DeleteDay'), c('DeleteWeek'), c('AddWeek'), c('AddDay'),
    c('CreatePlan', { i: 1, word: 'Beto' }),
    // groups
    c('CreateGroup'), c('RenameGroup', { word: 'Beto' }), c('AddGroupMembers', { j: 1 }), c('RemoveGroupMember', { i: 0 }),
    c('AddGroupPlans', { j: 1 }), c('RemoveGroupPlan', { j: 1 }), c('AddGroupPlans'), c('CreateGroup', { i: 1 }), c('DeleteGroup', { i: 1 }),
    c('CopyPlanToGroup'), c('DeletePlan', { i: 1 }),
    // the exercise library
    c('AddLibraryExercise'), c('AddLibraryExercise', { word: 'Beto', flag: false }), c('ChangeLibraryExercise', { word: 'Caro' }), c('RemoveLibraryExercise', { i: 1 }),
    // booking policy: today's 12:00 class is within 48 h; the first late cancellation of the month is forgiven, the
    // second forfeits the credit, and the admin gives it back
    c('SetBookingPolicy', { n: 2, flag: true }), c('AddSlot', { i: 0, j: 5, n: 3 }), c('Reserve', { i: 0, k: 3, j: 0 }), c('CancelAsMember', { i: 7 }),
    c('Reserve', { i: 0, k: 3, j: 0 }), c('CancelAsMember', { i: 8 }), c('WaiveForfeit', { i: 8 }),
    // calendar exceptions: slot 0 gets an instructor and a 45-minute class; next Monday's class (u1 holds it)
    // is cancelled and put back; the Monday after (u1 booked) closes and reopens; a one-off class on Saturday, booked
    c('ChangeSlot', { k: 0, i: 0, j: 3, n: 1, flag: true }),
    c('CancelOccurrence', { k: 0, j: 1 }), c('RestoreOccurrence', { k: 0, j: 1 }),
    c('CloseDay', { k: 0, j: 2 }), c('ReopenDay', { k: 0, j: 2 }),
    c('AddOneOff', { j: 5, n: 2 }), c('Reserve', { i: 0, k: 4, j: 0 }),
    // today's full class moves without its walk-in (no credit to carry: cancelled); Saturday's one-off class takes u0's
    // booking along (BookingMoved on the new one-off class, credit restored and consumed: one "Turno movido" line)
    c('Reserve', { i: 0, k: 0, j: 3 }), c('MoveOccurrence', { k: 0, j: 3, n: 1 }), c('MoveOccurrence', { k: 4, j: 0, n: 1 }),
    // turnos fijos: u0 makes Thursday's class one, a week is skipped, and it is removed (after the make-ups below); Monday's stays
    c('SetStandingBooking', { i: 0, k: 1 }), c('SkipStandingWeek', { i: 0, k: 1, j: 1 }),
    // make-up classes: the studio turns them on, closed days recoverable; it closes Tuesday 17, so u0's turno fijo
    // class that day becomes a make-up right (the day reopens); she recovers it in a class of its discipline, cancels
    // that in time (the right comes back) and books it again
    c('SetMakeupSettings', { n: 2, flag: true }), c('CloseDay', { k: 1, j: 0 }), c('ReopenDay', { k: 1, j: 0 }), c('BookMakeup', { i: 0, flag: true }),
    c('ClearStandingBooking', { i: 0, k: 1 }),
    c('SetStandingBooking', { i: 0, k: 0 }),
    // a turno fijo's full week: slot 7, Wednesdays at 18:00 for one; u1 takes the 25th, so u0's turno fijo waits for it
    c('AddSlot', { i: 2, j: 11, n: 1 }), c('Reserve', { i: 1, k: 7, j: 1 }), c('SetStandingBooking', { i: 0, k: 7 }), c('JoinStandingWaitlist', { i: 0, k: 7, j: 1 }),
    // health and consent: the studio warns without a statement (two weeks' validity) and writes its terms twice; u0
    // accepted the first and accepts the second, declares a condition with its certificate and is reminded; u1 tries
    // an old version and files a plain statement
    c('SetHealthSettings', { n: 2, flag: false }), c('PublishTerms'), c('AcceptTerms'), c('PublishTerms', { word: 'Beto' }), c('AcceptTerms'),
    c('AcceptTerms', { i: 1, flag: false }), c('SubmitHealthStatement'), c('RemindHealthStatement'), c('SubmitHealthStatement', { i: 1, flag: false }),
    // reminders: the studio reminds 2 hours before; u0 is reminded of a class and of her package's end; u1 opens a
    // calendar feed, renews it and revokes it, u0 keeps hers
    c('SetReminderSettings', { n: 2 }), c('SendClassReminder'), c('SendPackageReminder'),
    c('OpenCalendarFeed', { i: 1 }), c('OpenCalendarFeed', { i: 1 }), c('RevokeCalendarFeed', { i: 1 }), c('OpenCalendarFeed'),
    // phones for WhatsApp: u0 and u2 give one, u0 takes hers off and gives another (u2's goes with her account)
    c('SetPhone'), c('SetPhone', { i: 2 }), c('SetPhone', { flag: false }), c('SetPhone', { n: 3 }),
    // trial classes: the studio confirms them itself; two visitors book today's 10:00 class (slot 8), the first is
    // confirmed, checked in and made a member, the second cancelled; then trials are confirmed at once again
    c('SetTrialSettings', { flag: false }), c('AddSlot', { i: 0, j: 3, n: 3 }), c('BookTrial', { k: 8 }), c('BookTrial', { k: 8, word: 'Beto', flag: false }),
    c('ConfirmTrial'), c('CheckInTrial'), c('CancelTrial', { i: 1 }), c('ConvertLead'), c('ForgetLead', { i: 1 }), c('SetTrialSettings'),
    // monthly plans: the studio blocks after a few days en mora; u1 takes package 0 by the month, pays part, is
    // charged the next month, reports a transfer (approved with its bank movement, imported once: the same import
    // again is refused) and another (rejected), gets a discount and a write-off,
    // pays the rest and ends her plan herself
    // price lists: package 0's list takes effect today with an early price and a surcharge, a version in 50 days
    // stays (told to u1 ahead of her month at it, a surcharge on her month owed) and one in 75 is withdrawn
    c('SchedulePriceVersion', { n: 1 }), c('SchedulePriceVersion', { n: 3 }), c('SchedulePriceVersion', { n: 4 }), c('CancelPriceVersion'),
    c('SetBillingSettings'), c('AssignMonthlyPlan', { i: 1 }), c('RecordMonthlyPayment', { i: 1, flag: false, n: 1 }), c('ChargeDueMonths', { i: 1 }),
    c('ReportMonthlyPayment', { i: 1, n: 1 }), c('ImportBankMovements', { n: 1 }), c('ImportBankMovements', { n: 1 }), c('ApproveWithMovement', { i: 1 }), c('ReportMonthlyPayment', { i: 1, n: 2 }), c('DecideMonthlyPaymentReport', { i: 1, flag: false }),
    c('GrantMonthlyDiscount', { i: 1 }), c('WriteOffMonthlyDebt', { i: 1 }), c('RecordMonthlyPayment', { i: 1 }),
    // pauses: package 0 gets limits of its own (3 pauses, 15 days), changed and cleared, then set again; u1 asks for
    // one, the studio approves it (her plan's dates and package move), she asks for another (rejected); then pauses
    // are approved as asked, u0 pauses her package and takes the pause back before it begins
    c('SetPausePlanLimits', { n: 3 }), c('SetPausePlanLimits', { n: 4 }), c('SetPausePlanLimits', { flag: false }), c('SetPausePlanLimits', { n: 3 }),
    c('SetPauseSettings', { n: 2, flag: false }), c('RequestPause', { i: 1, n: 2 }), c('DecidePause', { i: 1 }), c('RequestPause', { i: 1, n: 25 }), c('DecidePause', { i: 1, flag: false }),
    c('SetPauseSettings', { n: 3 }), c('RequestPause', { i: 0, n: 20 }), c('EndPause', { i: 0 }),
    // closed days for u1: one in her month running, two past the months charged (kept for theirs), one of those reopened
    c('MoveForClosure', { i: 1, n: 5 }), c('MoveForClosure', { i: 1, n: 100 }), c('MoveForClosure', { i: 1, n: 101 }), c('MoveForClosure', { i: 1, n: 101, flag: false }),
    c('CancelMonthlyPlan', { i: 1 }),
    // the price index for income in constant pesos, set and then corrected
    c('SetPriceIndex', { n: 1 }), c('SetPriceIndex', { n: 2, flag: false }),
    // the ends of things
    c('ExpirePackage'), c('RemovePackage', { i: 1 }), c('DeleteAccount', { i: 2 }),
  ];
};

const pick = <T>(items: readonly T[], i: number): T | undefined => (items.length === 0 ? undefined : items[i % items.length]);
const NOTHING = 'NOTHING_TO_ACT_ON';
// A limited package names two disciplines (a set), or the only one there is.
const disciplineSetOf = (disciplines: readonly number[], i: number): number[] =>
  [...new Set([pick(disciplines, i), pick(disciplines, i + 1)].filter((id): id is number => id !== undefined))];

/** Runs one command; returns 'ok' or the code of the expected refusal. */
export async function runStudioCommand(db: Db, s: Studio, c: StudioCommand): Promise<string> {
  try {
    return (await run(db, s, c)) ?? 'ok';
  } catch (error) {
    if (error instanceof DomainError && error.status < 500) return error.code;
    throw error;
  }
}

async function run(db: Db, s: Studio, c: StudioCommand): Promise<string | undefined> {
  const user = pick(s.users, c.i);
  const discipline = pick(s.disciplines, c.i);
  const slot = pick(s.slots, c.k);
  const pkg = pick(s.packages, c.j);
  const plan = pick(s.plans, c.i);
  const group = pick(s.groups, c.i);
  switch (c.kind) {
    case 'RegisterUser':
    case 'UpdateProfile':
    case 'ChangeRole':
    case 'SetUserHidden': {
      // membership-commands names users `${prefix}-${n}`.
      const n = c.kind === 'RegisterUser' ? s.users.length : c.i % Math.max(1, s.users.length);
      const email = `${c.word.toLowerCase()}${n}@example.com`;
      const command =
        c.kind === 'RegisterUser' || c.kind === 'UpdateProfile'
          ? { type: c.kind, user: n, firstName: c.word, email }
          : c.kind === 'ChangeRole'
            ? { type: c.kind, user: n, role: c.flag ? ('admin' as const) : ('member' as const) }
            : { type: c.kind, user: n, hidden: c.flag };
      const outcome = await runMembershipCommand(db, s.prefix, command);
      if (c.kind === 'RegisterUser' && outcome === 'ok') s.users.push(`${s.prefix}-${n}`);
      return outcome;
    }
    case 'RequestPasswordReset':
    case 'ResetPassword':
    case 'RequestEmailVerification':
    case 'VerifyEmail':
      if (!user) return NOTHING;
      return runAccountLinkCommand(db, ctx(user), c.kind, user);
    case 'DeleteAccount':
      if (!user) return NOTHING;
      await deleteAccount(db, ctx(user), { userId: user, today: TODAY, tz: TZ });
      return;
    case 'CreateDiscipline':
      s.disciplines.push((await createDiscipline(db, ctx(), { name: `${c.word} ${s.prefix} ${s.disciplines.length}` })).id);
      return;
    case 'RenameDiscipline':
      if (discipline === undefined) return NOTHING;
      await renameDiscipline(db, ctx(), { id: discipline, name: `${c.word} ${s.prefix} ${c.j}` });
      return;
    case 'RemoveDiscipline':
      if (discipline === undefined) return NOTHING;
      await removeDiscipline(db, ctx(), { id: discipline });
      s.disciplines = s.disciplines.filter((d) => d !== discipline); // later commands name live ones
      return;
    case 'SetBookingPolicy': {
      if (discipline === undefined) return NOTHING;
      const policy = {
        opensDaysAhead: c.flag ? null : 7 * c.n,
        closesMinutesBefore: 15 * (c.n - 1),
        freeCancelHoursBefore: c.flag ? 24 * c.n : null,
        freeLateCancelsPerMonth: c.n - 1,
        waitlistCutoffMinutesBefore: c.flag ? 30 * c.n : 120,
      };
      await setDisciplineBookingPolicy(db, ctx(), { id: discipline, policy });
      return;
    }
    case 'AddSlot':
    case 'ChangeSlot': {
      const shape = { weekday: 1 + (c.i % 7), time: `${String(7 + c.j % 12).padStart(2, '0')}:00`, disciplineId: pick(s.disciplines, c.j) ?? 0, capacity: c.n }; // 0: none left, refused
      if (c.kind === 'ChangeSlot' && slot === undefined) return NOTHING;
      const id = c.kind === 'AddSlot' ? (await addScheduleSlot(db, ctx(), shape)).id : slot!;
      if (c.kind === 'AddSlot') s.slots.push(id);
      // a change may name the instructor (an admin) and the duration too
      else await changeScheduleSlot(db, ctx(), { id, slot: shape, details: c.flag ? { instructorId: pick(s.users, 0) ?? null, durationMinutes: 30 + 15 * c.n } : undefined });
      s.slotWeekdays.set(id, shape.weekday);
      return;
    }
    case 'AddOneOff': {
      const fecha = agendaDates(TODAY)[c.j % agendaDates(TODAY).length]!;
      const details = { instructorId: null, durationMinutes: 45 + 15 * c.n };
      const { id } = await addOneOffClass(db, ctx(), { fecha, time: `${String(7 + c.n).padStart(2, '0')}:30`, disciplineId: pick(s.disciplines, c.i) ?? 0, capacity: c.n, details, today: TODAY });
      s.slots.push(id);
      s.slotWeekdays.set(id, isoWeekdayOf(fecha));
      return;
    }
    case 'CloseDay':
    case 'ReopenDay':
    case 'CancelOccurrence':
    case 'RestoreOccurrence': {
      if (slot === undefined) return NOTHING;
      const fecha = classDate(s.slotWeekdays.get(slot), c.j, false);
      if (c.kind === 'CloseDay') await closeDay(db, ctx(), { fecha, motivo: `Feriado ${c.word}`, tz: TZ });
      if (c.kind === 'ReopenDay') await reopenDay(db, ctx(), { fecha, tz: TZ });
      if (c.kind === 'CancelOccurrence') await cancelOccurrence(db, ctx(), { slotId: slot, fecha, motivo: `Sin profe ${c.word}`, tz: TZ });
      if (c.kind === 'RestoreOccurrence') await restoreOccurrence(db, ctx(), { slotId: slot, fecha, tz: TZ });
      return;
    }
    case 'MoveOccurrence': {
      if (slot === undefined) return NOTHING;
      const fecha = classDate(s.slotWeekdays.get(slot), c.j, false);
      const dates = agendaDates(TODAY);
      const nuevaFecha = dates[(c.j + c.n) % dates.length]!;
      const { id } = await moveOccurrence(db, ctx(), { slotId: slot, fecha, motivo: `Sala ${c.word}`, nuevaFecha, nuevaHora: `${String(8 + c.n).padStart(2, '0')}:15`, tz: TZ });
      s.slots.push(id);
      s.slotWeekdays.set(id, isoWeekdayOf(nuevaFecha));
      return;
    }
    case 'RemoveSlot':
      if (slot === undefined) return NOTHING;
      await removeScheduleSlot(db, ctx(), { id: slot });
      return;
    case 'CreatePackage':
    case 'ChangePackage': {
      const terms = { name: `Pack ${c.word} ${s.prefix} ${c.i}`, classesPerMonth: 4 * c.n, price: 1000 * c.n, disciplineIds: c.flag ? disciplineSetOf(s.disciplines, c.i) : [] };
      if (c.kind === 'CreatePackage') s.packages.push((await createPackage(db, ctx(), terms)).id);
      else if (pkg === undefined) return NOTHING;
      else await changePackage(db, ctx(), { id: pkg, terms });
      return;
    }
    case 'DiscontinuePackage':
      if (pkg === undefined) return NOTHING;
      await discontinuePackage(db, ctx(), { id: pkg });
      return;
    case 'PublishNews': {
      const { result } = await publishNews(db, ctx(), { content: { titulo: c.word, subtitulo: 'Novedad', contenido: 'Texto', imagenUrl: '' }, fecha: '2026-11-16 09:00:00' });
      s.news.push(result.newsId);
      return;
    }
    case 'UpdateNews': {
      const news = pick(s.news, c.i);
      if (news === undefined) return NOTHING;
      await updateNews(db, ctx(), news, { titulo: `${c.word} ${c.j}`, subtitulo: 'Cambio', contenido: 'Otro texto' });
      return;
    }
    case 'DeleteNews': {
      const news = pick(s.news, c.i);
      if (news === undefined) return NOTHING;
      await deleteNews(db, ctx(), news);
      return;
    }
    case 'AddVideo': {
      const added = await addVideo(db, ctx(), { nombre: `${c.word} ${c.i}`, url: `https://www.youtube.com/watch?v=abc${c.i}` });
      s.videos.push(added.result.id);
      return;
    }
    case 'RenameVideo':
    case 'RemoveVideo': {
      const video = pick(s.videos, c.i);
      if (video === undefined) return NOTHING;
      if (c.kind === 'RenameVideo') await renameVideo(db, ctx(), video, `${c.word} ${c.j}`);
      else await removeVideo(db, ctx(), video);
      return;
    }
    case 'SetNotifications': {
      if (!user) return NOTHING;
      await setNotifications(db, ctx(user), { userId: user, enabled: c.flag });
      return;
    }
    case 'ChooseNoticeChannels': {
      if (!user) return NOTHING;
      const notice = c.j % 2 === 0 ? 'waitlist' : 'news';
      await chooseNoticeChannels(db, ctx(user), c.n % 2 === 0 ? { userId: user, notice, push: c.flag, email: !c.flag } : { userId: user, notice, stopEmail: true });
      return;
    }
    case 'RequestPackage': {
      if (!user || pkg === undefined) return NOTHING;
      const { result } = await requestPackage(db, ctx(user), { userId: user, packageId: pkg, receiptKey: `receipts/${s.prefix}-${c.i}.png`, receiptMime: 'image/png', receiptHash: `hash-${s.prefix}-${c.i}`, tz: TZ });
      s.requests.push(result.requestId);
      return;
    }
    case 'ApproveRequest':
    case 'RejectRequest': {
      const request = pick(s.requests, c.i);
      if (request === undefined) return NOTHING;
      if (c.kind === 'ApproveRequest') await approveRequest(db, ctx(), { requestId: request, tz: TZ });
      else await rejectRequest(db, ctx(), { requestId: request, reason: 'Comprobante ilegible' });
      return;
    }
    case 'AssignPackage':
      if (!user || pkg === undefined) return NOTHING;
      await assignPackage(db, ctx(), { userId: user, packageId: pkg, credits: 2 * c.n, validUntil: '2027-01-01', reason: 'Recorrido de prueba', tz: TZ });
      return;
    case 'RemovePackage':
      if (!user) return NOTHING;
      await assignPackage(db, ctx(), { userId: user, packageId: null, tz: TZ });
      return;
    case 'AdjustCredits':
      if (!user) return NOTHING;
      await adjustCredits(db, ctx(), { userId: user, delta: c.flag ? c.n : -c.n, reason: 'prueba', tz: TZ });
      return;
    case 'RequestMore': {
      if (!user || pkg === undefined) return NOTHING;
      const kind = c.flag ? 'renovacion' : 'recarga';
      const { result } = await requestPackage(db, ctx(user), { userId: user, packageId: pkg, receiptKey: `receipts/${s.prefix}-more-${c.i}.png`, receiptMime: 'image/png', receiptHash: `hash-${s.prefix}-more-${c.i}`, tz: TZ, kind });
      s.requests.push(result.requestId);
      return;
    }
    case 'RenewPackage':
      if (!user || pkg === undefined) return NOTHING;
      await bulkAssignPackage(db, ctx(), { members: async () => ({ userIds: [user], known: new Set([user]) }), packageId: pkg, mode: 'renovar', tz: TZ });
      return;
    case 'SetPackageSettings':
      // flag: calendar month prorated, with transfer details; else n days from activation, full credits
      await setPackageSettings(db, ctx(), c.flag
        ? { validity: 'mes', days: null, midMonth: 'prorrateo', alias: 'pulso.estudio', cbu: '0000003100012345678901', holder: `Estudio ${c.word}` }
        : { validity: 'dias', days: Math.max(1, c.n), midMonth: 'completo', alias: '', cbu: '', holder: '' });
      return;
    case 'ExpirePackage':
      if (!user) return NOTHING;
      await expirePackage(db, ctx('admin-test', AFTER_EXPIRY), { userId: user, tz: TZ });
      return;
    case 'Reserve':
    case 'JoinWaitlist': {
      if (!user || slot === undefined) return NOTHING;
      const fecha = classDate(s.slotWeekdays.get(slot), c.j, c.n === 4);
      if (c.kind === 'JoinWaitlist') {
        await joinWaitlist(db, ctx(user), { userId: user, slotId: slot, fecha, tz: TZ });
        return;
      }
      const { result } = await reserveSlot(db, ctx(user), { userId: user, slotId: slot, fecha, tz: TZ });
      s.bookings.push(result.id);
      s.bookingOwners.set(result.id, user);
      return;
    }
    case 'LeaveWaitlist':
    case 'ChangeWaitlistLimit':
    case 'SettleWaitlist': {
      if (!user || slot === undefined) return NOTHING;
      const fecha = classDate(s.slotWeekdays.get(slot), c.j, false);
      // n odd: until 3 hours before; even: back to the studio's cutoff
      if (c.kind === 'ChangeWaitlistLimit') await changeWaitlistLimit(db, ctx(user), { userId: user, slotId: slot, fecha, promoteUntilMinutesBefore: c.n % 2 ? 180 : null, actor: { userId: user, role: 'member' } });
      else if (c.kind === 'SettleWaitlist') await settleWaitlist(db, ctx(), { slotId: slot, fecha, tz: TZ });
      else await leaveWaitlist(db, ctx(user), { userId: user, slotId: slot, fecha, actor: { userId: user, role: 'member' } });
      return;
    }
    case 'SetStandingBooking':
    case 'ClearStandingBooking':
    case 'SkipStandingWeek':
    case 'JoinStandingWaitlist': {
      if (!user || slot === undefined) return NOTHING;
      const fecha = classDate(s.slotWeekdays.get(slot), c.j, false);
      if (c.kind === 'JoinStandingWaitlist') await joinStandingWaitlist(db, ctx('system'), { userId: user, slotId: slot, fecha, tz: TZ });
      else if (c.kind === 'SetStandingBooking') await setStandingBooking(db, ctx(user), { userId: user, slotId: slot, tz: TZ });
      else if (c.kind === 'ClearStandingBooking') await clearStandingBooking(db, ctx(user), { userId: user, slotId: slot });
      else await skipStandingWeek(db, ctx('system'), { userId: user, slotId: slot, fecha, hora: '10:00', reason: 'SLOT_FULL' });
      return;
    }
    case 'CancelAsMember':
    case 'WaiveForfeit': {
      const booking = pick(s.bookings, c.i);
      const owner = booking === undefined ? undefined : s.bookingOwners.get(booking);
      if (booking === undefined || !owner) return NOTHING;
      if (c.kind === 'WaiveForfeit') await waiveForfeit(db, ctx(), { bookingId: booking, reason: 'Aviso por enfermedad' });
      else await cancelBookingWithWaitlist(db, ctx(owner), { bookingId: booking, actor: { userId: owner, role: 'member' }, reason: 'member', tz: TZ });
      return;
    }
    case 'Cancel':
    case 'CancelWithWaitlist': {
      const booking = pick(s.bookings, c.i);
      if (booking === undefined) return NOTHING;
      const actor = c.flag ? { userId: 'admin-test', role: 'admin' as const } : { userId: 'schedule', role: 'system' as const };
      const input = { bookingId: booking, actor, reason: c.flag ? ('admin' as const) : ('member' as const), tz: TZ };
      await (c.kind === 'Cancel' ? cancelBooking(db, ctx(), input) : cancelBookingWithWaitlist(db, ctx(), input));
      return;
    }
    case 'CheckIn':
    case 'UndoCheckIn':
    case 'RecordNoShow': {
      const booking = pick(s.bookings, c.i);
      if (booking === undefined) return NOTHING;
      // No-shows are recorded after the class (the sweep's clock); check-in happens around it.
      await decideAttendance(db, ctx('admin-test', c.kind === 'RecordNoShow' ? AFTER_EXPIRY : NOW), { type: c.kind, bookingId: booking, tz: TZ });
      return;
    }
    case 'StaffBook': {
      if (!user || slot === undefined) return NOTHING;
      const fecha = classDate(s.slotWeekdays.get(slot), c.j, false);
      const { result } = await staffBook(db, ctx(), { userId: user, slotId: slot, fecha, walkIn: c.flag, consumeCredit: c.n % 2 === 0, reason: 'Vino sin reserva', tz: TZ });
      s.bookings.push(result.id);
      s.bookingOwners.set(result.id, user);
      return;
    }
    case 'DuplicatePlan':
      if (plan === undefined) return NOTHING;
      s.plans.push((await duplicatePlan(db, ctx(), { sourceId: plan, name: c.flag ? null : `Copia ${c.word}` })).planId);
      return;
    case 'CreatePlan':
      s.plans.push((await createPlan(db, ctx(), `Plan ${c.word} ${c.i}`)).planId);
      return;
    case 'AssignPlan':
    case 'UnassignPlan':
      if (plan === undefined || !user) return NOTHING;
      await setPlanMember(db, ctx(), { planId: plan, userId: user, assigned: c.kind === 'AssignPlan' });
      return;
    case 'CreateGroup':
      s.groups.push((await createGroup(db, ctx(), `Grupo ${c.word} ${c.i}`)).groupId);
      return;
    case 'RenameGroup':
      if (group === undefined) return NOTHING;
      await renameGroup(db, ctx(), group, `Grupo ${c.word} ${c.j}`);
      return;
    case 'DeleteGroup':
      if (group === undefined) return NOTHING;
      await deleteGroup(db, ctx(), group);
      return;
    case 'AddGroupMembers':
    case 'RemoveGroupMember': {
      if (group === undefined || !user) return NOTHING;
      if (c.kind === 'AddGroupMembers') await addGroupMembers(db, ctx(), group, [user, pick(s.users, c.j)!]);
      else await removeGroupMember(db, ctx(), group, user);
      return;
    }
    case 'CopyPlanToGroup':
      if (group === undefined || plan === undefined) return NOTHING;
      s.plans.push(...(await copyPlanToGroupMembers(db, ctx(), { planId: plan, groupId: group })).copies.map((copy) => copy.id));
      return;
    case 'AddLibraryExercise':
      s.library.push((await addLibraryExercise(db, ctx(), { name: `Sentadilla ${c.word} ${c.i}`, video: c.flag ? null : `https://example.com/v/${c.j}`, notes: `Lento ${c.n}`, bodyweight: c.flag })).id);
      return;
    case 'ChangeLibraryExercise':
    case 'RemoveLibraryExercise': {
      const entry = pick(s.library, c.i);
      if (entry === undefined) return NOTHING;
      if (c.kind === 'RemoveLibraryExercise') await removeLibraryExercise(db, ctx(), entry);
      else await changeLibraryExercise(db, ctx(), { id: entry, name: `Remo ${c.word} ${c.j}`, notes: '', bodyweight: !c.flag });
      return;
    }
    case 'AddGroupPlans':
    case 'RemoveGroupPlan': {
      const groupPlan = pick(s.plans, c.j);
      if (group === undefined || groupPlan === undefined) return NOTHING;
      if (c.kind === 'AddGroupPlans') await addGroupPlans(db, ctx(), group, [groupPlan]);
      else await removeGroupPlan(db, ctx(), group, groupPlan);
      return;
    }
    case 'SetHealthSettings':
    case 'PublishTerms':
    case 'AcceptTerms':
    case 'SubmitHealthStatement':
    case 'RemindHealthStatement':
      return runHealthCommand(db, ctx(user), c.kind, { userId: user, n: c.n, flag: c.flag, word: c.word, tz: TZ });
    case 'SetPhone':
      if (!user) return NOTHING;
      await setMemberPhone(db, ctx(user), { userId: user, typed: c.flag ? `11 5555-12${10 + c.n}` : '' });
      return;
    case 'SetReminderSettings':
    case 'SendClassReminder':
    case 'SendPackageReminder':
    case 'OpenCalendarFeed':
    case 'RevokeCalendarFeed':
      return runReminderCommand(db, ctx(user), c.kind, { userId: user, slotId: slot, fecha: classDate(slot === undefined ? undefined : s.slotWeekdays.get(slot), c.j, false), n: c.n });
    case 'SetTrialSettings':
    case 'BookTrial':
    case 'ConfirmTrial':
    case 'CancelTrial':
    case 'CheckInTrial':
    case 'ConvertLead':
    case 'ForgetLead':
      return runTrialCommand(db, s, ctx(), c.kind, { slotId: slot, fecha: classDate(slot === undefined ? undefined : s.slotWeekdays.get(slot), c.j, false), i: c.i, n: c.n, flag: c.flag, word: c.word, tz: TZ });
    case 'SchedulePriceVersion':
    case 'CancelPriceVersion':
    case 'SetBillingSettings':
    case 'AssignMonthlyPlan':
    case 'ChargeDueMonths':
    case 'RecordMonthlyPayment':
    case 'GrantMonthlyDiscount':
    case 'WriteOffMonthlyDebt':
    case 'CancelMonthlyPlan':
    case 'ReportMonthlyPayment':
    case 'DecideMonthlyPaymentReport':
    case 'ImportBankMovements':
    case 'ApproveWithMovement':
    case 'SetPauseSettings':
    case 'SetPausePlanLimits':
    case 'RequestPause':
    case 'DecidePause':
    case 'EndPause':
    case 'MoveForClosure':
      return runBillingCommand(db, ctx(), ctx('system', AFTER_EXPIRY), c.kind, { userId: user, packageId: pick(s.packages, c.j), n: c.n, flag: c.flag, word: c.word, tz: TZ });
    case 'SetMakeupSettings':
    case 'BookMakeup':
      return runMakeupCommand(db, (actorId) => ctx(actorId), c.kind, { userId: user, n: c.n, flag: c.flag, tz: TZ, today: TODAY });
    case 'SetTrainingMax':
    case 'ConfirmTrainingMax':
    case 'SetPlateIncrement':
      return runTrainingMaxCommand(db, ctx(), c.kind, { userId: user, n: c.n });
    case 'LogBodyMeasurements':
    case 'RemoveBodyMeasurement':
    case 'AddProgressPhoto':
    case 'RemoveProgressPhoto':
    case 'ShareBodyProgress':
      return runBodyProgressCommand(db, ctx(user), c.kind, { userId: user, i: c.i, n: c.n, flag: c.flag, today: TODAY });
    case 'SetPriceIndex':
      // The last two months before the command's day: n moves the values, so a second run changes one or both.
      await setPriceIndex(db, ctx(), { months: [{ month: '2026-09', value: 100 + c.n }, { month: '2026-10', value: 108 + (c.flag ? c.n : 0) }], tz: TZ });
      return;
    case 'StartWorkout':
    case 'LogWorkoutSet':
    case 'LogBlockResult':
    case 'FinishWorkout':
    case 'CommentWorkout':
    case 'ReadWorkoutComments':
    case 'ChooseClassBoardDay':
      return runWorkoutCommand(db, s, c);
    default:
      if (plan === undefined) return NOTHING;
      await runPlanCommand(db, ctx(), planCommandType(c.kind), { planId: plan }, async (state, tools) => {
        const command = await planCommand(c, state, tools.ids);
        return { command: { ...command, planId: plan } as PlanCommand, id: plan };
      });
      return;
  }
}

/** A date of the agenda (today on) on the slot's weekday (as members pick them), or, when `wrong`, any date to test the refusal. */
function classDate(weekday: number | undefined, n: number, wrong: boolean): string {
  const dates = agendaDates(TODAY);
  const onWeekday = dates.filter((d) => isoWeekdayOf(d) === weekday);
  return (wrong || onWeekday.length === 0 ? dates : onWeekday)[n % (wrong ? dates.length : Math.max(1, onWeekday.length))]!;
}

const PLAN_KINDS: Record<string, PlanCommand['type']> = {
  RenamePlan: 'RenamePlan', ChangePlanVisibility: 'ChangePlanVisibility', DeletePlan: 'DeletePlan', UnassignAllMembers: 'UnassignAllMembers',
  AddWeek: 'AddWeek', RenameWeek: 'RenameWeek', DuplicateWeek: 'DuplicateWeek', DeleteWeek: 'DeleteWeek', AddDay: 'AddDay', DeleteDay: 'DeleteDay',
  AddBlock: 'AddBlock', RenameBlock: 'RenameBlock', ChangeBlockRest: 'ChangeBlockRest', ChangeBlockFormat: 'ChangeBlockFormat', DeleteBlock: 'DeleteBlock', CopyDay: 'CopyDay', CopyBlock: 'CopyBlock',
  AddExercise: 'AddExercise', RenameExercise: 'RenameExercise', AssignExerciseVideo: 'AssignExerciseVideo', ChangeExerciseNotes: 'ChangeExerciseNotes', ChangeExerciseRest: 'ChangeExerciseRest', DuplicateExercise: 'DuplicateExercise',
  DeleteExercise: 'DeleteExercise', AddSet: 'AddSet', EditSet: 'EditSet', DuplicateSet: 'DuplicateSet', DeleteSet: 'DeleteSet', ReplaceExerciseSets: 'ReplaceExerciseSets', ApplyProgression: 'ApplyProgression',
};

function planCommandType(kind: StudioCommand['kind']): PlanCommand['type'] {
  const type = PLAN_KINDS[kind];
  if (!type) throw new Error(`no plan command for ${kind}`);
  return type;
}

type Ids = (n: number) => Promise<number[]>;

/** The plan command for `c`, naming existing nodes of the plan by index (a missing one: an id nothing has). */
async function planCommand(c: StudioCommand, state: PlanState, ids: Ids): Promise<Record<string, unknown>> {
  const week = pick(state.weeks, c.j);
  const day = pick([...daysOf(state)].map((x) => x.day), c.j);
  const block = pick([...blocksOf(state)].map((x) => x.block), c.j);
  const exercise = pick([...exercisesOf(state)].map((x) => x.exercise), c.j);
  const set = pick([...setsOf(state)].map((x) => x.set), c.j);
  const missing = -1;
  const one = async () => (await ids(1))[0]!;
  switch (c.kind) {
    case 'RenamePlan': return { type: 'RenamePlan', name: `Plan ${c.word} ${c.j}` };
    case 'ChangePlanVisibility': return { type: 'ChangePlanVisibility', visible: c.flag };
    case 'DeletePlan': return { type: 'DeletePlan' };
    case 'UnassignAllMembers': return { type: 'UnassignAllMembers' };
    case 'AddWeek': return { type: 'AddWeek', weekId: await one() };
    case 'RenameWeek': return { type: 'RenameWeek', weekId: week?.id ?? missing, name: `Semana ${c.word}` };
    case 'DuplicateWeek': return { type: 'DuplicateWeek', weekId: week?.id ?? missing, ids: week ? await ids(nodesOf(week, 'week').length) : [] };
    case 'DeleteWeek': return { type: 'DeleteWeek', weekId: week?.id ?? missing };
    case 'AddDay': return { type: 'AddDay', weekId: week?.id ?? missing, dayId: await one() };
    case 'DeleteDay': return { type: 'DeleteDay', dayId: day?.id ?? missing };
    case 'CopyDay': return { type: 'CopyDay', dayId: day?.id ?? missing, weekId: week?.id ?? missing, ids: day ? await ids(nodesOf(day, 'day').length) : [] };
    case 'AddBlock': return { type: 'AddBlock', dayId: day?.id ?? missing, blockId: await one(), name: `Bloque ${c.word}`, rest: 30 * c.n };
    case 'RenameBlock': return { type: 'RenameBlock', blockId: block?.id ?? missing, name: `Bloque ${c.word} ${c.j}` };
    case 'ChangeBlockRest': return { type: 'ChangeBlockRest', blockId: block?.id ?? missing, rest: 15 * c.n };
    case 'ChangeBlockFormat': return { type: 'ChangeBlockFormat', blockId: block?.id ?? missing, format: { kind: 'emom', minutes: c.n } };
    case 'DeleteBlock': return { type: 'DeleteBlock', blockId: block?.id ?? missing };
    case 'CopyBlock': return { type: 'CopyBlock', blockId: block?.id ?? missing, dayId: day?.id ?? missing, ids: block ? await ids(nodesOf(block, 'block').length) : [] };
    case 'AddExercise': return { type: 'AddExercise', blockId: block?.id ?? missing, ids: await ids(1 + c.n), name: `Sentadilla ${c.word}`, setCount: c.n };
    case 'RenameExercise': return { type: 'RenameExercise', exerciseId: exercise?.id ?? missing, name: `Remo ${c.word}` };
    case 'AssignExerciseVideo': return { type: 'AssignExerciseVideo', exerciseId: exercise?.id ?? missing, video: c.flag ? `https://www.youtube.com/watch?v=v${c.j}` : '' };
    case 'ChangeExerciseNotes': return { type: 'ChangeExerciseNotes', exerciseId: exercise?.id ?? missing, notes: `Lento ${c.word}` };
    case 'ChangeExerciseRest': return { type: 'ChangeExerciseRest', exerciseId: exercise?.id ?? missing, rest: c.flag ? null : 30 * c.n };
    case 'DuplicateExercise':
      return { type: 'DuplicateExercise', exerciseId: exercise?.id ?? missing, ids: exercise ? await ids(nodesOf(exercise, 'exercise').length) : [] };
    case 'DeleteExercise': return { type: 'DeleteExercise', exerciseId: exercise?.id ?? missing };
    case 'AddSet': return { type: 'AddSet', exerciseId: exercise?.id ?? missing, setId: await one(), number: c.n, reps: '10', weight: 5 * c.n };
    case 'EditSet': return { type: 'EditSet', setId: set?.id ?? missing, number: c.n, reps: `${8 + c.j % 5}`, weight: 10 * c.n };
    case 'DuplicateSet': return { type: 'DuplicateSet', setId: set?.id ?? missing, newSetId: await one() };
    case 'DeleteSet': return { type: 'DeleteSet', setId: set?.id ?? missing };
    case 'ReplaceExerciseSets': {
      // The grid: the last set kept (moved first), then n new rows.
      const kept = exercise?.sets.at(-1);
      const rows = [...(kept ? [{ id: kept.id, reps: '6', weight: 20 }] : []), ...Array.from({ length: c.n }, (_, i) => ({ reps: `${10 - i}`, weight: c.flag ? 0 : 5 * i }))];
      return { type: 'ReplaceExerciseSets', exerciseId: exercise?.id ?? missing, sets: rows, ids: await ids(c.n) };
    }
    case 'ApplyProgression':
      // Weeks j+1..last, +n kg (or +n %) per week, on the j-th exercise by name or on every one with weight.
      return { type: 'ApplyProgression', from: 1 + (c.j % Math.max(1, state.weeks.length)), to: state.weeks.length, progression: { kind: c.flag ? 'kg' : 'percent', amount: c.n }, exercises: c.flag ? null : [exercise?.name ?? 'Nada'] };
    default: throw new Error(`no plan command for ${c.kind}`);
  }
}

const freshUuid = (s: Studio) => uuidv5(`${s.prefix}:${(s.made += 1)}`, '6ba7b811-9dad-11d1-80b4-00c04fd430c8');

/** Workout sessions: started on a day with sets of a live plan, sets logged (weight grows with j, so records come), finished, commented, comments read. */
async function runWorkoutCommand(db: Db, s: Studio, c: StudioCommand): Promise<string | undefined> {
  if (c.kind === 'ChooseClassBoardDay') {
    // The k-th class today shows the plan's first day (as its route checks, a day the plan has).
    const slotId = pick(s.slots, c.k);
    const plan = pick(s.plans, c.j);
    const tree = plan === undefined ? undefined : await findPlanTree(db, plan);
    const day = tree ? [...daysOf(tree)][0] : undefined;
    if (slotId === undefined || !tree || !day) return NOTHING;
    await chooseClassBoardDay(db, ctx(), { slotId, date: TODAY, planId: tree.id, dayId: day.day.id });
    return;
  }
  if (c.kind === 'StartWorkout') {
    const user = pick(s.users, c.i);
    const plan = pick(s.plans, c.j);
    const tree = plan === undefined ? undefined : await findPlanTree(db, plan);
    const days = tree ? [...daysOf(tree)].filter(({ day }) => day.blocks.some((b) => b.exercises.some((e) => e.sets.length > 0))) : [];
    const day = pick(days, c.k);
    if (!user || !tree || !day) return NOTHING;
    const sessionId = freshUuid(s);
    // Each session starts a minute after the one before, so a later one has history to beat.
    const startedAt = new Date(NOW.getTime() + s.workouts.length * 60_000);
    await startWorkoutSession(db, ctx(user, startedAt), { sessionId, userId: user, planId: tree.id, date: TODAY, ...daySnapshot(tree, day.day.id)! });
    s.workouts.push(sessionId);
    return;
  }
  const sessionId = pick(s.workouts, c.i);
  const session = sessionId === undefined ? undefined : await findSessionPlan(db, sessionId);
  if (!sessionId || !session) return NOTHING;
  switch (c.kind) {
    case 'LogWorkoutSet': {
      const set = pick(session.exercises.flatMap((e) => e.sets), c.j);
      if (!set) return NOTHING;
      await logWorkoutSet(db, ctx(session.userId), { sessionId, userId: session.userId, setId: set.setId, reps: 3 * c.n, weight: 20 + 2.5 * c.j, seconds: c.flag ? null : 30, done: true, rpe: c.flag ? 8.5 : null, rir: c.flag ? null : 2 });
      return;
    }
    case 'LogBlockResult': {
      // The day's EMOM or AMRAP block (the tour gives its first block a type): n minutes done, or n rounds and j reps.
      const block = session.exercises.find((e) => e.blockFormat?.kind === 'emom' || e.blockFormat?.kind === 'amrap');
      if (!block) return NOTHING;
      const result = block.blockFormat!.kind === 'emom' ? { minutes: Math.min(c.n, block.blockFormat!.minutes) } : { rounds: c.n, reps: c.j };
      await logBlockResult(db, ctx(session.userId), { sessionId, userId: session.userId, blockId: block.blockId, ...result });
      return;
    }
    case 'FinishWorkout':
      await finishWorkoutSession(db, ctx(session.userId), { sessionId, userId: session.userId, note: c.flag ? `Bien ${c.word}` : null });
      return;
    case 'ReadWorkoutComments':
      await readWorkoutComments(db, ctx(session.userId), { sessionId, userId: session.userId });
      return;
    default:
      await commentWorkoutSession(db, ctx(), { sessionId, commentId: freshUuid(s), authorId: 'admin-test', text: `Muy bien ${c.word}` });
      return;
  }
}
