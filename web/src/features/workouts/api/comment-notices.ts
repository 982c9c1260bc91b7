/**
 * "Comentario de tu profe": a coach's comment on one of the member's sessions, live on whatever screen is open. It
 * arrives as a fact of the member's `user:<id>` topic (projections/workouts/workouts.topics.ts); a tiny store.
 */
export type CommentNotice = { key: string; userId: string; sesionId: string; autor: string; texto: string };

let notices: readonly CommentNotice[] = [];
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

type Fact = { sesion_id: string; comentario_id: string; autor: string; texto: string };
const isFact = (o: unknown): o is Fact =>
  typeof o === 'object' && o !== null && ['sesion_id', 'comentario_id', 'autor', 'texto'].every((k) => typeof (o as Record<string, unknown>)[k] === 'string');

/** Records the comments a `user:<id>` topic's facts carry (nothing when it carries none). */
export function receiveCommentFacts(userId: string, data: unknown): void {
  const list = typeof data === 'object' && data !== null ? (data as { comments?: unknown }).comments : undefined;
  if (!Array.isArray(list)) return;
  const fresh = list
    .filter(isFact)
    .map((c) => ({ key: `${userId}|${c.comentario_id}`, userId, sesionId: c.sesion_id, autor: c.autor, texto: c.texto }))
    .filter((n) => !notices.some((m) => m.key === n.key));
  if (fresh.length === 0) return;
  notices = [...notices, ...fresh];
  emit();
}

export function dismissCommentNotice(key: string): void {
  notices = notices.filter((n) => n.key !== key);
  emit();
}

export const subscribeCommentNotices = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
export const commentNotices = () => notices;
