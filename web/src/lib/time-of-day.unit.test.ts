import { describe, expect, it } from 'vitest';
import { completeTimeOfDay } from './time-of-day';

describe('completeTimeOfDay', () => {
  it('completes the shorthand a studio types into 24-hour HH:MM', () => {
    expect(completeTimeOfDay('7')).toBe('07:00');
    expect(completeTimeOfDay('730')).toBe('07:30');
    expect(completeTimeOfDay('1830')).toBe('18:30');
    expect(completeTimeOfDay('9.15')).toBe('09:15');
    expect(completeTimeOfDay(' 20:00 ')).toBe('20:00');
    expect(completeTimeOfDay('0:05')).toBe('00:05');
  });

  it('leaves what is not a time of day as typed, for the form to name', () => {
    expect(completeTimeOfDay('25:00')).toBe('25:00');
    expect(completeTimeOfDay('18:75')).toBe('18:75');
    expect(completeTimeOfDay('tarde')).toBe('tarde');
    expect(completeTimeOfDay('')).toBe('');
  });
});
