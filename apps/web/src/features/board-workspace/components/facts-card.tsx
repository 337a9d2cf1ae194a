import {
  type Board,
  emptyFacts,
  FACT_LABELS,
  type FactPrice,
  type Facts,
  type FactsProposal,
  formatAmount,
  parseAmount,
  PRICE_UNIT_WORDS,
  PRICE_UNITS,
  type PriceUnit,
  PRICING_MODEL_NAMES,
  PRICING_MODELS,
  type PricingModel,
  TEXT_FACTS,
  type TextFact,
} from '@planner/domain';
import * as React from 'react';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { errorMessage } from '@/lib/api-error';

import { useProposeFactsMutation } from '../api/facts-api';

/** A price as the founder edits it: the amount as typed, a choice not made yet as ''. */
interface PriceRow {
  name: string;
  amount: string;
  currency: string;
  unit: PriceUnit | '';
  model: PricingModel | '';
  words: string;
}

type FactsForm = Record<TextFact, string> & { prices: PriceRow[] };
type Words = Partial<Record<TextFact, string>>;

/** The reader's locale: amounts are typed and shown their way. */
const locale = () => (typeof navigator === 'undefined' ? 'en-GB' : navigator.language);

function formOfFacts(facts: Facts): FactsForm {
  return {
    ...facts,
    prices: facts.prices.map((p) => ({ ...p, amount: formatAmount(p.amount, locale()), words: '' })),
  };
}

function formOfProposal(proposal: FactsProposal): { form: FactsForm; words: Words } {
  const form = { ...emptyFacts(), prices: [] } as FactsForm;
  const words: Words = {};
  for (const fact of TEXT_FACTS) {
    form[fact] = proposal[fact]?.value ?? '';
    if (proposal[fact]) words[fact] = proposal[fact].words;
  }
  form.prices = proposal.prices.map((p) => ({
    name: p.name,
    amount: p.amount === null ? '' : formatAmount(p.amount, locale()),
    currency: p.currency ?? '',
    unit: p.unit ?? '',
    model: p.model ?? '',
    words: p.words,
  }));
  return { form, words };
}

/** A row as a confirmed price, or what it still lacks. */
function priceOf(row: PriceRow): FactPrice | string {
  const amount = parseAmount(row.amount, locale());
  if (!row.name.trim()) return 'Name this price.';
  if (amount === null || amount < 0) return `Enter the amount of ${row.name.trim()}.`;
  if (!/^[A-Za-z]{3}$/.test(row.currency.trim()))
    return `Enter the currency of ${row.name.trim()}, such as EUR.`;
  if (!row.unit) return `Pick what ${row.name.trim()} is paid per.`;
  if (!row.model) return `Pick how ${row.name.trim()} is paid.`;
  return {
    name: row.name.trim(),
    amount,
    currency: row.currency.trim().toUpperCase(),
    unit: row.unit,
    model: row.model,
  };
}

