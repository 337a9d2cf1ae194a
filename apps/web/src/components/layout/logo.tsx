import type * as React from 'react';

import { cn } from '@/lib/utils';

export const PRODUCT_NAME = 'Planning Workspace';

/** The product mark: a stepped path rising to a point, for a plan built stage by stage. */
export function LogoMark({ className, ...props }: React.ComponentProps<'svg'>) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-8', className)} {...props}>
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path
        d="M8 23h5v-5h5v-5h5"
        fill="none"
        stroke="white"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="23.5" cy="9" r="2.4" fill="#99f6e4" />
    </svg>
  );
}

export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <LogoMark />
      <span className="text-base font-semibold tracking-tight text-foreground">{PRODUCT_NAME}</span>
    </span>
  );
}
