import type { AsyncProcessor } from '../runner/async-processor';
import type { Projector } from '../runner/projection';

/** A name given to the rebuild that no projector or processor has. */
export class UnknownProjectionError extends Error {
  constructor(
    readonly unknown: string[],
    readonly known: string[],
  ) {
    super(`No existe la proyección ${unknown.join(', ')}. Las que hay: ${known.join(', ')}.`);
    this.name = 'UnknownProjectionError';
  }
}

/** Everything when `only` is absent or empty; otherwise exactly the named projectors and processors. */
export function selectForRebuild(only: readonly string[] | undefined, projectors: readonly Projector[], processors: readonly AsyncProcessor[]) {
  if (!only?.length) return { projectors, owners: processors };
  const known = [...projectors.map((p) => p.name), ...processors.map((p) => p.name)];
  const unknown = only.filter((name) => !known.includes(name));
  if (unknown.length > 0) throw new UnknownProjectionError(unknown, known);
  return { projectors: projectors.filter((p) => only.includes(p.name)), owners: processors.filter((p) => only.includes(p.name)) };
}
