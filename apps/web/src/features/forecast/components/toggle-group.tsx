import { cn } from '@/lib/utils';

/** A row of buttons where exactly one is pressed: the scenario and the period switches. */
export function ToggleGroup<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <div role="group" aria-label={label} className="inline-flex flex-wrap rounded-md border bg-card p-1">
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          aria-pressed={o.value === value}
          onClick={() => onChange(o.value)}
          className={cn(
            'min-h-9 rounded px-3 text-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
            o.value === value ? 'bg-primary text-primary-foreground' : 'hover:bg-accent',
          )}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}
