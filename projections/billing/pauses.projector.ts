import type { PauseEvent, PausePlanLimitsEvent, PauseSettingsEvent } from '../../events/catalog/billing.events';
import type { RecordedEvent } from '../../events/framework/event';
import type { Projector } from '../runner/projection';

/** pause_settings: the studio's latest rule for pauses, one row; a redelivered or older event changes nothing. */
export const pauseSettingsProjector: Projector = {
  name: 'pause-settings@v1',
  tables: ['pause_settings'],
  handles: ['PauseSettingsSet'],
  async apply(trx, recorded) {
    const { data } = recorded as unknown as RecordedEvent & PauseSettingsEvent;
    const row = { max_per_year: data.maxPerYear, max_days_per_year: data.maxDaysPerYear, approval: data.approval, last_position: recorded.streamPosition };
    await trx
      .insertInto('pause_settings')
      .values({ id: 1, ...row })
      .onConflict((oc) => oc.column('id').doUpdateSet(row).where('pause_settings.last_position', '<', recorded.streamPosition))
      .execute();
  },
};

/**
 * pause_plan_limits: each package's own limits, by package. A cleared one keeps its row with no limits, and only a
 * later event on the settings stream changes a row, so a redelivered older one changes nothing.
 */
export const pausePlanLimitsProjector: Projector = {
  name: 'pause-plan-limits@v1',
  tables: ['pause_plan_limits'],
  handles: ['PausePlanLimitsSet', 'PausePlanLimitsCleared'],
  async apply(trx, recorded) {
    const event = recorded as unknown as RecordedEvent & PausePlanLimitsEvent;
    const limits = event.type === 'PausePlanLimitsSet' ? { max_per_year: event.data.maxPerYear, max_days_per_year: event.data.maxDaysPerYear } : { max_per_year: null, max_days_per_year: null };
    const row = { ...limits, last_position: recorded.streamPosition };
    await trx
      .insertInto('pause_plan_limits')
      .values({ package_id: event.data.packageId, ...row })
      .onConflict((oc) => oc.column('package_id').doUpdateSet(row).where('pause_plan_limits.last_position', '<', recorded.streamPosition))
      .execute();
  },
};

/**
 * member_pauses: every pause a member asked for and what the studio said. Inline, because booking reads it under her
 * stream's lock: a pause pending or approved refuses her bookings on its days. A decision changes only a pending row,
 * so a redelivered one changes nothing; a deleted account leaves no rows.
 */
export const memberPausesProjector: Projector = {
  name: 'member-pauses@v1',
  tables: ['member_pauses'],
  handles: ['PauseRequested', 'PauseApproved', 'PauseRejected', 'PauseEnded', 'UserDeleted'],
  async apply(trx, recorded) {
    if (recorded.type === 'UserDeleted') {
      await trx.deleteFrom('member_pauses').where('user_id', '=', String(recorded.data.userId)).execute();
      return;
    }
    const event = recorded as unknown as RecordedEvent & PauseEvent;
    const at = recorded.metadata.now ? new Date(recorded.metadata.now) : recorded.recordedAt;
    switch (event.type) {
      case 'PauseRequested': {
        const d = event.data;
        await trx
          .insertInto('member_pauses')
          .values({ pause_id: d.pauseId, user_id: d.userId, desde: d.from, hasta: d.to, dias: d.days, estado: 'pendiente', motivo: null, requested_at: new Date(d.requestedAt), decided_at: null })
          .onConflict((oc) => oc.column('pause_id').doNothing())
          .execute();
        return;
      }
      case 'PauseApproved':
      case 'PauseRejected': {
        const decided = event.type === 'PauseApproved' ? { estado: 'aprobada' as const, motivo: null } : { estado: 'rechazada' as const, motivo: event.data.reason };
        await trx.updateTable('member_pauses').set({ ...decided, decided_at: at }).where('pause_id', '=', event.data.pauseId).where('estado', '=', 'pendiente').execute();
        return;
      }
      case 'PauseEnded': {
        // Ended early: its days up to yesterday; taken back before it began: withdrawn. Only a pause still on changes.
        const { lastDay, days } = event.data;
        const ended = lastDay === null ? { estado: 'anulada' as const } : { hasta: lastDay, dias: days };
        await trx.updateTable('member_pauses').set(ended).where('pause_id', '=', event.data.pauseId).where('estado', 'in', ['pendiente', 'aprobada']).execute();
        return;
      }
    }
  },
};
