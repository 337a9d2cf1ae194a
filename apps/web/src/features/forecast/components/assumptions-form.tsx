import { zodResolver } from '@hookform/resolvers/zod';
import {
  costToAsset,
  defaultStream,
  type ForecastData,
  ForecastDataSchema,
  PRICING_MODEL_NAMES,
  PRICING_MODELS,
  SCENARIO_NAMES,
} from '@planner/domain';
import * as React from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { Spinner } from '@/components/ui/spinner';

import { useListField } from '../hooks/use-list-field';
import { AddButton, FieldGroup, Fields, type FieldSpec, VatFields } from './form-fields';

const MODEL_OPTIONS = PRICING_MODELS.map((value) => ({ value, label: PRICING_MODEL_NAMES[value] }));
const SCENARIO_TITLES = { conservative: 'Conservative', base: 'Base', ambitious: 'Ambitious' } as const;
const START_MONTH: FieldSpec = {
  kind: 'number',
  key: 'startMonth',
  label: 'Start month',
  hint: '1 to 36.',
  step: '1',
  min: 1,
};

const BASICS_FIELDS: readonly FieldSpec[] = [
  {
    kind: 'number',
    key: 'startingCash',
    label: 'Starting cash',
    hint: 'What you bring yourself; the funding lines of month 1 add to it.',
    min: 0,
  },
  {
    kind: 'text',
    key: 'firstMonth',
    type: 'month',
    label: 'First month',
    hint: 'The month the forecast starts (YYYY-MM).',
  },
  {
    kind: 'number',
    key: 'costOfSalesPercent',
    label: 'Cost of sales (%)',
    hint: 'What delivering a sale costs, as a share of its revenue.',
    min: 0,
  },
  {
    kind: 'number',
    key: 'taxRatePercent',
    label: 'Tax rate on profit (%)',
    hint: 'Charged on profit after earlier losses.',
    min: 0,
  },
];

const MONTH: FieldSpec = { ...START_MONTH, key: 'month', label: 'Month' };

const WORKING_CAPITAL_FIELDS: readonly FieldSpec[] = [
  {
    kind: 'number',
    key: 'receivableDays',
    label: 'Days customers take to pay',
    hint: '0 when they pay on the day; 30 for a month.',
    step: '1',
    min: 0,
  },
  {
    kind: 'number',
    key: 'payableDays',
    label: 'Days you take to pay suppliers',
    hint: 'For cost of sales and budget lines.',
    step: '1',
    min: 0,
  },
  {
    kind: 'number',
    key: 'salesTaxPercent',
    label: 'Sales tax / VAT (%)',
    hint: 'The standard rate on sales and purchases (a line can be reduced or exempt); never on pay. 0 when you charge none.',
    min: 0,
  },
  {
    kind: 'select',
    key: 'vatPeriod',
    label: 'VAT settled',
    hint: 'With the tax office, the month after each period.',
    options: [
      { value: 'quarterly', label: 'Each quarter' },
      { value: 'monthly', label: 'Each month' },
    ],
  },
  {
    kind: 'number',
    key: 'payrollChargesPercent',
    label: 'Employer payroll charges (%)',
    hint: 'On top of the pay of every payroll line.',
    min: 0,
  },
];

const EQUITY_FIELDS: readonly FieldSpec[] = [
  { kind: 'text', key: 'name', label: 'Name', hint: 'Your savings, an investor.' },
  { kind: 'number', key: 'amount', label: 'Amount', min: 0 },
  MONTH,
];

const GRANT_FIELDS: readonly FieldSpec[] = [
  { kind: 'text', key: 'name', label: 'Name', hint: 'Money you never pay back.' },
  { kind: 'number', key: 'amount', label: 'Amount', min: 0 },
  MONTH,
];

const LOAN_FIELDS: readonly FieldSpec[] = [
  { kind: 'text', key: 'name', label: 'Name' },
  { kind: 'number', key: 'principal', label: 'Principal', hint: 'The amount borrowed.', min: 0 },
  { ...MONTH, label: 'Month received' },
  { kind: 'number', key: 'annualInterestPercent', label: 'Annual interest (%)', min: 0 },
  {
    kind: 'number',
    key: 'termMonths',
    label: 'Term (months)',
    hint: 'Interest-only months included.',
    step: '1',
    min: 1,
  },
  {
    kind: 'number',
    key: 'interestOnlyMonths',
    label: 'Interest-only months',
    hint: 'Months paying interest only before the monthly repayments.',
    step: '1',
    min: 0,
  },
];

