/**
 * What makes a class occurrence bookable, lent to the features that put people into classes besides a booking (a
 * trial class, services/trials): the same checks, so a trial and a booking refuse the same classes in the same words.
 */
export { requireOccurrence } from './occurrence-check';
export { classStarted } from './booking.decider';
