/**
 * State a process keeps per database handle (stream ids repeat across databases, e.g. test files sharing a worker):
 * `of(db)` gives this handle's, made by `create` the first time, and forgotten with the handle.
 */
export function perDatabase<T>(create: () => T): (db: object) => T {
  const byDatabase = new WeakMap<object, T>();
  return (db) => {
    let state = byDatabase.get(db);
    if (state === undefined) byDatabase.set(db, (state = create()));
    return state;
  };
}
