import type { Viewer } from './realtime.messages';

/**
 * Close code for "the session this socket was opened with has ended" (sign-out, expiry, deletion) or "the
 * user's role changed" (contract/realtime-topics.ts); the web client re-checks its session on it and reconnects
 * only while still signed in.
 */
export { SESSION_ENDED_CLOSE_CODE } from '../../../contract/realtime-topics';
export const SESSION_ENDED_REASON = 'session ended';

/**
 * NOTIFY channel for session ends and role changes, so that a sign-out served by one instance closes the
 * sockets another instance holds at once (each instance LISTENs; the announcing one too). Without it they
 * would still be closed by every instance's periodic session re-check, only up to a minute later.
 */
export const SESSION_CONTROL_CHANNEL = 'pulso_realtime_sessions';

/** `sessionEnded`: the id of a session (its token's hash, never the token); `userChanged`: a user id. */
export type SessionControl = { sessionEnded: string } | { userChanged: string };

export function parseSessionControl(payload: string): SessionControl | undefined {
  try {
    const value = JSON.parse(payload) as Record<string, unknown>;
    if (typeof value.sessionEnded === 'string') return { sessionEnded: value.sessionEnded };
    if (typeof value.userChanged === 'string') return { userChanged: value.userChanged };
  } catch {
    // a foreign or garbled payload is ignored: the periodic re-check still covers what it meant
  }
  return undefined;
}

/**
 * The session a socket was opened with: an id (to close exactly the sockets of a signed-out session) and a
 * way to ask the auth provider again who it stands for now (undefined once it has ended).
 */
export interface SocketSession {
  id: string;
  recheck(): Promise<Viewer | undefined>;
}
