import {
  capacityLines,
  type Forecast,
  formatCents,
  fundingLine,
  fundingRows,
  type ScenarioForecast,
  useOfFundsRows,
  type YearRatios,
} from '@planner/domain';

import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useReaderLocale } from '@/hooks/use-reader-locale';

import { ScrollRegion } from './scroll-region';

const RATIOS = [
  ['Gross margin', 'grossMarginPercent', '%'],
  ['Net margin', 'netMarginPercent', '%'],
  ['Debt service coverage', 'debtServiceCoverage', '×'],
  ['Interest cover', 'interestCover', '×'],
  ['Current ratio', 'currentRatio', '×'],
  ['Debt to equity', 'debtToEquity', '×'],
  ['Months of runway', 'runwayMonths', ''],
] as const satisfies readonly (readonly [string, Exclude<keyof YearRatios, 'year'>, string])[];

/** A two-column table of amounts: a name and its amount in the reader's locale. */
function AmountTable({
  label,
  caption,
  currency,
  rows,
}: {
  label: string;
  caption: string;
  currency: string;
  rows: readonly (readonly [string, number])[];
}) {
  const locale = useReaderLocale();
  return (
    <ScrollRegion label={label}>
      <Table>
        <caption className="sr-only">{caption}</caption>
        <TableHeader>
          <TableRow>
            <TableHead scope="col">{label}</TableHead>
            <TableHead scope="col" numeric>
              {currency}
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map(([name, cents]) => (
            <TableRow key={name}>
              <TableHead scope="row" className="whitespace-normal">
                {name}
              </TableHead>
              <TableCell numeric>{formatCents(cents, locale)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}

/**
 * What a lender asks first: the funding need (the funding by source, still to find, required) with
 * its use of funds, the ratios of each
 * year with a plain reading, and the warnings about numbers that look too good.
 */
export function FundingPanel({ forecast, scenario }: { forecast: Forecast; scenario: ScenarioForecast }) {
  const locale = useReaderLocale();
  const { currency, firstMonth } = forecast;
  const capacity = capacityLines(scenario.capacity, firstMonth);
  const need = scenario.fundingNeed;
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <section className="grid content-start gap-3" aria-labelledby="funding-heading">
        <h3 id="funding-heading" className="text-base font-semibold">
          Funding need
        </h3>
        <p className="font-semibold" data-testid="funding-need">
          {fundingLine(need, firstMonth, currency, locale)}
        </p>
        <AmountTable
          label="Funding"
          caption={`The funding in the plan by source, what is still to find and what is required, in ${currency}`}
          currency={currency}
          rows={[...fundingRows(need), ['Required', need.required]]}
        />
        <AmountTable
          label="Use of funds"
          caption={`Use of funds up to the lowest cash point, in ${currency}`}
          currency={currency}
          rows={[...useOfFundsRows(need), ['Still to find', need.stillToFind]]}
        />
      </section>
      <section className="grid content-start gap-3" aria-labelledby="ratios-heading">
        <h3 id="ratios-heading" className="text-base font-semibold">
          Lender ratios
        </h3>
        <dl className="grid gap-3">
          {RATIOS.map(([label, key, unit]) => (
            <div key={key}>
              <dt className="font-medium">{label}</dt>
              {scenario.ratios.map((year) => (
                <dd key={year.year} className="text-sm">
                  Year {year.year}: {year[key].value === null ? 'n/a' : `${year[key].value}${unit}`}.{' '}
                  {year[key].reading}
                </dd>
              ))}
            </div>
          ))}
        </dl>
      </section>
      {(scenario.warnings.length > 0 || capacity.length > 0) && (
        <section className="grid gap-2 xl:col-span-2" aria-labelledby="checks-heading">
          <h3 id="checks-heading" className="text-base font-semibold">
            Check these numbers
          </h3>
          <ul className="grid list-disc gap-1 pl-5 text-sm">
            {[...scenario.warnings, ...capacity].map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
