import { onWeightStep, parseKilos } from '../../lib/format-weight';

/** Sets written the way coaches write them: "4x10 @ 40" (4 sets of 10 at 40 kg), "4x8 @ 22,5", "3x30s", "4 x 8-10", or just "3". */
export type SetShorthand = { series: number; repeticiones: string; peso: number };

const MAX_SERIES = 50;
// series × repetitions (text without spaces or "@": "10", "8-10", "30s", "AMRAP"), then optionally @ kg ("22,5").
const PATTERN = /^(\d{1,2})\s*[x×]\s*([^\s@]{1,20})\s*(?:@\s*(\d{1,4}(?:[.,]\d{1,2})?)\s*(?:kg)?)?$/i;

/** The sets `text` describes, or null when it is not one of the forms above (the form then says how to write it). */
export function parseSetShorthand(text: string): SetShorthand | null {
  const value = text.trim();
  if (/^\d{1,2}$/.test(value)) {
    const series = Number(value);
    return series <= MAX_SERIES ? { series, repeticiones: '0', peso: 0 } : null;
  }
  const match = PATTERN.exec(value);
  if (!match) return null;
  const series = Number(match[1]);
  if (series < 1 || series > MAX_SERIES) return null;
  const peso = parseKilos(match[3] ?? '');
  // Off the 0,25 kg plate step (42,3) is a typo: the form then says how to write it.
  return peso !== null && onWeightStep(peso) ? { series, repeticiones: match[2]!, peso } : null;
}
