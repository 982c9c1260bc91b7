import { describe, it } from 'vitest';
import { streamDeciderSpec } from '../../events/framework/decider-spec';
import { questionsOf } from '../../contract/health';
import type { HealthFileEvent } from '../../events/catalog/health.events';
import { healthFileDecider, type StatementInput } from './health-file.decider';
import { DEFAULT_HEALTH_SETTINGS, type HealthSettings } from './health-settings.decider';

const spec = streamDeciderSpec(healthFileDecider);
const AT = '2026-11-16T15:00:00.000Z';
const userId = 'user_ana';

const allNo = (form: 'adulto' | 'menor') => questionsOf(form).map((q) => ({ id: q.id as string, yes: false }));
const statement = (over: Partial<StatementInput> = {}): StatementInput => ({
  form: 'adulto',
  answers: allNo('adulto'),
  condition: '',
  emergencyContact: { name: 'Marta López', phone: '11 5555-1234' },
  guardian: null,
  certificate: null,
  ...over,
});
const submit = (over: Partial<StatementInput> = {}, settings: HealthSettings = DEFAULT_HEALTH_SETTINGS, today = '2026-11-16') =>
  ({ type: 'SubmitHealthStatement' as const, userId, statement: statement(over), settings, today, at: AT });

const submitted = (statementNo: number, signedOn: string, expiresOn: string): HealthFileEvent => ({
  type: 'HealthStatementSubmitted',
  data: {
    userId, statementNo, form: 'adulto', answers: allNo('adulto'), condition: '', emergencyContact: { name: 'Marta López', phone: '11 5555-1234' },
    guardian: null, certificate: null, signedOn, expiresOn, at: AT,
  },
});
const remind = (today: string) => ({ type: 'RemindHealthStatement' as const, userId, today });
const reminded = (daysBefore: 30 | 7, statementNo = 1, expiresOn = '2027-11-16'): HealthFileEvent => ({ type: 'HealthStatementReminderDue', data: { userId, statementNo, expiresOn, daysBefore } });

describe('health file decider: the sworn statement', () => {
  it('records an adult statement for a year from the day it is signed, numbered in her file', () => {
    spec.given([]).when(submit()).then([submitted(1, '2026-11-16', '2027-11-16')]);
    spec.given([submitted(1, '2025-11-16', '2026-11-16')]).when(submit({}, { ...DEFAULT_HEALTH_SETTINGS, validityDays: 180 })).then([submitted(2, '2026-11-16', '2027-05-15')]);
  });

  it('refuses a form with a question unanswered, answered twice or not of its form', () => {
    spec.given([]).when(submit({ answers: allNo('adulto').slice(1) })).thenRejects({ status: 400, code: 'HEALTH_ANSWERS_MISSING' });
    spec.given([]).when(submit({ answers: [...allNo('adulto'), { id: 'corazon', yes: true }] })).thenRejects('HEALTH_ANSWERS_MISSING');
    spec.given([]).when(submit({ form: 'menor', guardian: { name: 'Luis', dni: '30123456' }, answers: allNo('adulto') })).thenRejects('HEALTH_ANSWERS_MISSING');
  });

  it('a yes needs its condition described, and a declared condition needs a certificate', () => {
    const yes = [{ id: 'corazon', yes: true }, ...allNo('adulto').slice(1)];
    spec.given([]).when(submit({ answers: yes })).thenRejects('HEALTH_CONDITION_DETAIL');
    spec.given([]).when(submit({ answers: yes, condition: 'Hipertensión controlada' })).thenRejects({ status: 400, code: 'HEALTH_CERTIFICATE_REQUIRED' });
    spec.given([]).when(submit({ condition: 'Operada de rodilla en 2024' })).thenRejects('HEALTH_CERTIFICATE_REQUIRED');
    spec.given([]).when(submit({ answers: yes, condition: 'Hipertensión controlada', certificate: { key: 'certificates/x.pdf', mime: 'application/pdf' } })).then([{
      type: 'HealthStatementSubmitted',
      data: { ...(submitted(1, '2026-11-16', '2027-11-16').data as object), answers: yes, condition: 'Hipertensión controlada', certificate: { key: 'certificates/x.pdf', mime: 'application/pdf' } } as never,
    }]);
  });

  it('asks every statement for a certificate when the studio requires it always', () => {
    spec.given([]).when(submit({}, { ...DEFAULT_HEALTH_SETTINGS, certificateAlways: true })).thenRejects('HEALTH_CERTIFICATE_REQUIRED');
  });

  it('needs an emergency contact with a phone, and a minor\'s guardian with name and DNI', () => {
    spec.given([]).when(submit({ emergencyContact: { name: 'Marta', phone: '12' } })).thenRejects('HEALTH_EMERGENCY_CONTACT');
    spec.given([]).when(submit({ emergencyContact: { name: ' ', phone: '1155551234' } })).thenRejects('HEALTH_EMERGENCY_CONTACT');
    spec.given([]).when(submit({ form: 'menor', answers: allNo('menor') })).thenRejects({ status: 400, code: 'HEALTH_GUARDIAN_REQUIRED' });
    spec.given([]).when(submit({ form: 'menor', answers: allNo('menor'), guardian: { name: 'Luis Pérez', dni: 'abc' } })).thenRejects('HEALTH_GUARDIAN_REQUIRED');
  });
});

describe('health file decider: terms and reminders', () => {
  const accept = (version: number, currentVersion: number | undefined) => ({ type: 'AcceptTerms' as const, userId, version, currentVersion, at: AT });
  const accepted = (version: number): HealthFileEvent => ({ type: 'TermsAccepted', data: { userId, version, at: AT } });

  it('records the acceptance of the current version once', () => {
    spec.given([]).when(accept(2, 2)).then([accepted(2)]);
    spec.given([accepted(2)]).when(accept(2, 2)).then([]);
  });

  it('refuses an old version and terms the studio never wrote', () => {
    spec.given([accepted(1)]).when(accept(1, 2)).thenRejects({ status: 409, code: 'TERMS_VERSION_OUTDATED' });
    spec.given([]).when(accept(1, undefined)).thenRejects({ status: 404, code: 'NO_TERMS' });
  });

  it('reminds 30 days before the statement expires, then 7 days before, each once', () => {
    const signed = submitted(1, '2026-11-16', '2027-11-16');
    spec.given([signed]).when(remind('2027-10-16')).then([]);
    spec.given([signed]).when(remind('2027-10-17')).then([reminded(30)]);
    spec.given([signed, reminded(30)]).when(remind('2027-10-20')).then([]);
    spec.given([signed, reminded(30)]).when(remind('2027-11-09')).then([reminded(7)]);
    spec.given([signed, reminded(30), reminded(7)]).when(remind('2027-11-12')).then([]);
  });

  it('sends only the nearer reminder when both are due, none once expired, and follows a newer statement', () => {
    const signed = submitted(1, '2026-11-16', '2027-11-16');
    spec.given([signed]).when(remind('2027-11-10')).then([reminded(7)]);
    spec.given([signed]).when(remind('2027-11-16')).then([]);
    spec.given([signed, reminded(30), submitted(2, '2027-10-20', '2028-10-19')]).when(remind('2027-11-10')).then([]);
  });
});
