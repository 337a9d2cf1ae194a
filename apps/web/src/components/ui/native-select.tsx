import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';

import { cn } from '@/lib/utils';

/**
 * shadcn's "native select": the browser's own `<select>` styled like `Input`. Chosen over a Radix
 * select, which would add its popper and collection code to every page that shows a select, and
 * keeps the platform's picker on phones, its keyboard and what assistive technology reads.
 */
const nativeSelectVariants = cva(
  'rounded-md border border-input px-3 shadow-xs transition-[color,box-shadow] outline-none focus-visible:border-ring focus-visible:ring-[3px] disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20',
  {
    variants: {
      /** `form`: a form's full-width field, as tall as `Input`; `inline`: beside a button, taller on a phone. */
      variant: {
        form: 'flex h-10 w-full bg-card text-base focus-visible:ring-ring/40 md:text-sm',
        inline: 'h-11 bg-background text-sm focus-visible:ring-ring/50 sm:h-9',
      },
    },
    defaultVariants: { variant: 'form' },
  },
);

function NativeSelect({
  className,
  variant,
  ...props
}: React.ComponentProps<'select'> & VariantProps<typeof nativeSelectVariants>) {
  return (
    <select
      data-slot="native-select"
      className={cn(nativeSelectVariants({ variant }), className)}
      {...props}
    />
  );
}

/** One `<option>` per choice, in order. */
function NativeSelectOptions({ options }: { options: readonly { value: string; label: string }[] }) {
  return options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
}

export { NativeSelect, NativeSelectOptions, nativeSelectVariants };
