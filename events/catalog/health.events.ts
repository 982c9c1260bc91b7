import { Type } from 'typebox';
import { defineEvents } from './define-events';
import { SealedPersonal } from './membership.events';

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

/** What a statement says of her health: sealed in the log under her personal key (membership.personal.ts). */
const HealthDetails = Type.Object({
  answers: Type.Array(Answer),
  /** What she declared (a condition, a medication, an injury); '' when nothing. */
  condition: Type.String(),
  emergencyContact: Type.Object({ name: Type.String(), phone: Type.String() }),
  /** A minor's statement is signed by a parent or guardian. */
  guardian: Type.Union([Type.Object({ name: Type.String(), dni: Type.String() }), Type.Null()]),
});

const StatementFrame = {
  userId: Type.String(),
  /** The statement's number in her file (1, 2…). */
  statementNo: Type.Integer({ minimum: 1 }),
  form: Type.Union([Type.Literal('adulto'), Type.Literal('menor')]),
  /** The uploaded medical certificate, stored like receipts (FileStore key and sniffed MIME type). */
  certificate: Type.Union([Type.Object({ key: Type.String(), mime: Type.String() }), Type.Null()]),
  signedOn: Type.String(),
  /** The first studio day it no longer counts. */
  expiresOn: Type.String(),
  at: Type.String(),
};

// v1 held her answers, condition, emergency contact and guardian in clear; v2 holds them sealed in `health`, so
// deleting her account (her key) leaves nothing of them readable. A v1 row is lifted with its details as they were,
// shown only while her key exists, like a sealed one (projections/health/health.projector.ts).
const HealthStatementSubmitted = {
  schema: Type.Object({ ...StatementFrame, health: SealedPersonal }),
  schemaVersion: 2,
  upcasters: {
    1: ({ answers, condition, emergencyContact, guardian, ...rest }: HealthStatementData & Record<string, unknown>) => ({ ...rest, health: { answers, condition, emergencyContact, guardian } }),
  },
};

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
  | { type: 'HealthStatementSubmitted'; data: HealthStatementData }
  | { type: 'HealthStatementReminderDue'; data: Type.Static<typeof HealthStatementReminderDue> };
/** A statement as the decider decides it, details open; sealed before the append (services/health/health.commands.ts). */
export type HealthStatementData = Type.Static<Type.TObject<typeof StatementFrame>> & HealthDetailsData;
export type HealthDetailsData = Type.Static<typeof HealthDetails>;
/** As the log holds it (and the projector reads it): the details sealed, or open when upcast from a v1 row. */
export type StoredHealthStatement = Type.Static<Type.TObject<typeof StatementFrame>> & { health: string | HealthDetailsData };
export type HealthMode = Type.Static<typeof HealthMode>;

export { healthFileStream, healthSettingsStream, studioTermsStream } from '../streams';
