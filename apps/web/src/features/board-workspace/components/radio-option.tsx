import { cn } from '@/lib/utils';

interface RadioOptionProps {
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  label: string;
  /** A compact chip (several on one line) rather than a full-width row. */
  compact?: boolean;
}

/** One option of a radio group, the whole box clickable and marked when checked. */
export function RadioOption({ name, value, checked, onChange, label, compact = false }: RadioOptionProps) {
  return (
    <label
      className={cn(
        'flex cursor-pointer rounded-lg border text-sm has-checked:border-primary has-checked:bg-accent',
        compact ? 'items-center gap-2 px-3 py-2' : 'items-start gap-3 px-4 py-3',
      )}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
        className={cn('size-4 accent-(--primary)', !compact && 'mt-0.5')}
      />
      <span>{label}</span>
    </label>
  );
}
