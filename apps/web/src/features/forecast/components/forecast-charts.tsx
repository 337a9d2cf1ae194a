import {
  Area,
  AreaChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

import { type ChartPoint, STREAM_COLORS } from '../lib/chart-data';

const HEIGHT = 260;
const compact = new Intl.NumberFormat('en-GB', { notation: 'compact', maximumFractionDigits: 1 });
const axis = { fontSize: 12 } as const;

/** Revenue against total costs (cost of sales + operating costs) per month. */
export function RevenueCostsChart({ points }: { points: ChartPoint[] }) {
  return (
    <ResponsiveContainer width="100%" height={HEIGHT}>
      <LineChart accessibilityLayer={false} data={points} margin={{ left: 4, right: 12, top: 8 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="month" tick={axis} minTickGap={24} />
        <YAxis tick={axis} tickFormatter={(v: number) => compact.format(v)} width={48} />
        <Tooltip />
        <Legend />
        <Line
          type="monotone"
          dataKey="revenue"
          name="Revenue"
          stroke="#2563eb"
          dot={false}
          isAnimationActive={false}
        />
        <Line
          type="monotone"
          dataKey="costs"
          name="Total costs"
          stroke="#dc2626"
          dot={false}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}

/** Cumulative cash, with the break-even and runway months marked. */
export function CashChart({
  points,
  breakEven,
  runsOut,
}: {
  points: ChartPoint[];
  breakEven: string | null;
  runsOut: string | null;
}) {
  return (
    <ResponsiveContainer width="100%" height={HEIGHT}>
      <AreaChart accessibilityLayer={false} data={points} margin={{ left: 4, right: 12, top: 16 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="month" tick={axis} minTickGap={24} />
        <YAxis tick={axis} tickFormatter={(v: number) => compact.format(v)} width={48} />
        <Tooltip />
        <ReferenceLine y={0} stroke="#64748b" />
        {breakEven && (
          <ReferenceLine
            x={breakEven}
            stroke="#16a34a"
            label={{ value: 'Break-even', position: 'top', fontSize: 12 }}
          />
        )}
        {runsOut && (
          <ReferenceLine
            x={runsOut}
            stroke="#dc2626"
            label={{ value: 'Cash runs out', position: 'top', fontSize: 12 }}
          />
        )}
        <Area
          type="monotone"
          dataKey="cash"
          name="Cash"
          stroke="#0f766e"
          fill="#0f766e33"
          isAnimationActive={false}
        />
      </AreaChart>
    </ResponsiveContainer>
  );
}

/** Revenue per stream, stacked. */
export function StreamsChart({ points, streams }: { points: ChartPoint[]; streams: string[] }) {
  return (
    <ResponsiveContainer width="100%" height={HEIGHT}>
      <AreaChart accessibilityLayer={false} data={points} margin={{ left: 4, right: 12, top: 8 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="month" tick={axis} minTickGap={24} />
        <YAxis tick={axis} tickFormatter={(v: number) => compact.format(v)} width={48} />
        <Tooltip />
        <Legend />
        {streams.map((name, i) => (
          <Area
            key={name + String(i)}
            type="monotone"
            dataKey={`stream${i}`}
            name={name}
            stackId="streams"
            stroke={STREAM_COLORS[i % STREAM_COLORS.length]}
            fill={STREAM_COLORS[i % STREAM_COLORS.length]}
            fillOpacity={0.3}
            isAnimationActive={false}
          />
        ))}
      </AreaChart>
    </ResponsiveContainer>
  );
}
