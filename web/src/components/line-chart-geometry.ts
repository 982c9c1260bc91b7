/** The pure part of LineChart: where each point sits in the drawing box and which values get a grid line. */

export type ChartPoint = { x: number; y: number };
export type Box = { width: number; height: number; left: number; right: number; top: number; bottom: number };

/** Round steps for the value axis (1, 2, 2.5, 5 × 10ⁿ) so grid lines read "40 · 50 · 60", never "43,7". */
export function niceTicks(min: number, max: number, count = 4): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [];
  if (min === max) {
    const pad = min === 0 ? 1 : Math.abs(min) * 0.1;
    return niceTicks(min - pad, max + pad, count);
  }
  const raw = (max - min) / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = ([1, 2, 2.5, 5, 10].find((m) => m * power >= raw) ?? 10) * power;
  const first = Math.floor(min / step) * step;
  const ticks: number[] = [];
  for (let v = first; v <= max + step * 1e-9; v += step) ticks.push(Number(v.toFixed(6)));
  if (ticks[ticks.length - 1]! < max) ticks.push(Number((ticks[ticks.length - 1]! + step).toFixed(6)));
  return ticks;
}

/** Maps data to the box: x over its range (one point sits in the middle), y over the ticks' range, upwards. */
export function project(points: readonly ChartPoint[], box: Box, yTicks: readonly number[]): Array<{ cx: number; cy: number }> {
  if (points.length === 0) return [];
  const xs = points.map((p) => p.x);
  const xMin = Math.min(...xs);
  const xMax = Math.max(...xs);
  const yMin = yTicks[0] ?? 0;
  const yMax = yTicks[yTicks.length - 1] ?? 1;
  const innerW = box.width - box.left - box.right;
  const innerH = box.height - box.top - box.bottom;
  return points.map((p) => ({
    cx: box.left + (xMax === xMin ? innerW / 2 : ((p.x - xMin) / (xMax - xMin)) * innerW),
    cy: box.top + innerH - (yMax === yMin ? innerH / 2 : ((p.y - yMin) / (yMax - yMin)) * innerH),
  }));
}

/** The SVG path through the projected points. */
export const linePath = (coords: ReadonlyArray<{ cx: number; cy: number }>): string =>
  coords.map((c, i) => `${i === 0 ? 'M' : 'L'}${c.cx.toFixed(1)},${c.cy.toFixed(1)}`).join(' ');
