import styled from 'styled-components';
import type { ChartPoint } from './line-chart-geometry';
import { linePath, niceTicks, project } from './line-chart-geometry';

type LineChartProps = {
  /** What the chart shows, for screen readers (the figures are also in the table beside it). */
  title: string;
  points: readonly ChartPoint[];
  /** Text of a value on the axis and in a point's tooltip ("40 kg"). */
  formatY: (value: number) => string;
  /** Text of a point's x ("3/11"). */
  formatX: (value: number) => string;
  /** Start the value axis at 0 (totals such as volume, where a zoomed axis turns a 1 % dip into a fall). */
  fromZero?: boolean;
};

const BOX = { width: 320, height: 160, left: 44, right: 12, top: 12, bottom: 26 };

/**
 * A small line chart in plain SVG (a chart library would weigh more than the whole screen): round grid values,
 * a dot per point with its value as a tooltip, the first and last x under the line. Scales to its container.
 */
export function LineChart({ title, points, formatY, formatX, fromZero = false }: LineChartProps) {
  if (points.length === 0) return null;
  const ys = points.map((p) => p.y);
  const ticks = niceTicks(fromZero ? Math.min(0, ...ys) : Math.min(...ys), Math.max(...ys));
  const coords = project(points, BOX, ticks);
  const bottom = BOX.height - BOX.bottom;
  const yOf = (v: number) => project([{ x: 0, y: v }], BOX, ticks)[0]!.cy;
  const first = points[0]!;
  const last = points[points.length - 1]!;
  return (
    <Svg viewBox={`0 0 ${BOX.width} ${BOX.height}`} role="img" aria-label={title}>
      {ticks.map((t) => (
        <g key={t}>
          <line x1={BOX.left} x2={BOX.width - BOX.right} y1={yOf(t)} y2={yOf(t)} className="grid" />
          <text x={BOX.left - 6} y={yOf(t) + 4} textAnchor="end" className="axis">
            {formatY(t)}
          </text>
        </g>
      ))}
      <path d={linePath(coords)} className="line" />
      {coords.map((c, i) => (
        <circle key={i} cx={c.cx} cy={c.cy} r={3.5} className="dot">
          <title>{`${formatX(points[i]!.x)}: ${formatY(points[i]!.y)}`}</title>
        </circle>
      ))}
      <text x={coords[0]!.cx} y={bottom + 18} textAnchor={points.length === 1 ? 'middle' : 'start'} className="axis">
        {formatX(first.x)}
      </text>
      {points.length > 1 && (
        <text x={coords[coords.length - 1]!.cx} y={bottom + 18} textAnchor="end" className="axis">
          {formatX(last.x)}
        </text>
      )}
    </Svg>
  );
}

const Svg = styled.svg`
  width: 100%;
  height: auto;
  display: block;
  .grid { stroke: ${({ theme }) => theme.colors.border}; stroke-width: 1; }
  .axis { fill: ${({ theme }) => theme.colors.textMuted}; font-size: 10px; font-variant-numeric: tabular-nums; }
  .line { fill: none; stroke: ${({ theme }) => theme.colors.accentStrong}; stroke-width: 2.5; stroke-linejoin: round; stroke-linecap: round; }
  .dot { fill: ${({ theme }) => theme.colors.surface}; stroke: ${({ theme }) => theme.colors.accentStrong}; stroke-width: 2; }
`;
