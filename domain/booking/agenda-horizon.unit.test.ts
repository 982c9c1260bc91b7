import { describe, expect, it } from 'vitest';
import { agendaHorizonEnd } from './agenda-horizon';

describe('agendaHorizonEnd', () => {
  it('ends the month before the 27th and runs 30 days into the next from then on, whatever was asked before', () => {
    expect(agendaHorizonEnd('2026-11-02')).toBe('2026-11-30');
    expect(agendaHorizonEnd('2026-11-02')).toBe('2026-11-30');
    expect(agendaHorizonEnd('2026-11-27')).toBe('2026-12-30');
    expect(agendaHorizonEnd('2026-11-02')).toBe('2026-11-30');
    expect(agendaHorizonEnd('2027-01-28')).toBe('2027-02-28');
    expect(agendaHorizonEnd('2026-12-26')).toBe('2026-12-31');
  });
});
