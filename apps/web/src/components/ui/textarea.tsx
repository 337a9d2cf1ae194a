import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';

import { cn } from '@/lib/utils';

const textareaVariants = cva(
  [
    'flex w-full px-3 py-2 text-base transition-[color,box-shadow] outline-none placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50 md:text-sm',
    'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40',
    'aria-invalid:border-destructive aria-invalid:ring-destructive/20',
  ],
  {
    variants: {
      /** `embedded`: fills a pane of its own (no border, a fixed size, the ring drawn inside). */
      variant: {
        default: 'field-sizing-content min-h-20 rounded-md border border-input bg-card shadow-xs',
        embedded: 'flex-1 resize-none bg-card [field-sizing:fixed] focus-visible:ring-inset',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

function Textarea({
  className,
  variant,
  ...props
}: React.ComponentProps<'textarea'> & VariantProps<typeof textareaVariants>) {
  return (
    <textarea data-slot="textarea" className={cn(textareaVariants({ variant }), className)} {...props} />
  );
}

export { Textarea };
