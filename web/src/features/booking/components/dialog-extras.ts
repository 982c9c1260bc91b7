import { lazy } from 'react';

// What only the booking and cancel dialogs show (the turno fijo button, the cancel terms, the health statement's
// and the fee's notes) loads with them, after the agenda's first paint, not in it: the member's first load stays within its budget
// (`npm run size`).
const loadStandingBookingAction = () => import('./standing-booking-action');
const loadBookingCancelNote = () => import('./booking-cancel-note');
const loadHealthStatementNote = () => import('./health-statement-note');
const loadDebtNote = () => import('./debt-note');
// The waitlist's dialog opens only from a full class: it loads with the extras, after the first paint.
const loadWaitlistDialog = () => import('./waitlist-dialog');
// The booking and cancel dialogs (their words on credits, make-ups and cancel terms) load as the agenda or home
// mounts, closed: nothing of them shows before a tap, and the member's first load stays within its budget.
const loadBookingDialog = () => import('./booking-dialog');
const loadCancelBookingDialog = () => import('./cancel-booking-dialog');

export const StandingBookingAction = lazy(() => loadStandingBookingAction().then((m) => ({ default: m.StandingBookingAction })));
export const BookingCancelNote = lazy(() => loadBookingCancelNote().then((m) => ({ default: m.BookingCancelNote })));
export const HealthStatementNote = lazy(() => loadHealthStatementNote().then((m) => ({ default: m.HealthStatementNote })));
export const DebtNote = lazy(() => loadDebtNote().then((m) => ({ default: m.DebtNote })));
export const BookingDialog = lazy(() => loadBookingDialog().then((m) => ({ default: m.BookingDialog })));
export const CancelBookingDialog = lazy(() => loadCancelBookingDialog().then((m) => ({ default: m.CancelBookingDialog })));
export const WaitlistDialog = lazy(() => loadWaitlistDialog().then((m) => ({ default: m.WaitlistDialog })));

/** Fetched once a dialog's screen has painted, so the first tap does not wait for them. */
export const preloadDialogExtras = () => void Promise.all([loadStandingBookingAction(), loadBookingCancelNote(), loadHealthStatementNote(), loadDebtNote(), loadWaitlistDialog()]);
