import { describe, expect, it } from 'vitest';
import { contended, enterFlight, inFlight, markContended } from './contention';

describe('contention hints', () => {
  it('keeps a lost race for two seconds, per database handle', () => {
    const db = {};
    markContended(db, ['slot-occ:1:2026-11-18'], 1_000);
    expect(contended(db, ['member:a', 'slot-occ:1:2026-11-18'], 2_999)).toBe(true);
    expect(contended({}, ['slot-occ:1:2026-11-18'], 2_999)).toBe(false);
    expect(contended(db, ['slot-occ:1:2026-11-18'], 3_000)).toBe(false);
  });

  it('counts the commands deciding on a stream until each one leaves', () => {
    const db = {};
    const first = enterFlight(db, ['slot-occ:1:2026-11-18', 'member:a']);
    const second = enterFlight(db, ['slot-occ:1:2026-11-18', 'member:b']);
    first();
    expect(inFlight(db, ['slot-occ:1:2026-11-18'])).toBe(true);
    expect(inFlight(db, ['member:a'])).toBe(false);
    second();
    expect(inFlight(db, ['slot-occ:1:2026-11-18', 'member:b'])).toBe(false);
  });
});
