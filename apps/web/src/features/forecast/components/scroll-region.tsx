import type * as React from 'react';

import { ScrollRegion as ScrollBox } from '@/components/ui/scroll-region';
import { cn } from '@/lib/utils';

/** A table's own scrolling box, named "<label>, scrollable" for screen readers. */
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
    <ScrollBox
      className={cn(
        'overflow-auto rounded-md border [&>[data-slot=table-container]]:overflow-visible',
        className,
      )}
      aria-label={`${label}, scrollable`}
    >
      {children}
    </ScrollBox>
  );
}
