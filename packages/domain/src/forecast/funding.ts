import type { ForecastData } from './assumptions.js';
import type { Cents } from './money.js';
import { formatMoney, mulDivRound, sumCents, toCents } from './money.js';
import { monthName, MONTHS_PER_YEAR } from './months.js';
import type { ForecastPeriod } from './project.js';

/** Months of operating expenses the use-of-funds table keeps as a reserve. */
export const RESERVE_MONTHS = 3;

/** What the plan spends up to its lowest cash point (money out positive), with a reserve on top. */
export interface UseOfFunds {
  assets: Cents;
  /** Budget lines, payroll, interest and tax less revenue (negative when the months earn money). */
  budgetLines: Cents;
  /** Money waiting in receivables and VAT, less what suppliers and the tax office wait for. */
  workingCapital: Cents;
  loanRepayments: Cents;
  /** `RESERVE_MONTHS` months of the first year's average operating expenses. */
  reserve: Cents;
  total: Cents;
}

/** The money the plan has up to its lowest cash point. */
export interface FundingSources {
  startingCash: Cents;
  equity: Cents;
  loans: Cents;
  grants: Cents;
  total: Cents;
}

export interface FundingNeed {
  lowestCash: Cents;
  /** 1..36: the (first) month cash is lowest. */
  lowestCashMonth: number;
  /** What cash lacks at its lowest point: 0 when it never falls below zero. */
  shortfall: Cents;
  useOfFunds: UseOfFunds;
  sources: FundingSources;
  /** The use of funds (reserve included) less the sources: 0 when the plan is funded. */
  stillToFind: Cents;
}

/**
 * The lowest cash point of the months and what the money up to it is used for. The uses less the
 * sources leave exactly the cash at that month, so `stillToFind` = reserve - lowest cash (at least 0).
 */
export function fundingNeed(data: ForecastData, months: readonly ForecastPeriod[]): FundingNeed {
  let lowest = 0;
  months.forEach((m, i) => {
    if (m.cash < (months[lowest]?.cash ?? 0)) lowest = i;
  });
  const upTo = months.slice(0, lowest + 1);
  const total = (pick: (p: ForecastPeriod) => Cents) => sumCents(upTo.map(pick));
  const firstYear = sumCents(months.slice(0, MONTHS_PER_YEAR).map((m) => m.operatingCosts));
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
    reserve: mulDivRound(firstYear, RESERVE_MONTHS, MONTHS_PER_YEAR),
  };
  const sources = {
    startingCash: toCents(data.startingCash),
    equity: total((m) => m.cashFlow.equity),
    loans: total((m) => m.cashFlow.loansReceived),
    grants: total((m) => m.cashFlow.grants),
  };
  const useTotal = sumCents(Object.values(uses));
  const sourceTotal = sumCents(Object.values(sources));
  const lowestCash = months[lowest]?.cash ?? sources.startingCash;
  return {
    lowestCash,
    lowestCashMonth: lowest + 1,
    shortfall: Math.max(0, -lowestCash),
    useOfFunds: { ...uses, total: useTotal },
    sources: { ...sources, total: sourceTotal },
    stillToFind: Math.max(0, useTotal - sourceTotal),
  };
}

/** "You need 12,000 EUR more by month 7 (July 2027)", or where the funded plan's cash is lowest. */
export function fundingLine(need: FundingNeed, firstMonth: string, currency: string): string {
  const when = `month ${need.lowestCashMonth} (${monthName(firstMonth, need.lowestCashMonth)})`;
  if (need.shortfall > 0) return `You need ${formatMoney(need.shortfall, currency)} more by ${when}`;
  return `Funded: cash is lowest in ${when} at ${formatMoney(need.lowestCash, currency)}`;
}
