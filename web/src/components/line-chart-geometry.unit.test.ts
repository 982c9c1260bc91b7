import { describe, expect, it } from 'vitest';
import { linePath, niceTicks, project } from './line-chart-geometry';

const box = { width: 200, height: 100, left: 0, right: 0, top: 0, bottom: 0 };

describe('line chart geometry', () => {
  it('picks round ticks that cover the values', () => {
    expect(niceTicks(40, 60)).toEqual([40, 45, 50, 55, 60]);
    expect(niceTicks(0, 1200)).toEqual([0, 500, 1000, 1500]);
    expect(niceTicks(42.5, 47.5)).toEqual([42, 44, 46, 48]);
    const flat = niceTicks(40, 40);
    expect(flat[0]).toBeLessThan(40);
    expect(flat[flat.length - 1]).toBeGreaterThan(40);
  });

  it('maps the first point left-bottom and the last right-top', () => {
    const coords = project([{ x: 0, y: 40 }, { x: 10, y: 60 }], box, [40, 50, 60]);
    expect(coords).toEqual([{ cx: 0, cy: 100 }, { cx: 200, cy: 0 }]);
    expect(linePath(coords)).toBe('M0.0,100.0 L200.0,0.0');
  });

  it('puts a single point in the middle', () => {
    expect(project([{ x: 5, y: 40 }], box, [30, 50])).toEqual([{ cx: 100, cy: 50 }]);
    expect(project([], box, [0, 1])).toEqual([]);
  });
});
