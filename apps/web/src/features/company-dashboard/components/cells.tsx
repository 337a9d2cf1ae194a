import { progressSegments } from '@planner/domain';

import { formatDate } from '../lib/format-cell';

/** A formatted date; the raw value is the tooltip (spec 2). */
export function DateCell({ value }: { value: string | null }) {
  // Wraps after the year so a row with three dates still fits a laptop screen.
  return (
    <span title={value ?? undefined} className="inline-block max-w-28 min-w-26 whitespace-normal">
      {formatDate(value)}
    </span>
  );
}

/** The board's progress as 6 segments, clamped to 1..6 (spec 2, 9). */
export function ProgressCell({ value }: { value: number }) {
  const segments = progressSegments(value);
  const filled = segments.filter(Boolean).length;
  return (
    <div
      role="img"
      aria-label={`Progress ${filled} of ${segments.length}`}
      title={`${filled} / ${segments.length}`}
      className="flex w-36 items-center gap-2"
    >
      <span aria-hidden className="flex flex-1 gap-1">
        {segments.map((on, index) => (
          <span
            // Segments never reorder: the index is their identity.
            key={index}
            data-filled={on}
            className="h-2.5 flex-1 rounded-full bg-muted data-[filled=true]:bg-primary"
          />
        ))}
      </span>
      <span aria-hidden className="text-xs text-muted-foreground tabular-nums">
        {filled}/{segments.length}
      </span>
    </div>
  );
}
