import type { DocumentEncoding } from './plan-document-cache';

/**
 * A plan document's ETag: plan id + the plan stream's version, which every change bumps. Weak, because the same
 * document goes out as brotli, gzip or plain bytes (a strong tag would have to differ per encoding).
 */
export const planEtag = (planId: number, version: number) => `W/"plan-${planId}-${version}"`;

const TAG = /^(?:W\/)?"plan-(\d+)-(\d+)"$/;

/** The versions of this plan an If-None-Match header names (it may list several tags). */
export function versionsInIfNoneMatch(header: string | undefined, planId: number): number[] {
  if (!header) return [];
  const versions: number[] = [];
  for (const tag of header.split(',')) {
    const match = TAG.exec(tag.trim());
    if (match && Number(match[1]) === planId) versions.push(Number(match[2]));
  }
  return versions;
}

/** Brotli when the client takes it, else gzip, else none (q=0 refuses an encoding; `*` accepts any). */
export function preferredEncoding(acceptEncoding: string | undefined): DocumentEncoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name) weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const accepts = (name: DocumentEncoding) => (weights.get(name) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}
