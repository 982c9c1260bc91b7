import { describe, expect, it } from 'vitest';
import { formatProgress, terminalProgress, type RebuildProgress } from '../../projections/rebuild/progress';

const at = (done: number, phase: RebuildProgress['phase'] = 'folding'): RebuildProgress => ({ phase, done, total: 100_000, perSecond: 25_000, secondsLeft: (100_000 - done) / 25_000 });

const fakeStream = (isTTY: boolean) => {
  const writes: string[] = [];
  return { writes, stream: { isTTY, write: (s: string) => writes.push(s) } as unknown as NodeJS.WriteStream };
};

describe('rebuild progress', () => {
  it('says events done, events per second and time left, in Spanish', () => {
    expect(formatProgress(at(50_000))).toBe('50.000 / 100.000 eventos · 25.000 eventos/s · faltan 2 s · plegando');
    expect(formatProgress(at(100_000, 'done'))).toBe('100.000 / 100.000 eventos · 25.000 eventos/s · listo');
  });

  it('rewrites one line in place on a terminal and ends it when done', () => {
    const { writes, stream } = fakeStream(true);
    const show = terminalProgress(stream);
    show(at(0));
    show(at(100_000, 'done'));
    expect(writes).toHaveLength(2);
    expect(writes.every((w) => w.startsWith('\r\x1b[2K'))).toBe(true);
    expect(writes.at(-1)!.endsWith('\n')).toBe(true);
  });

  it('prints plain lines elsewhere, at most one per interval besides phase changes', () => {
    const { writes, stream } = fakeStream(false);
    const show = terminalProgress(stream, 60_000);
    for (let done = 0; done <= 50_000; done += 2000) show(at(done));
    show(at(100_000, 'swapping'));
    expect(writes).toEqual([`${formatProgress(at(0))}\n`, `${formatProgress(at(100_000, 'swapping'))}\n`]);
  });
});
