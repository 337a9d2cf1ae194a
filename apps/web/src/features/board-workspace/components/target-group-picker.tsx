import type { TableData } from '@planner/domain';

import { RadioOption } from './radio-option';
import { SaveButton } from './save-button';

interface TargetGroupPickerProps {
  matrix: TableData;
  value: string;
  onChange: (group: string) => void;
  dirty: boolean;
  primary: boolean;
  disabled?: boolean;
  onSave: () => Promise<unknown>;
}

/** Choosing the target group: one radio per row, named by the matrix's first column. */
export function TargetGroupPicker({
  matrix,
  value,
  onChange,
  dirty,
  primary,
  disabled,
  onSave,
}: TargetGroupPickerProps) {
  const groups = [...new Set(matrix.rows.map((row) => (row[0] ?? '').trim()).filter(Boolean))];
  return (
    <section className="flex flex-col gap-3 rounded-xl border bg-card p-5 shadow-xs">
      <fieldset className="flex flex-col gap-2" disabled={disabled}>
        <legend className="mb-2 text-base font-semibold">Choose your target group</legend>
        <p className="mb-1 max-w-[70ch] text-sm text-muted-foreground">
          The persona, value proposition and plan that follow are written for this group.
        </p>
        {groups.map((group) => (
          <RadioOption
            key={group}
            name="target-group"
            value={group}
            checked={value === group}
            onChange={() => onChange(group)}
            label={group}
          />
        ))}
      </fieldset>
      <div>
        <SaveButton
          label="Save choice"
          dirty={dirty}
          primary={primary}
          disabled={disabled || !value}
          onSave={onSave}
        />
      </div>
    </section>
  );
}
