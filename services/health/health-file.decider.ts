import type { StreamDecider } from '../../events/framework/decider';
import { fail } from '../../events/framework/errors';
import type { HealthFileEvent, HealthStatementData } from '../../events/catalog/health.events';
import { expiryOf, reminderDue } from '../../domain/health/statement-validity';
import { questionsOf, type HealthFormKind } from '../../contract/health';
import type { HealthSettings } from './health-settings.decider';

/** One member's health and consent file (`health:<userId>`), folded: what the rules below need of it. */
export interface HealthFileState {
  accepted: number[];
  statements: number;
  latest: { statementNo: number; expiresOn: string } | undefined;
  /** `<statementNo>:<daysBefore>` of the reminders already recorded. */
  reminded: string[];
}

export type StatementInput = Omit<HealthStatementData, 'userId' | 'statementNo' | 'signedOn' | 'expiresOn' | 'at' | 'form'> & { form: HealthFormKind };

export type HealthFileCommand =
  | { type: 'AcceptTerms'; userId: string; version: number; currentVersion: number | undefined; at: string }
  | { type: 'SubmitHealthStatement'; userId: string; statement: StatementInput; settings: HealthSettings; today: string; at: string }
  | { type: 'RemindHealthStatement'; userId: string; today: string };

const initialState = (): HealthFileState => ({ accepted: [], statements: 0, latest: undefined, reminded: [] });

function evolve(state: HealthFileState, event: HealthFileEvent): HealthFileState {
  switch (event.type) {
    case 'TermsAccepted':
      return { ...state, accepted: [...state.accepted, event.data.version] };
    case 'HealthStatementSubmitted':
      return { ...state, statements: event.data.statementNo, latest: { statementNo: event.data.statementNo, expiresOn: event.data.expiresOn } };
    case 'HealthStatementReminderDue':
      return { ...state, reminded: [...state.reminded, `${event.data.statementNo}:${event.data.daysBefore}`] };
  }
}

const blank = (text: string) => text.trim() === '';

/** A declared condition: any question answered yes, or something written in the condition's field. */
export const declaresCondition = (s: Pick<StatementInput, 'answers' | 'condition'>) => s.answers.some((a) => a.yes) || !blank(s.condition);

/** The statement's rules, in the order the form shows them: every question, the condition's detail, whom to call, the guardian, the certificate. */
function checkStatement(s: StatementInput, settings: HealthSettings): void {
  const asked = questionsOf(s.form).map((q) => q.id as string);
  const answered = new Set(s.answers.map((a) => a.id));
  if (asked.some((id) => !answered.has(id)) || s.answers.some((a) => !asked.includes(a.id)) || answered.size !== s.answers.length) throw fail('HEALTH_ANSWERS_MISSING');
  if (s.answers.some((a) => a.yes) && blank(s.condition)) throw fail('HEALTH_CONDITION_DETAIL');
  if (blank(s.emergencyContact.name) || !/\d{6,}/.test(s.emergencyContact.phone.replace(/[\s()+-]/g, ''))) throw fail('HEALTH_EMERGENCY_CONTACT');
  if (s.form === 'menor' && (!s.guardian || blank(s.guardian.name) || !/^\d{7,9}$/.test(s.guardian.dni.replace(/\./g, '').trim()))) throw fail('HEALTH_GUARDIAN_REQUIRED');
  if (!s.certificate && (settings.certificateAlways || declaresCondition(s))) throw fail('HEALTH_CERTIFICATE_REQUIRED');
}

function decide(command: HealthFileCommand, state: HealthFileState): HealthFileEvent[] {
  switch (command.type) {
    case 'AcceptTerms': {
      if (command.currentVersion === undefined) throw fail('NO_TERMS');
      if (command.version !== command.currentVersion) throw fail('TERMS_VERSION_OUTDATED');
      if (state.accepted.includes(command.version)) return [];
      return [{ type: 'TermsAccepted', data: { userId: command.userId, version: command.version, at: command.at } }];
    }
    case 'SubmitHealthStatement': {
      const s = command.statement;
      checkStatement(s, command.settings);
      const guardian = s.form === 'menor' && s.guardian ? { name: s.guardian.name.trim(), dni: s.guardian.dni.replace(/\./g, '').trim() } : null;
      return [{
        type: 'HealthStatementSubmitted',
        data: {
          userId: command.userId,
          statementNo: state.statements + 1,
          form: s.form,
          answers: s.answers.map((a) => ({ id: a.id, yes: a.yes })),
          condition: s.condition.trim(),
          emergencyContact: { name: s.emergencyContact.name.trim(), phone: s.emergencyContact.phone.trim() },
          guardian,
          certificate: s.certificate,
          signedOn: command.today,
          expiresOn: expiryOf(command.today, command.settings.validityDays),
          at: command.at,
        },
      }];
    }
    case 'RemindHealthStatement': {
      const latest = state.latest;
      const lead = latest && reminderDue(latest.expiresOn, command.today);
      if (!latest || lead === undefined || state.reminded.includes(`${latest.statementNo}:${lead}`)) return [];
      return [{ type: 'HealthStatementReminderDue', data: { userId: command.userId, statementNo: latest.statementNo, expiresOn: latest.expiresOn, daysBefore: lead } }];
    }
  }
}

export const healthFileDecider: StreamDecider<HealthFileState, HealthFileCommand, HealthFileEvent> = { initialState, evolve, decide };
