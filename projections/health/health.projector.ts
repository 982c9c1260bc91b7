import { sql } from 'kysely';
import type { HealthStatementsTable } from '../../db/tables/health';
import type { HealthFileEvent, HealthSettingsEvent, StudioTermsEvent } from '../../events/catalog/health.events';
import type { RecordedEvent } from '../../events/framework/event';
import type { Projector } from '../runner/projection';

type HealthEvent = HealthSettingsEvent | StudioTermsEvent | HealthFileEvent;

/**
 * health_settings (one row), studio_terms (each version's text), terms_acceptances and health_statements. Every
 * write is keyed by what the event names (version, member, statement), so a redelivered event changes nothing.
 */
export const healthProjector: Projector = {
  name: 'health@v1',
  tables: ['health_settings', 'studio_terms', 'terms_acceptances', 'health_statements'],
  handles: ['HealthSettingsSet', 'StudioTermsPublished', 'TermsAccepted', 'HealthStatementSubmitted', 'HealthStatementReminderDue'],
  async apply(trx, recorded) {
    const event = recorded as unknown as RecordedEvent & HealthEvent;
    switch (event.type) {
      case 'HealthSettingsSet': {
        const row = { mode: event.data.mode, certificate_always: event.data.certificateAlways, validity_days: event.data.validityDays, last_position: recorded.streamPosition };
        await trx
          .insertInto('health_settings')
          .values({ id: 1, ...row })
          .onConflict((oc) => oc.column('id').doUpdateSet(row).where('health_settings.last_position', '<', recorded.streamPosition))
          .execute();
        return;
      }
      case 'StudioTermsPublished':
        await trx
          .insertInto('studio_terms')
          .values({ version: event.data.version, terms: event.data.terms, waiver: event.data.waiver, published_at: event.data.at })
          .onConflict((oc) => oc.column('version').doNothing())
          .execute();
        return;
      case 'TermsAccepted':
        await trx
          .insertInto('terms_acceptances')
          .values({ user_id: event.data.userId, version: event.data.version, accepted_at: event.data.at })
          .onConflict((oc) => oc.columns(['user_id', 'version']).doNothing())
          .execute();
        return;
      case 'HealthStatementSubmitted': {
        const d = event.data;
        await trx
          .insertInto('health_statements')
          .values({
            user_id: d.userId,
            statement_no: d.statementNo,
            form: d.form,
            answers: sql<HealthStatementsTable['answers']>`${JSON.stringify(d.answers)}::jsonb`,
            condition: d.condition,
            emergency_name: d.emergencyContact.name,
            emergency_phone: d.emergencyContact.phone,
            guardian_name: d.guardian?.name ?? null,
            guardian_dni: d.guardian?.dni ?? null,
            certificate_key: d.certificate?.key ?? null,
            certificate_mime: d.certificate?.mime ?? null,
            signed_on: d.signedOn,
            expires_on: d.expiresOn,
            last_reminder_days: null,
          })
          .onConflict((oc) => oc.columns(['user_id', 'statement_no']).doNothing())
          .execute();
        return;
      }
      case 'HealthStatementReminderDue':
        await trx
          .updateTable('health_statements')
          .set({ last_reminder_days: event.data.daysBefore })
          .where('user_id', '=', event.data.userId)
          .where('statement_no', '=', event.data.statementNo)
          .execute();
        return;
    }
  },
};
