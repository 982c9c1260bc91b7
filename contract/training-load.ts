/**
 * percent × max, to the nearest plate increment (halves up: 76,25 kg on 2,5 kg plates loads 77,5). Rounded on the
 * increment's multiples, so a 1,25 kg studio loads 76,25 as it is. One rule for the member's plan viewer and logger
 * and the pizarra's targets; plain TypeScript with no imports, so the web takes it without TypeBox.
 */
export function loadFromPercent(percent: number, max: number, increment: number): number {
  // Three decimals first, so 50 % of 152,5 (76,25: 30,4999… steps in floating point) is the half step it is.
  const steps = Math.round(Math.round(((percent / 100) * max) / increment * 1000) / 1000);
  return Math.round(steps * increment * 100) / 100;
}
