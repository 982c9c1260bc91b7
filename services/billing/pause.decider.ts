import type { StreamDecider } from '../../events/framework/decider';
import { fail } from '../../events/framework/errors';
import type { PauseEvent } from '../../events/catalog/billing.events';
import type { MemberEvent } from '../../events/catalog/packages.events';
import { addDays } from '../../domain/billing/monthly-account';
import { closedDaysIn, limitRefusal, overlaps, pauseOn, pauseRuleFor, type Pause, type PauseSettings, type PlanPauseLimits } from '../../domain/billing/pause-rules';
import { dayMonth } from '../../domain/booking/policy-ledger-lines';

/** Her member stream as a pause reads it: the package she holds, until when, and every pause she asked for. */
export interface PauseState {
  held: { packageId: number; validUntil: string } | null;
  pauses: Pause[];
  /** The studio's closed days that moved her package's end (and were not reopened). */
  closures?: string[];
  /** Her pauses whose approval moved her package's end (those an early end moves back). */
  movedBy?: number[];
}

/** The longest pause asked at once: a year. */
export const MAX_PAUSE_DAYS = 366;

export type PauseCommand = { userId: string; today: string; memberDeleted?: boolean } & (
  | {
      type: 'RequestPause';
      pauseId: number;
      from: string;
      days: number;
      now: string;
      /** The studio's rule, and the packages with limits of their own: those of the package she holds bind her. */
      settings: PauseSettings;
      planLimits?: readonly PlanPauseLimits[];
      /** Her active bookings on the pause's days (read in the command's transaction). */
      bookingsInRange: number;
      /** She has a monthly plan running: it is paused with her package. */
      monthlyPlan: boolean;
      /** Its package, whose limits bind her when no package of hers runs today. */
      monthlyPlanId?: number;
    }
  | { type: 'ApprovePause'; pauseId: number }
  | { type: 'RejectPause'; pauseId: number; reason: string }
  /** She ends her pause today (she is back: today is hers again), or takes back one that has not begun. */
  | { type: 'EndPause'; pauseId: number }
  /** The studio closed `fecha` moving everyone's expiries (days 1), or reopened it (days -1). */
  | { type: 'MoveForClosure'; fecha: string; days: 1 | -1 }
);

type Event = PauseEvent | MemberEvent;

const initialState = (): PauseState => ({ held: null, pauses: [] });

function evolve(state: PauseState, event: Event): PauseState {
  switch (event.type) {
    case 'PackageAssigned':
      return { ...state, held: { packageId: event.data.packageId, validUntil: event.data.validUntil } };
    case 'PackageRemoved':
    case 'CreditsExpired':
      return { ...state, held: null };
    case 'PackageExpiryMoved': {
      const { closure, days } = event.data;
      const closures = closure === undefined ? state.closures : days > 0 ? [...(state.closures ?? []), closure] : (state.closures ?? []).filter((d) => d !== closure);
      const movedBy = event.data.pauseId !== undefined && days > 0 ? [...(state.movedBy ?? []), event.data.pauseId] : state.movedBy;
      return { ...state, held: state.held && { ...state.held, validUntil: event.data.validUntil }, closures, movedBy };
    }
    case 'PauseRequested': {
      const { pauseId, from, to, days } = event.data;
      return { ...state, pauses: [...state.pauses, { pauseId, from, to, days, status: 'pendiente' }] };
    }
    case 'PauseApproved':
    case 'PauseRejected': {
      const status = event.type === 'PauseApproved' ? 'aprobada' : 'rechazada';
      return { ...state, pauses: state.pauses.map((p) => (p.pauseId === event.data.pauseId ? { ...p, status } : p)) };
    }
    case 'PauseEnded': {
      const { pauseId, lastDay, days } = event.data;
      const ended = (p: Pause): Pause => (lastDay === null ? { ...p, status: 'anulada' } : { ...p, to: lastDay, days });
      return { ...state, pauses: state.pauses.map((p) => (p.pauseId === pauseId ? ended(p) : p)) };
    }
    default:
      return state;
  }
}

export const pauseWords = (p: Pick<Pause, 'from' | 'to'>) => `Pausa del ${dayMonth(p.from)} al ${dayMonth(p.to)}`;
export const closureWords = (fecha: string, days: number) => `${days > 0 ? 'Estudio cerrado el' : 'Estudio reabierto el'} ${dayMonth(fecha)}`;

/**
 * The approval, and her package's end moved by the pause's days when the package runs into the pause: all but the
 * studio's closed days in it, which moved it already.
 */
function approval(userId: string, pause: Pause, state: PauseState): Event[] {
  const held = state.held;
  const days = pause.days - closedDaysIn(state.closures, pause.from, pause.to);
  const moves = held && held.validUntil > pause.from && days > 0;
  return [
    { type: 'PauseApproved', data: { userId, pauseId: pause.pauseId } },
    ...(moves ? [{ type: 'PackageExpiryMoved' as const, data: { userId, packageId: held.packageId, from: held.validUntil, validUntil: addDays(held.validUntil, days), days, reason: pauseWords(pause), pauseId: pause.pauseId } }] : []),
  ];
}

