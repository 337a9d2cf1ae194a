import type { ForecastData } from './assumptions.js';
import type { Cents } from './money.js';
import { formatMoney, mulDivRound, sumCents, toCents } from './money.js';
import { monthName, MONTHS_PER_YEAR } from './months.js';
import type { ForecastPeriod } from './project.js';

/** Months of the first year's average operating expenses the business keeps at least, unless the founder sets it. */
export const RESERVE_MONTHS = 3;

/** What the plan spends up to its lowest cash point (money out positive), with the minimum cash on top. */
export interface UseOfFunds {
  assets: Cents;
  /** Budget lines, payroll, interest and tax less revenue (negative when the months earn money). */
  budgetLines: Cents;
  /** Money waiting in receivables and VAT, less what suppliers and the tax office wait for. */
  workingCapital: Cents;
  loanRepayments: Cents;
  /** The minimum cash kept at the lowest point (`FundingNeed.minimumCash`). */
  reserve: Cents;
  total: Cents;
}

/** Funding by source: the founder's starting cash, equity, loans and grants. */
export interface FundingSources {
  startingCash: Cents;
  equity: Cents;
  loans: Cents;
  grants: Cents;
  total: Cents;
}

/**
 * What the plan needs, as a lender reads it. `stillToFind` is the smallest amount that, received in
 * month 1, keeps cash at or above `minimumCash` at the end of every month; the plan is funded only
 * when it is 0. `required` is the funding the plan needs in all: `planned.total + stillToFind`.
 */
export interface FundingNeed {
  /** The cash the business keeps at least: set by the founder, else `RESERVE_MONTHS` of the first year's average operating expenses. */
  minimumCash: Cents;
  lowestCash: Cents;
  /** 1..36: the (first) month cash is lowest. */
  lowestCashMonth: number;
  /** Every funding line of the plan (all 36 months) and the starting cash, by source. */
  planned: FundingSources;
  stillToFind: Cents;
  required: Cents;
  /** What the money up to the lowest cash month is used for, the minimum cash included. */
  useOfFunds: UseOfFunds;
  /** The funding received up to the lowest cash month: `useOfFunds.total - sources.total = minimumCash - lowestCash`. */
  sources: FundingSources;
}

/** The default minimum cash: `RESERVE_MONTHS` months of the first year's average operating expenses. */
export function defaultMinimumCash(months: readonly Pick<ForecastPeriod, 'operatingCosts'>[]): Cents {
  const firstYear = sumCents(months.slice(0, MONTHS_PER_YEAR).map((m) => m.operatingCosts));
  return mulDivRound(firstYear, RESERVE_MONTHS, MONTHS_PER_YEAR);
}

/** The founder's minimum cash when set, else the default. */
export function minimumCash(
  data: Pick<ForecastData, 'minimumCash'>,
  months: readonly ForecastPeriod[],
): Cents {
  return data.minimumCash == null ? defaultMinimumCash(months) : toCents(data.minimumCash);
}

function withTotal(sources: Omit<FundingSources, 'total'>): FundingSources {
  return { ...sources, total: sumCents(Object.values(sources)) };
}

/**
 * The funding need of one scenario's months. Money received in month 1 raises the cash of every
 * month by as much (nothing in the forecast depends on the cash balance), so the smallest amount that
 * keeps cash at or above the minimum is the minimum less the lowest cash (at least 0).
 */
export function fundingNeed(data: ForecastData, months: readonly ForecastPeriod[]): FundingNeed {
  let lowest = 0;
  months.forEach((m, i) => {
    if (m.cash < (months[lowest]?.cash ?? 0)) lowest = i;
  });
  const upTo = months.slice(0, lowest + 1);
  const sum = (of: readonly ForecastPeriod[], pick: (p: ForecastPeriod) => Cents) => sumCents(of.map(pick));
  const total = (pick: (p: ForecastPeriod) => Cents) => sum(upTo, pick);
  const minimum = minimumCash(data, months);
  // `0 - x` rather than `-x`: never -0.
  const uses = {
    assets: 0 - total((m) => m.cashFlow.investing),
    budgetLines: 0 - total((m) => m.cashFlow.netProfit + m.cashFlow.depreciation),
    workingCapital:
      0 -
      total(
        (m) =>
          m.cashFlow.receivablesChange +
          m.cashFlow.payablesChange +
          m.cashFlow.vatChange +
          m.cashFlow.incomeTaxChange,
      ),
    loanRepayments: 0 - total((m) => m.cashFlow.loanRepayments),
    reserve: minimum,
  };
  const startingCash = toCents(data.startingCash);
  const sources = withTotal({
    startingCash,
    equity: total((m) => m.cashFlow.equity),
    loans: total((m) => m.cashFlow.loansReceived),
    grants: total((m) => m.cashFlow.grants),
  });
  const planned = withTotal({
    startingCash,
    equity: sum(months, (m) => m.cashFlow.equity),
    loans: sum(months, (m) => m.cashFlow.loansReceived),
    grants: sum(months, (m) => m.cashFlow.grants),
  });
  const lowestCash = months[lowest]?.cash ?? startingCash;
  const stillToFind = Math.max(0, minimum - lowestCash);
  return {
    minimumCash: minimum,
    lowestCash,
    lowestCashMonth: lowest + 1,
    planned,
    stillToFind,
    required: planned.total + stillToFind,
    useOfFunds: { ...uses, total: sumCents(Object.values(uses)) },
    sources,
  };
}

/** The plan is funded only when nothing is still to find. */
export function isFunded(need: Pick<FundingNeed, 'stillToFind'>): boolean {
  return need.stillToFind === 0;
}

/**
 * "Still to find: 5,871.48 EUR, so that cash stays at or above the minimum of 4,000 EUR (lowest in
 * month 7 (July 2027))", or "Funded: cash is lowest in month 7 (July 2027) at 9,000 EUR, above the
 * minimum of 4,000 EUR".
 */
export function fundingLine(
  need: FundingNeed,
  firstMonth: string,
  currency: string,
  locale?: string,
): string {
  const money = (cents: Cents) => formatMoney(cents, currency, locale);
  const when = `month ${need.lowestCashMonth} (${monthName(firstMonth, need.lowestCashMonth)})`;
  if (!isFunded(need)) {
    return `Still to find: ${money(need.stillToFind)}, so that cash stays at or above the minimum of ${money(need.minimumCash)} (lowest in ${when})`;
  }
  return `Funded: cash is lowest in ${when} at ${money(need.lowestCash)}, at or above the minimum of ${money(need.minimumCash)}`;
}

/** The cash at the start of month 1: what the founder brings and the funding lines of month 1. */
export interface CashAtStart {
  /** The starting cash the founder says they bring. */
  brought: Cents;
  /** Equity, loans and grants received in month 1. */
  monthOneFunding: Cents;
  total: Cents;
}

export function cashAtStart(months: readonly Pick<ForecastPeriod, 'cashFlow'>[]): CashAtStart {
  const first = months[0]?.cashFlow;
  const brought = first?.cashAtStart ?? 0;
  const monthOneFunding = first ? first.equity + first.loansReceived + first.grants : 0;
  return { brought, monthOneFunding, total: brought + monthOneFunding };
}

/** "Cash at the start: 13,000 EUR (0 EUR you bring, 13,000 EUR of month-1 funding)". */
export function cashAtStartLine(start: CashAtStart, currency: string, locale?: string): string {
  const money = (cents: Cents) => formatMoney(cents, currency, locale);
  return `Cash at the start: ${money(start.total)} (${money(start.brought)} you bring, ${money(start.monthOneFunding)} of month-1 funding)`;
}
