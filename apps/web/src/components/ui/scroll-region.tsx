import type * as React from 'react';

import { cn } from '@/lib/utils';

/**
 * A box that scrolls, named for assistive technology and focusable so keyboard users can scroll it
 * (axe scrollable-region-focusable); the focus ring shows where the arrow keys will act.
 */
function ScrollRegion({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="scroll-region"
      role="region"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus
      tabIndex={0}
      className={cn(
        'focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none',
        className,
      )}
      {...props}
    />
  );
}

export { ScrollRegion };
