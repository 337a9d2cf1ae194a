import {
  capacityLines,
  type Forecast,
  formatCents,
  fundingLine,
  type ScenarioForecast,
  type YearRatios,
} from '@planner/domain';

import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useReaderLocale } from '@/hooks/use-reader-locale';

import { ScrollRegion } from './scroll-region';

const USES = [
  ['Assets', (s) => s.fundingNeed.useOfFunds.assets],
  ['Budget lines and running costs, less revenue', (s) => s.fundingNeed.useOfFunds.budgetLines],
  ['Working capital', (s) => s.fundingNeed.useOfFunds.workingCapital],
  ['Loan repayments', (s) => s.fundingNeed.useOfFunds.loanRepayments],
  ['Reserve (three months of operating expenses)', (s) => s.fundingNeed.useOfFunds.reserve],
  ['Total to fund', (s) => s.fundingNeed.useOfFunds.total],
  ['Funding in the plan (starting cash, equity, loans, grants)', (s) => s.fundingNeed.sources.total],
  ['Still to find', (s) => s.fundingNeed.stillToFind],
] as const satisfies readonly (readonly [string, (s: ScenarioForecast) => number])[];

const RATIOS = [
  ['Gross margin', 'grossMarginPercent', '%'],
  ['Net margin', 'netMarginPercent', '%'],
  ['Debt service coverage', 'debtServiceCoverage', '×'],
  ['Current ratio', 'currentRatio', '×'],
  ['Debt to equity', 'debtToEquity', '×'],
  ['Months of runway', 'runwayMonths', ''],
] as const satisfies readonly (readonly [string, Exclude<keyof YearRatios, 'year'>, string])[];

/**
 * What a lender asks first (issue 27): the funding need with its use of funds, the ratios of each
 * year with a plain reading, and the warnings about numbers that look too good.
 */
export function FundingPanel({ forecast, scenario }: { forecast: Forecast; scenario: ScenarioForecast }) {
  const locale = useReaderLocale();
  const { currency, firstMonth } = forecast;
  const capacity = capacityLines(scenario.capacity, firstMonth);
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <section className="grid content-start gap-3" aria-labelledby="funding-heading">
        <h3 id="funding-heading" className="text-base font-semibold">
          Funding need
        </h3>
        <p className="font-semibold" data-testid="funding-need">
          {fundingLine(scenario.fundingNeed, firstMonth, currency)}
        </p>
        <ScrollRegion label="Use of funds">
          <Table>
            <caption className="sr-only">Use of funds up to the lowest cash point, in {currency}</caption>
            <TableHeader>
              <TableRow>
                <TableHead scope="col">Use of funds</TableHead>
                <TableHead scope="col" className="text-right">
                  {currency}
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {USES.map(([label, pick]) => (
                <TableRow key={label}>
                  <TableHead scope="row" className="whitespace-normal">
                    {label}
                  </TableHead>
                  <TableCell className="text-right tabular-nums">
                    {formatCents(pick(scenario), locale)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollRegion>
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
