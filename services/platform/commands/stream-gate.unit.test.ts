import { describe, expect, it } from 'vitest';
import { throughStreamGates } from './stream-gate';

/** A piece of work that runs until the test lets it finish, recording when it started. */
function controlled(log: string[], name: string) {
  let finish!: () => void;
  let fail!: (error: Error) => void;
  const done = new Promise<void>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  const work = async () => {
    log.push(name);
    await done;
    return name;
  };
  return { work, finish, fail };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('stream gates', () => {
  it('lets two commands of a stream in at a time and the rest in arrival order', async () => {
    const db = {};
    const log: string[] = [];
    const works = ['a', 'b', 'c', 'd', 'e'].map((name) => controlled(log, name));
    const runs = works.map((w) => throughStreamGates(db, ['slot-occ:1:2026-11-18'], w.work));
    await settle();
    expect(log).toEqual(['a', 'b']);
    works[1]!.finish();
    await settle();
    expect(log).toEqual(['a', 'b', 'c']);
    works[0]!.finish();
    await settle();
    expect(log).toEqual(['a', 'b', 'c', 'd']);
    for (const w of works) w.finish();
    expect(await Promise.all(runs)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('does not hold back commands on other streams, nor the same streams of another database', async () => {
    const db = {};
    const log: string[] = [];
    const busy = ['a', 'b', 'c'].map((name) => controlled(log, name));
    const runs = busy.map((w) => throughStreamGates(db, ['slot-occ:1:2026-11-18'], w.work));
    const other = controlled(log, 'other stream');
    const elsewhere = controlled(log, 'other database');
    const more = [throughStreamGates(db, ['slot-occ:2:2026-11-18'], other.work), throughStreamGates({}, ['slot-occ:1:2026-11-18'], elsewhere.work)];
    await settle();
    expect(log).toEqual(['a', 'b', 'other stream', 'other database']);
    for (const w of [...busy, other, elsewhere]) w.finish();
    await Promise.all([...runs, ...more]);
  });

  it('waits on every stream a command names, and gives its places back when it fails', async () => {
    const db = {};
    const log: string[] = [];
    const [a, b, both, after] = ['a', 'b', 'both', 'after'].map((name) => controlled(log, name)) as [ReturnType<typeof controlled>, ReturnType<typeof controlled>, ReturnType<typeof controlled>, ReturnType<typeof controlled>];
    const first = throughStreamGates(db, ['member:1', 'slot-occ:1:2026-11-18'], a.work);
    const second = throughStreamGates(db, ['member:2', 'slot-occ:1:2026-11-18'], b.work);
    // The class is full of commands: this one waits though its member stream is free.
    const third = throughStreamGates(db, ['slot-occ:1:2026-11-18', 'member:3'], both.work);
    await settle();
    expect(log).toEqual(['a', 'b']);
    a.fail(new Error('conexión perdida'));
    await expect(first).rejects.toThrow('conexión perdida');
    await settle();
    expect(log).toEqual(['a', 'b', 'both']);
    const fourth = throughStreamGates(db, ['member:1'], after.work); // the failed command's member stream is free again
    await settle();
    expect(log).toEqual(['a', 'b', 'both', 'after']);
    for (const w of [b, both, after]) w.finish();
    await Promise.all([second, third, fourth]);
  });
});
