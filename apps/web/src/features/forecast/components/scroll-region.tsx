import type * as React from 'react';

import { cn } from '@/lib/utils';

/**
 * A table's own scrolling box: it takes keyboard focus (axe scrollable-region-focusable) and is
 * named "<label>, scrollable" for screen readers.
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div
      className={cn(
        'overflow-auto rounded-md border [&>[data-slot=table-container]]:overflow-visible',
        className,
      )}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus (axe scrollable-region-focusable)
      tabIndex={0}
      role="region"
      aria-label={`${label}, scrollable`}
    >
      {children}
    </div>
  );
}
