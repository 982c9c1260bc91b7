import type { Db } from '../../db/database';
import { studioTime } from '../../domain/time/studio-time';
import { memberStream } from '../../events/catalog/packages.events';
import { DomainError, fail } from '../../events/framework/errors';
import type { StreamAppend } from '../../events/store/append';
import { findDeletedMembers } from '../../projections/membership/users.queries';
import { findPackageFacts } from '../../projections/packages/member-packages.queries';
import { findPackageSettings } from '../../projections/packages/package-settings.queries';
import { runCommand } from '../platform/commands/run-command';
import type { CommandContext } from '../platform/commands/command';
import { decideOnStream } from '../platform/commands/stream-fold';
import { memberPackageDecider, type MemberCommand } from './member-package.decider';
import { DEFAULT_PACKAGE_SETTINGS } from './package-settings.decider';
import { packageTerms } from './package-terms';

export type BulkMode = 'asignar' | 'renovar';

export interface BulkMemberOutcome {
  userId: string;
  ok: boolean;
  resultado?: 'asignado' | 'reemplazado' | 'renovacion_en_cola';
  code?: string;
  /** Why not: the catalogue's text for the admin. */
  motivo?: string;
}

/** The catalogue speaks to the member for a few codes; the admin reads about the member instead. */
const ABOUT_THE_MEMBER: Record<string, string> = {
  RENEWAL_ALREADY_QUEUED: 'Ya tiene una renovación en cola que empieza cuando termine su paquete.',
  USER_NOT_FOUND: 'No encontramos a este socio.',
  USER_DELETED: 'Su cuenta fue eliminada: no recibe paquetes.',
};

const outcomeOf = (events: readonly { type: string }[]): BulkMemberOutcome['resultado'] => {
  if (events.some((e) => e.type === 'PackageRenewalScheduled')) return 'renovacion_en_cola';
  return events.some((e) => e.type === 'PackageRemoved') ? 'reemplazado' : 'asignado';
};

/**
 * One package to many members in one command (Usuarios' bulk action): each member's stream decides on its own
 * through the member-package decider (AssignPackage replaces what the member holds; RenewPackage queues after an
 * active package), one append per member that accepts, and a refusal is that member's result, not the request's
 * (a deleted account is refused like any other: USER_DELETED among the results, nothing appended for her).
 * One transaction and one idempotent outcome: a retry under the same Idempotency-Key answers the same results.
 */
export async function bulkAssignPackage(
  db: Db,
  ctx: CommandContext,
  input: {
    /** The members, resolved inside the command (a replay under the same key answers without resolving again). */
    members: (trx: Db) => Promise<{ userIds: readonly string[]; known: ReadonlySet<string> }>;
    packageId: number;
    mode: BulkMode;
    tz: string;
  },
) {
  return runCommand(db, {
    type: 'BulkAssignPackage',
    decide: async (trx) => {
      const { userIds, known } = await input.members(trx);
      const pkg = await findPackageFacts(trx, input.packageId);
      if (!pkg) throw fail('PACKAGE_NOT_FOUND');
      if (pkg.deleted) throw fail('PACKAGE_DELETED');
      const rule = (await findPackageSettings(trx)) ?? DEFAULT_PACKAGE_SETTINGS;
      const today = studioTime(ctx.now, input.tz).date;
      const terms = packageTerms(rule, today, pkg.cantidadClases);
      const deleted = await findDeletedMembers(trx, userIds);
      const appends: StreamAppend[] = [];
      const results: BulkMemberOutcome[] = [];
      for (const userId of userIds) {
        if (!known.has(userId)) {
          results.push({ userId, ok: false, code: 'USER_NOT_FOUND', motivo: ABOUT_THE_MEMBER.USER_NOT_FOUND });
          continue;
        }
        const base = { userId, pkg, today, validUntil: terms.validUntil, credits: terms.credits, memberDeleted: deleted.has(userId) };
        const command: MemberCommand = input.mode === 'renovar' ? { type: 'RenewPackage', ...base, rule } : { type: 'AssignPackage', ...base };
        try {
          const { append } = await decideOnStream(trx, memberStream(userId), memberPackageDecider, command);
          if (append.events.length > 0) appends.push(append);
          results.push({ userId, ok: true, resultado: outcomeOf(append.events) });
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          results.push({ userId, ok: false, code: error.code, motivo: ABOUT_THE_MEMBER[error.code] ?? error.detail });
        }
      }
      return { appends, result: { results } };
    },
  }, ctx);
}
