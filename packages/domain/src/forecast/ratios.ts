import type { Cents } from './money.js';
import { sumCents } from './money.js';
import { MONTHS_PER_YEAR } from './months.js';
import type { ForecastPeriod } from './project.js';

/** One lender ratio of a year: its value (null when it has no meaning that year) and a plain reading. */
export interface Ratio {
  value: number | null;
  reading: string;
}

export interface YearRatios {
  year: number;
  /** Gross margin as a percentage of revenue. */
  grossMarginPercent: Ratio;
  /** Net profit as a percentage of revenue. */
  netMarginPercent: Ratio;
  /** EBITDA over the year's loan payments (interest and principal). */
  debtServiceCoverage: Ratio;
  /** Operating profit after depreciation (EBIT) over the year's interest. */
  interestCover: Ratio;
  /** Cash, receivables and VAT due back over what is owed within a year, at year end. */
  currentRatio: Ratio;
  /** Loans outstanding over equity, at year end. */
  debtToEquity: Ratio;
  /** Months the year-end cash lasts at the year's average monthly cash burn (before funding). */
  runwayMonths: Ratio;
}

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;
/** A rounded ratio as text (no Intl: it runs for every ratio of every scenario on each keystroke). */
const number = (value: number) => String(value);

function ratio(numerator: Cents, denominator: Cents, decimals = 2): number {
  return round(numerator / denominator, decimals);
}

/**
 * The ratios a lender reads first, per forecast year. `principalDue` is the loans' principal by
 * forecast month (`ForecastProjection.loanPrincipalDue`), `months` the scenario's 36 months and
 * `years` their sums (the balance sheet of a year is the one of its last month).
 */
export function lenderRatios(
  principalDue: readonly Cents[],
  months: readonly ForecastPeriod[],
  years: readonly ForecastPeriod[],
): YearRatios[] {
  return years.map((y, index) => {
    const pl = y.profitAndLoss;
    const bs = y.balanceSheet;
    const yearEnd = (index + 1) * MONTHS_PER_YEAR;
    const dueWithinYear = sumCents(principalDue.slice(yearEnd + 1, yearEnd + 1 + MONTHS_PER_YEAR));
    const gross = pl.revenue === 0 ? null : ratio(pl.grossMargin * 100, pl.revenue, 1);
    const net = pl.revenue === 0 ? null : ratio(pl.netProfit * 100, pl.revenue, 1);
    const debtService = pl.interest - y.cashFlow.loanRepayments;
    const coverage = debtService === 0 ? null : ratio(pl.ebitda, debtService);
    const interestCover = pl.interest === 0 ? null : ratio(pl.ebitda - pl.depreciation, pl.interest);
    const currentAssets = bs.cash + bs.receivables + Math.max(0, -bs.vatOwed);
    const currentLiabilities = bs.payables + Math.max(0, bs.vatOwed) + bs.incomeTaxOwed + dueWithinYear;
    const current = currentLiabilities === 0 ? null : ratio(currentAssets, currentLiabilities);
    const leverage = bs.totalEquity <= 0 ? null : ratio(bs.loans, bs.totalEquity);
    const yearMonths = months.slice(index * MONTHS_PER_YEAR, yearEnd);
    const burn = -sumCents(yearMonths.map((m) => m.cashFlow.operating + m.cashFlow.investing));
    const runway = burn <= 0 ? null : Math.max(0, Math.floor((bs.cash * MONTHS_PER_YEAR) / burn));
    return {
      year: index + 1,
      grossMarginPercent: {
        value: gross,
        reading:
          gross === null
            ? 'No revenue this year.'
            : `Keeps ${number(gross)}% of each sale after its direct costs.`,
      },
      netMarginPercent: {
        value: net,
        reading:
          net === null
            ? 'No revenue this year.'
            : net >= 0
              ? `Keeps ${number(net)}% of revenue as profit after every cost, interest and tax.`
              : `Loses ${number(-net)}% of revenue after every cost, interest and tax.`,
      },
      debtServiceCoverage: {
        value: coverage,
        reading:
          coverage === null
            ? 'No loan payments this year.'
            : coverage < 0
              ? `Does not cover its loan payments: earnings before interest, tax and depreciation are a loss (${number(coverage)} times the payments).`
              : `Covers its loan payments ${number(coverage)} times from earnings before interest, tax and depreciation (lenders usually look for 1.25 or more).`,
      },
      interestCover: {
        value: interestCover,
        reading:
          interestCover === null
            ? 'No interest to pay this year.'
            : interestCover < 0
              ? `Does not cover its interest: operating profit after depreciation is a loss (${number(interestCover)} times the interest).`
              : `Operating profit after depreciation covers the interest ${number(interestCover)} times.`,
      },
      currentRatio: {
        value: current,
        reading:
          current === null
            ? 'Nothing is owed within a year.'
            : `${number(current)} of cash and money due in for each 1 owed within a year (below 1 is a warning sign).`,
      },
      debtToEquity: {
        value: leverage,
        reading:
          leverage === null
            ? 'Equity is negative: losses exceed the money put in.'
            : bs.loans === 0
              ? 'No loans outstanding.'
              : `${number(leverage)} of loans for each 1 of equity.`,
      },
      runwayMonths: {
        value: runway,
        reading:
          runway === null
            ? 'Operations and investments bring in cash this year: no burn.'
            : `At this year's burn, the cash at year end lasts ${runway} months.`,
      },
    };
  });
}
