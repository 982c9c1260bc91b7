import { sql } from 'kysely';
import { videoStream } from '../../events/catalog/videos.events';
import { fail } from '../../events/framework/errors';
import type { CommandContext } from '../platform/commands/command';
import { runCommand } from '../platform/commands/run-command';
import { decideOnStream } from '../platform/commands/stream-fold';
import type { Db } from '../../db/database';
import { videoDecider } from './video.decider';

/** Only http(s) links: a `javascript:` or `data:` URL must never reach a member's tap. */
export function assertVideoLink(raw: string): string {
  const url = raw.trim();
  let parsed: URL | undefined;
  try {
    parsed = new URL(url);
  } catch {
    parsed = undefined;
  }
  if (!parsed || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')) {
    throw fail('INVALID_VIDEO_URL');
  }
  return url;
}

export async function addVideo(db: Db, ctx: CommandContext, input: { nombre: string; url: string; fileKey?: string }) {
  return runCommand(db, {
    type: 'AddVideo',
    decide: async (trx) => {
      const { rows } = await sql<{ id: number }>`SELECT nextval('video_id_seq')::int AS id`.execute(trx);
      const videoId = rows[0]!.id;
      const { url } = input;
      const { append } = await decideOnStream(trx, videoStream(videoId), videoDecider, { type: 'AddVideo', videoId, nombre: input.nombre, url, fileKey: input.fileKey });
      return { appends: [append], result: { id: videoId, nombre: input.nombre, url } };
    },
  }, ctx);
}

export async function renameVideo(db: Db, ctx: CommandContext, videoId: number, nombre: string) {
  return runCommand(db, {
    type: 'RenameVideo',
    decide: async (trx) => {
      const { append } = await decideOnStream(trx, videoStream(videoId), videoDecider, { type: 'RenameVideo', videoId, nombre });
      return { appends: [append], result: { videoId } };
    },
  }, ctx);
}

/** Returns the removed video's file key (uploads only), so the caller can delete the file after the commit. */
export async function removeVideo(db: Db, ctx: CommandContext, videoId: number) {
  return runCommand(db, {
    type: 'RemoveVideo',
    decide: async (trx) => {
      const { append, state } = await decideOnStream(trx, videoStream(videoId), videoDecider, { type: 'RemoveVideo', videoId });
      return { appends: [append], result: { videoId, fileKey: state.fileKey ?? null } };
    },
  }, ctx);
}
