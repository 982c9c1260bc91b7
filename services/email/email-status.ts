import type { Db } from '../../db/database';

// The admins' screen lists the latest problems, not the whole history.
const FAILURES_SHOWN = 20;

/** The outbox as the admins see it: mails waiting, and the latest that failed or are being retried. */
export async function emailStatus(db: Db, available: boolean) {
  const [queued, failures] = await Promise.all([
    db.selectFrom('email_outbox').select((eb) => eb.fn.countAll<number>().as('n')).where('status', 'in', ['pending', 'sending']).executeTakeFirstOrThrow(),
    db
      .selectFrom('email_outbox')
      .select(['id', 'to_address', 'subject', 'purpose', 'status', 'last_error', 'attempts', 'last_attempt_at'])
      // Pending with an error: being retried; failed or expired: given up.
      .where('status', 'in', ['pending', 'failed', 'expired'])
      .where('last_error', 'is not', null)
      .orderBy('id', 'desc')
      .limit(FAILURES_SHOWN)
      .execute(),
  ]);
  return {
    available,
    queued: Number(queued.n),
    failures: failures.map((f) => ({
      id: Number(f.id),
      to: f.to_address,
      subject: f.subject,
      purpose: f.purpose,
      status: f.status === 'pending' ? ('pending' as const) : f.status === 'expired' ? ('expired' as const) : ('failed' as const),
      error: f.last_error ?? '',
      attempts: f.attempts,
      lastAttemptAt: f.last_attempt_at ? new Date(f.last_attempt_at).toISOString() : null,
    })),
  };
}
