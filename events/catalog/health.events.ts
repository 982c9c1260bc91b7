import { Type } from 'typebox';
import { defineEvents } from './define-events';

/**
 * Health and consent (docs/features/health-and-consent.md). The studio's settings on `studio-settings:health`, its
 * terms and waiver on `studio-terms` (each save a new version with the full text), and each member's file on
 * `health:<userId>`: the terms versions she accepted and her sworn health statements ("declaración jurada de salud")
 * with their reminders. Dates are studio-calendar 'YYYY-MM-DD'; `at` is the command's clock (ISO).
 */
const HealthMode = Type.Union([Type.Literal('no_pedir'), Type.Literal('avisar'), Type.Literal('bloquear')]);

const HealthSettingsSet = Type.Object({
  mode: HealthMode,
  /** A certificate ("apto físico") with every statement, not only when a condition is declared. */
  certificateAlways: Type.Boolean(),
  /** Days a statement counts from the day it is signed. */
  validityDays: Type.Integer({ minimum: 1 }),
});

const StudioTermsPublished = Type.Object({
  version: Type.Integer({ minimum: 1 }),
  terms: Type.String(),
  waiver: Type.String(),
  at: Type.String(),
});

const TermsAccepted = Type.Object({ userId: Type.String(), version: Type.Integer({ minimum: 1 }), at: Type.String() });

const Answer = Type.Object({ id: Type.String(), yes: Type.Boolean() });

const HealthStatementSubmitted = Type.Object({
  userId: Type.String(),
  /** The statement's number in her file (1, 2…). */
  statementNo: Type.Integer({ minimum: 1 }),
  form: Type.Union([Type.Literal('adulto'), Type.Literal('menor')]),
  answers: Type.Array(Answer),
  /** What she declared (a condition, a medication, an injury); '' when nothing. */
  condition: Type.String(),
  emergencyContact: Type.Object({ name: Type.String(), phone: Type.String() }),
  /** A minor's statement is signed by a parent or guardian. */
  guardian: Type.Union([Type.Object({ name: Type.String(), dni: Type.String() }), Type.Null()]),
  /** The uploaded medical certificate, stored like receipts (FileStore key and sniffed MIME type). */
  certificate: Type.Union([Type.Object({ key: Type.String(), mime: Type.String() }), Type.Null()]),
  signedOn: Type.String(),
  /** The first studio day it no longer counts. */
  expiresOn: Type.String(),
  at: Type.String(),
});

/** The clock reached a reminder's day before her statement expires (30 or 7 days), once per statement and lead. */
const HealthStatementReminderDue = Type.Object({
  userId: Type.String(),
  statementNo: Type.Integer({ minimum: 1 }),
  expiresOn: Type.String(),
  daysBefore: Type.Union([Type.Literal(30), Type.Literal(7)]),
});

export const healthEvents = defineEvents({ HealthSettingsSet, StudioTermsPublished, TermsAccepted, HealthStatementSubmitted, HealthStatementReminderDue });

export type HealthSettingsEvent = { type: 'HealthSettingsSet'; data: Type.Static<typeof HealthSettingsSet> };
export type StudioTermsEvent = { type: 'StudioTermsPublished'; data: Type.Static<typeof StudioTermsPublished> };
export type HealthFileEvent =
  | { type: 'TermsAccepted'; data: Type.Static<typeof TermsAccepted> }
  | { type: 'HealthStatementSubmitted'; data: Type.Static<typeof HealthStatementSubmitted> }
  | { type: 'HealthStatementReminderDue'; data: Type.Static<typeof HealthStatementReminderDue> };
export type HealthStatementData = Type.Static<typeof HealthStatementSubmitted>;
export type HealthMode = Type.Static<typeof HealthMode>;

export { healthFileStream, healthSettingsStream, studioTermsStream } from '../streams';