function pricesOf(rows: PriceRow[]): FactPrice[] | string {
  const prices: FactPrice[] = [];
  for (const row of rows) {
    const price = priceOf(row);
    if (typeof price === 'string') return price;
    prices.push(price);
  }
  return prices;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

interface FactsCardProps {
  board: Board;
  disabled: boolean;
  onConfirm: (facts: Facts) => Promise<unknown>;
}

/**
 * The facts of the business, under the initial idea: what the engine read in the idea (with the
 * words it read them from), to correct and confirm one fact at a time or all at once. Nothing is
 * stored until the founder confirms; a board without facts asks for the reading once, when it opens.
 */
export function FactsCard({ board, disabled, onConfirm }: FactsCardProps) {
  const stored = board.ideaData.facts ?? null;
  const idea = board.ideaData.initialIdea;
  const [propose, proposal] = useProposeFactsMutation();
  const asked = React.useRef(false);
  const [form, setForm] = React.useState<FactsForm | null>(() => (stored ? formOfFacts(stored) : null));
  const [words, setWords] = React.useState<Words>({});
  const [problem, setProblem] = React.useState('');

  const read = React.useCallback(async () => {
    const answer = await propose(board.id);
    if ('data' in answer && answer.data) {
      const read = formOfProposal(answer.data);
      setForm(read.form);
      setWords(read.words);
    }
  }, [board.id, propose]);

  React.useEffect(() => {
    if (stored || asked.current || idea.trim() === '') return;
    asked.current = true;
    void read();
  }, [idea, read, stored]);

  if (!form) {
    if (idea.trim() === '') return null;
    return (
      <section aria-labelledby="facts-title" className="flex flex-col gap-2 rounded-lg border p-4">
        <h3 id="facts-title" className="text-sm font-semibold">
          The facts of your business
        </h3>
        <p className="text-sm text-muted-foreground" role="status">
          {proposal.isError ? errorMessage(proposal.error) : 'Reading your idea…'}
        </p>
        {proposal.isError && (
          <div>
            <Button type="button" size="sm" variant="outline" onClick={() => void read()}>
              Read the idea again
            </Button>
          </div>
        )}
      </section>
    );
  }

  const base = stored ?? emptyFacts();
  const change = (patch: Partial<FactsForm>) => setForm({ ...form, ...patch });
  const changePrice = (index: number, patch: Partial<PriceRow>) =>
    change({ prices: form.prices.map((row, i) => (i === index ? { ...row, ...patch } : row)) });
  const confirm = async (facts: Facts) => {
    setProblem('');
    await onConfirm(facts);
  };
  const confirmPrices = async () => {
    const prices = pricesOf(form.prices);
    if (typeof prices === 'string') return setProblem(prices);
    await confirm({ ...base, prices });
  };
  const confirmAll = async () => {
    const prices = pricesOf(form.prices);
    if (typeof prices === 'string') return setProblem(prices);
    const texts = Object.fromEntries(TEXT_FACTS.map((f) => [f, form[f].trim()])) as Record<TextFact, string>;
    await confirm({ ...texts, prices });
  };
  const typedPrices = pricesOf(form.prices);
  const pricesConfirmed =
    stored !== null && typeof typedPrices !== 'string' && same(stored.prices, typedPrices);

  return (
    <section aria-labelledby="facts-title" className="flex flex-col gap-4 rounded-lg border p-4">
      <div className="flex flex-col gap-1">
        <h3 id="facts-title" className="text-sm font-semibold">
          The facts of your business
        </h3>
        <p className="text-sm text-muted-foreground">
          {stored
            ? 'Every draft builds on these facts. A fact left empty is asked for, never guessed.'
            : 'What we read in your idea. Correct what is wrong and confirm: nothing is saved until you do.'}
        </p>
      </div>
      {TEXT_FACTS.map((fact) => {
        const id = `fact-${fact}`;
        const confirmed = stored !== null && stored[fact] === form[fact].trim();
        return (
          <div key={fact} className="flex flex-col gap-1.5">
            <Label htmlFor={id}>{FACT_LABELS[fact]}</Label>
            <div className="flex flex-wrap items-center gap-2">
              <Input
                id={id}
                value={form[fact]}
                onChange={(e) => change({ [fact]: e.target.value })}
                aria-describedby={`${id}-note`}
                className="min-w-0 flex-1 basis-56"
              />
              <Button
                type="button"
                size="sm"
                variant="outline"
                disabled={disabled || confirmed}
                aria-label={`Confirm: ${FACT_LABELS[fact]}`}
                onClick={() => void confirm({ ...base, [fact]: form[fact].trim() })}
              >
                {confirmed ? 'Confirmed' : 'Confirm'}
              </Button>
            </div>
            <p id={`${id}-note`} className="text-xs text-muted-foreground">
              {words[fact] && !stored
                ? `From your idea: “${words[fact]}”`
                : form[fact].trim() === ''
                  ? 'Your idea does not say. Leave it empty and the drafts will ask.'
                  : confirmed
                    ? 'Confirmed.'
                    : 'Not confirmed yet.'}
            </p>
          </div>
        );
      })}
      <fieldset className="flex min-w-0 flex-col gap-3" disabled={disabled}>
        <legend className="mb-1 text-sm font-medium">How it earns money</legend>
        {form.prices.length === 0 && (
          <p className="text-xs text-muted-foreground">
            Your idea names no price. Add each way it earns money.
          </p>
        )}
        {form.prices.map((row, i) => (
          <PriceFields
            key={i}
            index={i}
            row={row}
            showWords={!stored}
            onChange={(patch) => changePrice(i, patch)}
            onRemove={() => change({ prices: form.prices.filter((_, j) => j !== i) })}
          />
        ))}
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            size="sm"
            variant="ghost"
            onClick={() =>
              change({
                prices: [
                  ...form.prices,
                  { name: '', amount: '', currency: '', unit: '', model: '', words: '' },
                ],
              })
            }
          >
            Add a price
          </Button>
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={pricesConfirmed}
            aria-label="Confirm: How it earns money"
            onClick={() => void confirmPrices()}
          >
            {pricesConfirmed ? 'Confirmed' : 'Confirm'}
          </Button>
        </div>
      </fieldset>
      {problem && (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="button" disabled={disabled} onClick={() => void confirmAll()}>
          Confirm all facts
        </Button>
        {!stored && (
          <Button type="button" variant="ghost" disabled={disabled} onClick={() => void read()}>
            Read the idea again
          </Button>
        )}
      </div>
    </section>
  );
}

interface PriceFieldsProps {
  index: number;
  row: PriceRow;
  showWords: boolean;
  onChange: (patch: Partial<PriceRow>) => void;
  onRemove: () => void;
}

/** One way the business earns money: a name, an amount and currency, a unit and how it is paid. */
function PriceFields({ index, row, showWords, onChange, onRemove }: PriceFieldsProps) {
  const id = `fact-price-${index}`;
  const title = row.name.trim() || `Price ${index + 1}`;
  return (
    <div role="group" aria-label={title} className="grid gap-2 rounded-md border p-3 sm:grid-cols-2">
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${id}-name`}>Name</Label>
        <Input id={`${id}-name`} value={row.name} onChange={(e) => onChange({ name: e.target.value })} />
      </div>
      <div className="grid grid-cols-[1fr_5rem] gap-2">
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-amount`}>Amount</Label>
          <Input
            id={`${id}-amount`}
            inputMode="decimal"
            value={row.amount}
            onChange={(e) => onChange({ amount: e.target.value })}
          />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-currency`}>Currency</Label>
          <Input
            id={`${id}-currency`}
            value={row.currency}
            maxLength={3}
            onChange={(e) => onChange({ currency: e.target.value.toUpperCase() })}
          />
        </div>
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${id}-unit`}>Paid</Label>
        <NativeSelect
          id={`${id}-unit`}
          value={row.unit}
          onChange={(e) => onChange({ unit: e.target.value as PriceUnit | '' })}
        >
          <option value="">Pick a unit</option>
          {PRICE_UNITS.map((unit) => (
            <option key={unit} value={unit}>
              {PRICE_UNIT_WORDS[unit]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${id}-model`}>How it is paid</Label>
        <NativeSelect
          id={`${id}-model`}
          value={row.model}
          onChange={(e) => onChange({ model: e.target.value as PricingModel | '' })}
        >
          <option value="">Pick one</option>
          {PRICING_MODELS.map((model) => (
            <option key={model} value={model}>
              {PRICING_MODEL_NAMES[model]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 sm:col-span-2">
        <p className="text-xs text-muted-foreground">
          {showWords && row.words ? `From your idea: “${row.words}”` : ''}
        </p>
        <Button type="button" size="sm" variant="ghost" aria-label={`Remove: ${title}`} onClick={onRemove}>
          Remove
        </Button>
      </div>
    </div>
  );
}
