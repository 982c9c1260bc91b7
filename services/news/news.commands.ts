import { sql } from 'kysely';
import { newsStream } from '../../events/catalog/news.events';
import { fail } from '../../events/framework/errors';
import { findNews } from '../../projections/news/news-posts.queries';
import type { CommandContext } from '../platform/commands/command';
import { runCommand } from '../platform/commands/run-command';
import { decideOnStream } from '../platform/commands/stream-fold';
import type { Db } from '../../db/database';
import { studioTime, studioTimestamp } from '../../domain/time/studio-time';
import { requireStudioDate } from '../platform/studio-dates';
import { newsPostDecider, type NewsContent } from './news-post.decider';

const FECHA = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The post's date: the given one normalised to `YYYY-MM-DD HH:MM:SS`, or now on the studio's clock. A given day must
 * be one the studio can mean (domain/time/date-bounds.ts): a post dated 9999 would head the news for good.
 */
export function newsDate(fecha: string | null | undefined, now: Date, tz: string): string {
  if (!fecha) return studioTimestamp(now, tz);
  const m = FECHA.exec(fecha.trim());
  const [y, mo, d, h, mi, s] = (m?.slice(1) ?? []).map((v) => Number(v ?? 0));
  // A day that exists in that month (2026-02-30 does not: Date.UTC would roll it over to March).
  const realDay = m && new Date(Date.UTC(y!, mo! - 1, d!)).getUTCDate() === d;
  const valid = m && realDay && mo! >= 1 && mo! <= 12 && d! >= 1 && h! <= 23 && mi! <= 59 && s! <= 59;
  if (!valid) throw fail('INVALID_FECHA');
  requireStudioDate(`${m[1]}-${m[2]}-${m[3]}`, studioTime(now, tz).date);
  return `${m[1]}-${m[2]}-${m[3]} ${m[4]}:${m[5]}:${m[6] ?? '00'}`;
}

export async function publishNews(db: Db, ctx: CommandContext, input: { content: NewsContent; fecha: string }) {
  return runCommand(db, {
    type: 'PublishNews',
    decide: async (trx) => {
      const { rows } = await sql<{ id: number }>`SELECT nextval('news_post_id_seq')::int AS id`.execute(trx);
      const newsId = rows[0]!.id;
      const { append } = await decideOnStream(trx, newsStream(newsId), newsPostDecider, { type: 'PublishNews', newsId, ...input });
      return { appends: [append], result: { newsId } };
    },
  }, ctx);
}

export async function updateNews(db: Db, ctx: CommandContext, newsId: number, content: Omit<NewsContent, 'imagenUrl'> & { imagenUrl?: string }) {
  return runCommand(db, {
    type: 'UpdateNews',
    decide: async (trx) => {
      const { append, state } = await decideOnStream(trx, newsStream(newsId), newsPostDecider, { type: 'UpdateNews', newsId, content });
      const replacedImage = content.imagenUrl && content.imagenUrl !== state.imagenUrl ? state.imagenUrl : null;
      return { appends: [append], result: { newsId, replacedImage } };
    },
  }, ctx);
}

/** Returns the deleted post's image, so the caller can drop the file once nothing else shows it. */
export async function deleteNews(db: Db, ctx: CommandContext, newsId: number) {
  return runCommand(db, {
    type: 'DeleteNews',
    decide: async (trx) => {
      const before = await findNews(trx, newsId);
      const { append } = await decideOnStream(trx, newsStream(newsId), newsPostDecider, { type: 'DeleteNews', newsId });
      return { appends: [append], result: { newsId, imagenUrl: before?.imagen_url ?? null } };
    },
  }, ctx);
}
