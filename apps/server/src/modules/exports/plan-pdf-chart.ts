import type { PlanBlock } from '@planner/domain';
import { formatMoney } from '@planner/domain';
import type { Content } from 'pdfmake';
import type { CanvasElement, Column } from 'pdfmake/interfaces.js';

type Chart = Extract<PlanBlock, { kind: 'chart' }>;

const WIDTH = 430;
const HEIGHT = 170;
const AXIS_WIDTH = 65;
const SERIES_COLORS = ['#2563eb', '#dc2626', '#059669'];
const MARKER_COLORS = ['#16a34a', '#d97706'];
const GRID = '#d4d4d4';

/** A round step (1, 2 or 5 x 10^n) that splits the range into about four bands. */
function niceStep(range: number): number {
  const raw = range / 4 || 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  return ([1, 2, 5, 10].find((m) => m * power >= raw) ?? 10) * power;
}

/**
 * One chart as vector graphics (pdfmake canvas polylines, no image): the series over the months, a
 * dashed zero line, dashed verticals at the marked months, labelled axes and a legend in text.
 */
export function pdfChart(b: Chart): Content[] {
  const values = b.series.flatMap((s) => s.values);
  const step = niceStep(Math.max(...values, 0) - Math.min(...values, 0));
  const top = Math.ceil(Math.max(...values, 0) / step) * step || step;
  const bottom = Math.floor(Math.min(...values, 0) / step) * step;
  const points = Math.max(b.labels.length - 1, 1);
  const x = (i: number) => (i / points) * WIDTH;
  const y = (v: number) => HEIGHT - ((v - bottom) / (top - bottom)) * HEIGHT;
  const ticks = Array.from({ length: Math.round((top - bottom) / step) + 1 }, (_, i) => top - i * step);

  const canvas: CanvasElement[] = [
    ...ticks.map((t): CanvasElement => ({
      type: 'line',
      x1: 0,
      y1: y(t),
      x2: WIDTH,
      y2: y(t),
      lineWidth: t === 0 ? 0.8 : 0.4,
      lineColor: t === 0 ? '#737373' : GRID,
      ...(t === 0 ? {} : { dash: { length: 2 } }),
    })),
    ...b.markers.map((m, i): CanvasElement => ({
      type: 'line',
      x1: x(m.month - 1),
      y1: 0,
      x2: x(m.month - 1),
      y2: HEIGHT,
      lineWidth: 1,
      lineColor: MARKER_COLORS[i % MARKER_COLORS.length],
      dash: { length: 4, space: 3 },
    })),
    ...b.series.map((s, i): CanvasElement => ({
      type: 'polyline',
      lineWidth: 1.5,
      lineColor: SERIES_COLORS[i % SERIES_COLORS.length],
      points: s.values.map((v, p) => ({ x: x(p), y: y(v) })),
    })),
  ];
  const tickLabels: Column = {
    width: AXIS_WIDTH,
    // Each label sits on its grid line: the same band height as the canvas.
    stack: ticks.map((t, i) => ({
      text: formatMoney(t, b.currency),
      fontSize: 6,
      alignment: 'right',
      margin: [0, i === 0 ? -3 : HEIGHT / (ticks.length - 1) - 7.2, 4, 0],
    })),
  };
  const monthAxis: Content = {
    columns: [
      { width: AXIS_WIDTH, text: '' },
      { width: WIDTH / 3, text: `Month 1 (${b.labels[0] ?? ''})`, fontSize: 7 },
      { width: WIDTH / 3, text: `Month ${Math.round(points / 2) + 1}`, fontSize: 7, alignment: 'center' },
      {
        width: WIDTH / 3,
        text: `Month ${points + 1} (${b.labels[points] ?? ''})`,
        fontSize: 7,
        alignment: 'right',
      },
    ],
    margin: [0, 2, 0, 4],
  };
  const legend: Content = {
    text: [
      ...b.series.flatMap((s, i) => [
        { text: '\u25A0 ', color: SERIES_COLORS[i % SERIES_COLORS.length] },
        { text: `${s.name}   ` },
      ]),
      ...b.markers.flatMap((m, i) => [
        { text: '| ', color: MARKER_COLORS[i % MARKER_COLORS.length], bold: true },
        { text: `${m.label} (dashed)   ` },
      ]),
    ],
    fontSize: 8,
    margin: [AXIS_WIDTH, 0, 0, 4],
  };
  // One unbreakable block: a chart never splits from its title, axes or summary.
  return [
    {
      unbreakable: true,
      stack: [
        { text: b.label, style: 'h2' },
        legend,
        { columns: [tickLabels, { width: WIDTH, canvas }], columnGap: 0 },
        monthAxis,
        { text: b.summary, fontSize: 8, color: '#444444', margin: [0, 0, 0, 8] },
      ],
    },
  ];
}