const MINIMUM_CASH_FIELDS: readonly FieldSpec[] = [
  {
    kind: 'number',
    key: 'minimumCash',
    label: 'Minimum cash',
    hint: 'The cash you always keep; empty: three months of the first year’s average expenses.',
    min: 0,
    nullable: true,
  },
];

const ASK_FIELDS: readonly FieldSpec[] = [
  { kind: 'number', key: 'amount', label: 'Amount asked', min: 0 },
  {
    kind: 'select',
    key: 'instrument',
    label: 'As',
    options: [
      { value: 'loan', label: 'A loan' },
      { value: 'equity', label: 'Equity' },
      { value: 'grant', label: 'A grant' },
    ],
  },
  { kind: 'text', key: 'purpose', label: 'Purpose', hint: 'What the money pays for.' },
];

const ASSET_FIELDS: readonly FieldSpec[] = [
  { kind: 'text', key: 'name', label: 'Name', hint: 'Equipment or a vehicle.' },
  { kind: 'number', key: 'amount', label: 'Amount', hint: 'Paid in cash in its month.', min: 0 },
  { ...MONTH, label: 'Month bought' },
  {
    kind: 'number',
    key: 'usefulLifeMonths',
    label: 'Useful life (months)',
    hint: 'Depreciated evenly over these months.',
    step: '1',
    min: 1,
  },
];

const STREAM_FIELDS: readonly FieldSpec[] = [
  { kind: 'text', key: 'name', label: 'Name', hint: 'As the customer would see it on the invoice.' },
  {
    kind: 'select',
    key: 'pricingModel',
    label: 'Pricing model',
    hint: 'Subscriptions keep their customers from month to month.',
    options: MODEL_OPTIONS,
  },
  {
    kind: 'number',
    key: 'price',
    label: 'Price',
    hint: 'Per sale, per month of subscription, per unit of usage, or your cut of a deal.',
    min: 0,
  },
  {
    kind: 'number',
    key: 'volume',
    label: 'Volume in the first month',
    hint: 'Sales, new subscribers or units in month 1.',
    min: 0,
  },
  {
    kind: 'number',
    key: 'growthPercent',
    label: 'Monthly growth (%)',
    hint: 'How much the new volume grows each month (-50 to 100).',
  },
  {
    kind: 'number',
    key: 'churnPercent',
    label: 'Monthly churn (%)',
    hint: 'Subscribers who leave each month; only read for subscriptions.',
    min: 0,
  },
  {
    kind: 'number',
    key: 'capacity',
    label: 'Capacity a month',
    hint: 'The most units or customers you can serve in a month (one van, one shop); empty: no limit.',
    step: '1',
    min: 1,
    nullable: true,
  },
];

const COST_FIELDS: readonly FieldSpec[] = [
  { kind: 'text', key: 'name', label: 'Name' },
  { kind: 'text', key: 'category', label: 'Category', hint: 'Costs are added up per category.' },
  {
    kind: 'select',
    key: 'kind',
    label: 'Kind',
    hint: 'Pay (yours or a salary) carries no VAT and is paid in its month.',
    options: [
      { value: 'expense', label: 'Bought from a supplier' },
      { value: 'payroll', label: 'Pay' },
    ],
  },
  { kind: 'number', key: 'oneOff', label: 'One-off', min: 0 },
  { kind: 'number', key: 'monthly', label: 'Monthly', min: 0 },
  START_MONTH,
];

const SCENARIO_FIELDS: readonly FieldSpec[] = [
  { kind: 'number', key: 'volume', label: 'Volume ×', hint: '1 = as assumed.', min: 0 },
  { kind: 'number', key: 'growth', label: 'Growth ×', hint: '0.5 = half the growth.', min: 0 },
  { kind: 'number', key: 'price', label: 'Price ×', hint: '0.95 = prices 5 % lower.', min: 0 },
  { kind: 'number', key: 'costs', label: 'Costs ×', hint: '1.1 = costs and salaries 10 % higher.', min: 0 },
];

