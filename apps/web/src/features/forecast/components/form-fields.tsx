import type { ForecastData, VatTreatment, VatTreatmentName } from '@planner/domain';
import type * as React from 'react';
import { type ControllerRenderProps, type FieldPath, useFormContext, useWatch } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { NativeSelect, NativeSelectOptions } from '@/components/ui/native-select';

interface FieldProps {
  name: FieldPath<ForecastData>;
  label: string;
  /** The one-line explanation under the field. */
  hint?: string;
}

/** Label, control, one-line hint and the schema's message of one form field. */
function Field({
  name,
  label,
  hint,
  children,
}: FieldProps & {
  children: (field: ControllerRenderProps<ForecastData, FieldPath<ForecastData>>) => React.ReactElement;
}) {
  const { control } = useFormContext<ForecastData>();
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>{children(field)}</FormControl>
          {hint && <FormDescription>{hint}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/**
 * A number field: empty reads as NaN so the schema answers "Enter ... as a number". Uncontrolled,
 * so a half-typed "1." stays as typed; the form remounts its fields when it is filled from outside.
 */
export function NumberField({
  step = 'any',
  min,
  nullable = false,
  ...props
}: FieldProps & { step?: string; min?: number; nullable?: boolean }) {
  return (
    <Field {...props}>
      {(field) => (
        <Input
          type="number"
          inputMode="decimal"
          step={step}
          min={min}
          name={field.name}
          ref={field.ref}
          onBlur={field.onBlur}
          defaultValue={Number.isFinite(field.value) ? (field.value as number) : ''}
          // A field that may be empty (a capacity) reads empty as null: no limit.
          onChange={(e) =>
            field.onChange(e.target.value === '' ? (nullable ? null : Number.NaN) : e.target.valueAsNumber)
          }
        />
      )}
    </Field>
  );
}

export function TextField({ type = 'text', ...props }: FieldProps & { type?: 'text' | 'month' }) {
  return (
    <Field {...props}>{(field) => <Input type={type} {...field} value={field.value as string} />}</Field>
  );
}

export function SelectField({
  options,
  ...props
}: FieldProps & { options: readonly { value: string; label: string }[] }) {
  return (
    <Field {...props}>
      {(field) => (
        <NativeSelect
          {...field}
          // An optional choice not made yet (a cost line's kind) reads as the first option.
          value={(field.value as string | undefined) ?? options[0]?.value}
        >
          <NativeSelectOptions options={options} />
        </NativeSelect>
      )}
    </Field>
  );
}

const VAT_OPTIONS = [
  { value: 'standard', label: 'Standard rate' },
  { value: 'reduced', label: 'Reduced rate' },
  { value: 'exempt', label: 'Exempt (no VAT)' },
] as const satisfies readonly { value: VatTreatmentName; label: string }[];

/**
 * A stream's or cost line's VAT treatment (`<prefix>.vat`): standard, reduced (with its rate) or
 * exempt. The choice replaces the whole treatment, so a rate never outlives "reduced".
 */
export function VatFields({ prefix, hint }: { prefix: string; hint: string }) {
  const { control } = useFormContext<ForecastData>();
  const name = `${prefix}.vat` as FieldPath<ForecastData>;
  const vat = useWatch({ control, name }) as VatTreatment | undefined;
  return (
    <>
      <Field name={name} label="VAT" hint={hint}>
        {(field) => (
          <NativeSelect
            name={field.name}
            ref={field.ref}
            onBlur={field.onBlur}
            value={vat?.treatment ?? 'standard'}
            onChange={(e) => {
              const treatment = e.target.value as VatTreatmentName;
              field.onChange(
                treatment === 'reduced' ? { treatment, ratePercent: Number.NaN } : { treatment },
              );
            }}
          >
            <NativeSelectOptions options={VAT_OPTIONS} />
          </NativeSelect>
        )}
      </Field>
      {vat?.treatment === 'reduced' && (
        <NumberField
          name={`${prefix}.vat.ratePercent` as FieldPath<ForecastData>}
          label="Reduced VAT rate (%)"
          hint="The rate this line is charged at (6 % for books in Belgium)."
          min={0}
        />
      )}
    </>
  );
}

/** One field of a form section, described as data so a section lists its fields once. */
export type FieldSpec = { key: string; label: string; hint?: string } & (
  | { kind: 'number'; min?: number; step?: string; nullable?: boolean }
  | { kind: 'text'; type?: 'text' | 'month' }
  | { kind: 'select'; options: readonly { value: string; label: string }[] }
);

/** The fields of `specs`, named `prefix.key` (a stream, a cost line, a hire) or `key`. */
export function Fields({ prefix, specs }: { prefix?: string; specs: readonly FieldSpec[] }) {
  return specs.map((spec) => {
    // The specs' keys are ForecastData's; the schema checks the whole form on every change.
    const name = (prefix ? `${prefix}.${spec.key}` : spec.key) as FieldPath<ForecastData>;
    const common = { name, label: spec.label, hint: spec.hint };
    if (spec.kind === 'number')
      return <NumberField key={name} {...common} min={spec.min} step={spec.step} nullable={spec.nullable} />;
    if (spec.kind === 'select') return <SelectField key={name} {...common} options={spec.options} />;
    return <TextField key={name} {...common} type={spec.type} />;
  });
}

/** The button under a list of field groups that adds one more. */
export function AddButton({ onClick, children }: { onClick: () => void; children: React.ReactNode }) {
  return (
    <div>
      <Button type="button" variant="outline" size="sm" onClick={onClick}>
        {children}
      </Button>
    </div>
  );
}

/** A titled group of fields (a stream, a cost line, a hire) with its remove button and other actions. */
export function FieldGroup({
  legend,
  onRemove,
  removeLabel,
  actions,
  children,
}: {
  legend: string;
  onRemove?: () => void;
  removeLabel: string;
  actions?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <fieldset className="grid gap-3 rounded-lg border p-3 sm:grid-cols-2 lg:grid-cols-3">
      <legend className="px-1 text-sm font-medium">{legend}</legend>
      {children}
      {(onRemove || actions) && (
        <div className="flex flex-wrap items-end gap-4 sm:col-span-2 lg:col-span-3">
          {actions}
          {onRemove && (
            <button
              type="button"
              onClick={onRemove}
              className="text-sm text-destructive underline underline-offset-4"
            >
              {removeLabel}
            </button>
          )}
        </div>
      )}
    </fieldset>
  );
}