function request(c: Extract<PauseCommand, { type: 'RequestPause' }>, s: PauseState): Event[] {
  if (!Number.isInteger(c.days) || c.days < 1 || c.days > MAX_PAUSE_DAYS) throw fail('PAUSE_DAYS_INVALID', { max: MAX_PAUSE_DAYS });
  if (c.from <= c.today) throw fail('PAUSE_IN_PAST');
  // A package counts until its `validUntil` day begins.
  const held = s.held && s.held.validUntil > c.today ? s.held : null;
  if (!held && !c.monthlyPlan) throw fail('NOTHING_TO_PAUSE');
  if (held && c.from >= held.validUntil) throw fail('PAUSE_AFTER_EXPIRY', { until: dayMonth(addDays(held.validUntil, -1)) });
  if (s.pauses.some((p) => p.status === 'pendiente')) throw fail('PAUSE_PENDING');
  const to = addDays(c.from, c.days - 1);
  if (overlaps(s.pauses, c.from, to)) throw fail('PAUSE_OVERLAPS');
  const rule = pauseRuleFor(c.settings, c.planLimits ?? [], held?.packageId ?? c.monthlyPlanId);
  const refusal = limitRefusal(s.pauses, rule, c.from, c.days);
  if (refusal) throw refusal.code === 'PAUSES_DISABLED' ? fail(refusal.code) : refusal.code === 'PAUSE_LIMIT_COUNT' ? fail(refusal.code, { max: refusal.max }) : fail(refusal.code, { left: refusal.left });
  if (c.bookingsInRange > 0) throw fail('PAUSE_HAS_BOOKINGS', { count: c.bookingsInRange });
  const pause: Pause = { pauseId: c.pauseId, from: c.from, to, days: c.days, status: 'pendiente' };
  const requested: Event = { type: 'PauseRequested', data: { userId: c.userId, pauseId: c.pauseId, from: c.from, to, days: c.days, requestedAt: c.now } };
  return c.settings.approval === 'automatica' ? [requested, ...approval(c.userId, pause, s)] : [requested];
}

function pending(s: PauseState, pauseId: number): Pause {
  const pause = s.pauses.find((p) => p.pauseId === pauseId);
  if (!pause) throw fail('PAUSE_NOT_FOUND');
  if (pause.status !== 'pendiente') throw fail('PAUSE_NOT_PENDING');
  return pause;
}

/**
 * A closed day moves her package's end once, when the package runs past it and no pause of hers already covers it
 * (those days were given back); its reopening gives back only what it moved.
 */
function closedDay(c: Extract<PauseCommand, { type: 'MoveForClosure' }>, s: PauseState): Event[] {
  const applied = (s.closures ?? []).includes(c.fecha);
  const held = s.held;
  if (!held || (c.days > 0 ? applied || held.validUntil <= c.fecha || pauseOn(s.pauses, c.fecha) : !applied)) return [];
  return [{ type: 'PackageExpiryMoved', data: { userId: c.userId, packageId: held.packageId, from: held.validUntil, validUntil: addDays(held.validUntil, c.days), days: c.days, reason: closureWords(c.fecha, c.days), closure: c.fecha } }];
}

const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * Her early end: the days from today to the pause's last day are given back, and her package's end moves back by
 * them when the approval had moved it. One not begun (or still waiting) is taken back whole and counts for nothing.
 */
function endPause(c: Extract<PauseCommand, { type: 'EndPause' }>, s: PauseState): Event[] {
  const pause = s.pauses.find((p) => p.pauseId === c.pauseId);
  if (!pause) throw fail('PAUSE_NOT_FOUND');
  if (pause.status !== 'pendiente' && pause.status !== 'aprobada') throw fail('PAUSE_NOT_ACTIVE');
  if (pause.to < c.today) throw fail('PAUSE_ALREADY_OVER');
  const begun = pause.status === 'aprobada' && pause.from < c.today;
  const kept = begun ? daysBetween(pause.from, c.today) : 0;
  const daysBack = pause.days - kept;
  const ended: Event = { type: 'PauseEnded', data: { userId: c.userId, pauseId: pause.pauseId, endedOn: c.today, lastDay: begun ? addDays(c.today, -1) : null, days: kept, daysBack } };
  const held = s.held;
  // The closed days among those given back were the closure's to give, not the pause's: they stay.
  const back = daysBack - closedDaysIn(s.closures, begun ? c.today : pause.from, pause.to);
  if (!held || !(s.movedBy ?? []).includes(pause.pauseId) || back <= 0) return [ended];
  const reason = begun ? `Pausa terminada el ${dayMonth(c.today)}` : `Pausa anulada (${pauseWords(pause).toLowerCase()})`;
  return [ended, { type: 'PackageExpiryMoved', data: { userId: c.userId, packageId: held.packageId, from: held.validUntil, validUntil: addDays(held.validUntil, -back), days: -back, reason, pauseId: pause.pauseId } }];
}

function decide(c: PauseCommand, s: PauseState): Event[] {
  if (c.type === 'MoveForClosure') return c.memberDeleted ? [] : closedDay(c, s);
  if (c.memberDeleted) throw fail('USER_DELETED');
  switch (c.type) {
    case 'RequestPause':
      return request(c, s);
    case 'ApprovePause':
      return approval(c.userId, pending(s, c.pauseId), s);
    case 'EndPause':
      return endPause(c, s);
    case 'RejectPause': {
      pending(s, c.pauseId);
      if (!c.reason.trim()) throw fail('REASON_REQUIRED');
      return [{ type: 'PauseRejected', data: { userId: c.userId, pauseId: c.pauseId, reason: c.reason.trim() } }];
    }
  }
}

/** Her pauses on her member stream: asked within her package's limits or the studio's, approved with the expiries they move. */
export const pauseDecider: StreamDecider<PauseState, PauseCommand, Event> = { initialState, evolve, decide };
