import type * as React from 'react';

import { cn } from '@/lib/utils';

/**
 * A bar of equal segments, filled from the left (spec 9: board progress is 6 segments). `segments`
 * comes from the domain (`progressSegments`); the label says the value in words for screen readers.
 */
function SegmentedProgress({
  segments,
  label,
  className,
  ...props
}: React.ComponentProps<'div'> & { segments: boolean[]; label: string }) {
  const filled = segments.filter(Boolean).length;
  return (
    <div
      data-slot="segmented-progress"
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={segments.length}
      aria-valuenow={filled}
      aria-valuetext={`${filled} of ${segments.length}`}
      className={cn('flex w-full gap-1', className)}
      {...props}
    >
      {segments.map((on, index) => (
        <span
          // Segments never reorder: the index is their identity.
          key={index}
          data-filled={on}
          className="h-1.5 flex-1 rounded-full bg-muted data-[filled=true]:bg-primary"
        />
      ))}
    </div>
  );
}

export { SegmentedProgress };