function Section({ title, hint, children }: { title: string; hint: string; children: React.ReactNode }) {
  return (
    <section className="grid gap-3" aria-labelledby={`${title}-heading`.replace(/\s/g, '-')}>
      <div>
        <h3 id={`${title}-heading`.replace(/\s/g, '-')} className="text-base font-semibold">
          {title}
        </h3>
        <p className="text-sm text-muted-foreground">{hint}</p>
      </div>
      {children}
    </section>
  );
}

/**
 * The assumptions form: react-hook-form with the domain's schema, one line of
 * explanation per field. `onPreview` gets every valid state as the founder types, `onSave` the
 * submitted one.
 */
export function AssumptionsForm({
  values,
  onSave,
  onPreview,
  onChange,
  saving,
}: {
  values: ForecastData;
  onSave: (data: ForecastData) => Promise<void>;
  onPreview: (data: ForecastData) => void;
  /** Every change as typed (valid or not) and whether the form differs from `values`. */
  onChange: (data: ForecastData, dirty: boolean) => void;
  saving: boolean;
}) {
  const form = useForm<ForecastData>({ resolver: zodResolver(ForecastDataSchema), mode: 'onBlur', values });
  const streams = useListField(form, 'streams');
  const costs = useListField(form, 'costs');
  const equity = useListField(form, 'equity');
  const loans = useListField(form, 'loans');
  const grants = useListField(form, 'grants');
  const assets = useListField(form, 'assets');
  const costKinds = useWatch({ control: form.control, name: 'costs' }).map((c) => c?.kind);
  const ask = useWatch({ control: form.control, name: 'ask' });

  function makeAsset(index: number) {
    const { asset, cost } = costToAsset(form.getValues(`costs.${index}`));
    assets.append(asset);
    if (cost) costs.replace(index, cost);
    else costs.remove(index);
  }

  React.useEffect(() => {
    return form.subscribe({
      formState: { values: true, isDirty: true },
      callback: ({ values: watched, isDirty }) => {
        onChange(watched, isDirty === true);
        const parsed = ForecastDataSchema.safeParse(watched);
        if (parsed.success) onPreview(parsed.data);
      },
    });
  }, [form, onPreview, onChange]);

  return (
    <Form {...form}>
      <form
        noValidate
        aria-label="Forecast assumptions"
        onSubmit={form.handleSubmit(onSave)}
        className="grid gap-6"
      >
        <Section title="Basics" hint="Where the forecast starts and what is taken off every sale.">
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            <Fields specs={BASICS_FIELDS} />
          </div>
        </Section>

        <Section
          title="Revenue streams"
          hint="Named after your refined revenue streams; price and volume per month."
        >
          {streams.ids.map((id, i) => (
            <FieldGroup
              key={id}
              legend={`Revenue stream ${i + 1}`}
              removeLabel={`Remove revenue stream ${i + 1}`}
              onRemove={streams.ids.length > 1 ? () => streams.remove(i) : undefined}
            >
              <Fields prefix={`streams.${i}`} specs={STREAM_FIELDS} />
              <VatFields prefix={`streams.${i}`} hint="Charged on this stream's sales." />
            </FieldGroup>
          ))}
          <AddButton onClick={() => streams.append(defaultStream('New stream'))}>
            Add revenue stream
          </AddButton>
        </Section>

        <Section
          title="Costs"
          hint="Your budget's lines, the same list as on the Budgeting page: one-off costs fall in their start month, monthly costs run from it. Pay (founder pay, hires) is a line of kind pay."
        >
          {costs.ids.map((id, i) => (
            <FieldGroup
              key={id}
              legend={`Cost ${i + 1}`}
              removeLabel={`Remove cost ${i + 1}`}
              onRemove={() => costs.remove(i)}
              actions={
                <button
                  type="button"
                  onClick={() => makeAsset(i)}
                  className="text-sm underline underline-offset-4"
                >
                  Make cost {i + 1} an asset
                </button>
              }
            >
              <Fields prefix={`costs.${i}`} specs={COST_FIELDS} />
              {costKinds[i] !== 'payroll' && (
                <VatFields prefix={`costs.${i}`} hint="Paid on this line and reclaimed." />
              )}
            </FieldGroup>
          ))}
          <AddButton
            onClick={() =>
              costs.append({
                name: 'New cost',
                category: 'Other',
                oneOff: 0,
                monthly: 0,
                startMonth: 1,
                kind: 'expense',
              })
            }
          >
            Add cost
          </AddButton>
        </Section>

        <Section title="Funding" hint="Money put in: your savings and investors' equity, bank loans, grants.">
          {equity.ids.map((id, i) => (
            <FieldGroup
              key={id}
              legend={`Equity ${i + 1}`}
              removeLabel={`Remove equity ${i + 1}`}
              onRemove={() => equity.remove(i)}
            >
              <Fields prefix={`equity.${i}`} specs={EQUITY_FIELDS} />
            </FieldGroup>
          ))}
          {loans.ids.map((id, i) => (
            <FieldGroup
              key={id}
              legend={`Loan ${i + 1}`}
              removeLabel={`Remove loan ${i + 1}`}
              onRemove={() => loans.remove(i)}
            >
              <Fields prefix={`loans.${i}`} specs={LOAN_FIELDS} />
            </FieldGroup>
          ))}
          {grants.ids.map((id, i) => (
            <FieldGroup
              key={id}
              legend={`Grant ${i + 1}`}
              removeLabel={`Remove grant ${i + 1}`}
              onRemove={() => grants.remove(i)}
            >
              <Fields prefix={`grants.${i}`} specs={GRANT_FIELDS} />
            </FieldGroup>
          ))}
          <div className="flex flex-wrap gap-2">
            <AddButton onClick={() => equity.append({ name: 'Savings', amount: 10_000, month: 1 })}>
              Add equity
            </AddButton>
            <AddButton
              onClick={() =>
                loans.append({
                  name: 'Bank loan',
                  principal: 20_000,
                  month: 1,
                  annualInterestPercent: 5,
                  termMonths: 60,
                  interestOnlyMonths: 0,
                })
              }
            >
              Add loan
            </AddButton>
            <AddButton onClick={() => grants.append({ name: 'Grant', amount: 5_000, month: 1 })}>
              Add grant
            </AddButton>
          </div>
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            <Fields specs={MINIMUM_CASH_FIELDS} />
          </div>
          {ask ? (
            <FieldGroup
              legend="The ask"
              removeLabel="Remove the ask"
              onRemove={() => form.setValue('ask', undefined, { shouldDirty: true, shouldValidate: true })}
            >
              <Fields prefix="ask" specs={ASK_FIELDS} />
            </FieldGroup>
          ) : (
            <AddButton
              onClick={() =>
                form.setValue(
                  'ask',
                  { amount: Number.NaN, instrument: 'loan', purpose: '' },
                  { shouldDirty: true },
                )
              }
            >
              Add the ask
            </AddButton>
          )}
        </Section>

        <Section
          title="Assets"
          hint="Equipment and vehicles: paid when bought, depreciated over their useful life. A cost's one-off amount can become one."
        >
          {assets.ids.map((id, i) => (
            <FieldGroup
              key={id}
              legend={`Asset ${i + 1}`}
              removeLabel={`Remove asset ${i + 1}`}
              onRemove={() => assets.remove(i)}
            >
              <Fields prefix={`assets.${i}`} specs={ASSET_FIELDS} />
            </FieldGroup>
          ))}
          <AddButton
            onClick={() =>
              assets.append({ name: 'Equipment', amount: 5_000, month: 1, usefulLifeMonths: 60 })
            }
          >
            Add asset
          </AddButton>
        </Section>

        <Section
          title="Working capital and taxes"
          hint="When money actually moves, and the taxes on sales and salaries."
        >
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            <Fields specs={WORKING_CAPITAL_FIELDS} />
          </div>
        </Section>

        <Section
          title="Scenarios"
          hint="Each scenario multiplies every stream's first-month volume, monthly growth and price, and every cost."
        >
          <div className="grid gap-3 lg:grid-cols-3">
            {SCENARIO_NAMES.map((name) => (
              <FieldGroup key={name} legend={SCENARIO_TITLES[name]} removeLabel="">
                <Fields prefix={`scenarios.${name}`} specs={SCENARIO_FIELDS} />
              </FieldGroup>
            ))}
          </div>
        </Section>

        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={saving}>
            {saving && <Spinner />}
            Save assumptions
          </Button>
          {form.formState.submitCount > 0 && !form.formState.isValid && (
            <p role="alert" className="text-sm text-destructive">
              Some assumptions need fixing: see the messages above.
            </p>
          )}
        </div>
      </form>
    </Form>
  );
}
