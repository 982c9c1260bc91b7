import { sql } from 'kysely';
import type { HealthStatementsTable } from '../../db/tables/health';
import type { HealthDetailsData, HealthFileEvent, HealthSettingsEvent, StoredHealthStatement, StudioTermsEvent } from '../../events/catalog/health.events';
import { openRecord } from '../../events/catalog/membership.personal';
import { findPersonalKey } from '../membership/personal-data.queries';
import type { RecordedEvent } from '../../events/framework/event';
import type { Projector } from '../runner/projection';

type HealthEvent = HealthSettingsEvent | StudioTermsEvent | HealthFileEvent;

/**
 * health_settings (one row), studio_terms (each version's text), terms_acceptances and health_statements. Every
 * write is keyed by what the event names (version, member, statement), so a redelivered event changes nothing.
 */
export const healthProjector: Projector = {
  name: 'health@v2',
  tables: ['health_settings', 'studio_terms', 'terms_acceptances', 'health_statements'],
  handles: ['HealthSettingsSet', 'StudioTermsPublished', 'TermsAccepted', 'HealthStatementSubmitted', 'HealthStatementReminderDue', 'UserDeleted'],
  async apply(trx, recorded) {
    if (recorded.type === 'UserDeleted') {
      // Deleted means deleted: her statements and acceptances leave the read tables with her account.
      const userId = String(recorded.data.userId);
      await trx.deleteFrom('health_statements').where('user_id', '=', userId).execute();
      await trx.deleteFrom('terms_acceptances').where('user_id', '=', userId).execute();
      return;
    }
    const event = recorded as unknown as RecordedEvent & HealthEvent;
    const stored = recorded as unknown as { data: StoredHealthStatement };
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
        const d = stored.data;
        // Opened with her key; without it (her account was deleted, a replay after) the statement leaves no row.
        const key = await findPersonalKey(trx, d.userId);
        const details = typeof d.health === 'string' ? openRecord<HealthDetailsData>(key, d.userId, d.health) : key && d.health;
        if (!details) return;
        await trx
          .insertInto('health_statements')
          .values({
            user_id: d.userId,
            statement_no: d.statementNo,
            form: d.form,
            answers: sql<HealthStatementsTable['answers']>`${JSON.stringify(details.answers)}::jsonb`,
            condition: details.condition,
            emergency_name: details.emergencyContact.name,
            emergency_phone: details.emergencyContact.phone,
            guardian_name: details.guardian?.name ?? null,
            guardian_dni: details.guardian?.dni ?? null,
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
