import { Loader2Icon } from 'lucide-react';
import type * as React from 'react';

import { cn } from '@/lib/utils';

/** A decorative spinner; pair it with visible text or pass `aria-label` to announce it. */
function Spinner({ className, ...props }: React.ComponentProps<'svg'>) {
  const labelled = Boolean(props['aria-label']);
  return (
    <Loader2Icon
      data-slot="spinner"
      role={labelled ? 'status' : undefined}
      aria-hidden={labelled ? undefined : true}
      className={cn('size-4 animate-spin', className)}
      {...props}
    />
  );
}

export { Spinner };
