import { formatMoney } from '../forecast/money.js';
import { monthName } from '../forecast/months.js';
import { runwayLine } from '../forecast/summary.js';
import type { ReviewCheck } from './checks.js';
import { boardForecast } from './forecast-of.js';

/** The debt service coverage lenders usually ask for in every year a loan is repaid. */
export const DSCR_TARGET = 1.25;
/** Conservative-case cash must last at least this many months. */
export const CONSERVATIVE_RUNWAY_MONTHS = 12;

/** "-2.86" as a lender reads it (two decimals, a real minus sign kept as "-"). */
const times = (value: number) => value.toFixed(2);

/** The checks a lender runs on the forecast's own figures: repayment, the bad case, solvency. */
export const MONEY_CHECKS: readonly ReviewCheck[] = [
  {
    id: 'finance.dscr',
    stage: 'budgeting',
    severity: 'major',
    title: `The earnings do not cover the loan payments ${DSCR_TARGET} times`,
    why: `A lender wants the earnings before interest, tax and depreciation to cover the year's loan payments (interest and principal) at least ${DSCR_TARGET} times; below 1 the business cannot pay them from what it earns.`,
    suggestion:
      'Lengthen the loan or add interest-only months, borrow less, or raise the earnings of those years.',
    run: (b) => {
      const found = boardForecast(b);
      if (!found) return [];
      const low = found.forecast.scenarios.base.ratios.filter(
        (y) => y.debtServiceCoverage.value !== null && y.debtServiceCoverage.value < DSCR_TARGET,
      );
      if (low.length === 0) return [];
      const values = low.map((y) => `year ${y.year} ${times(y.debtServiceCoverage.value!)}`).join(', ');
      const blocker = low.some((y) => y.debtServiceCoverage.value! < 1);
      return [
        {
          field: 'forecastData.loans',
          severity: blocker ? 'blocker' : 'major',
          title: blocker
            ? 'The earnings cannot pay the loan back'
            : `The earnings cover the loan payments less than ${DSCR_TARGET} times`,
          why: `In the base scenario the earnings before interest, tax and depreciation cover the loan payments ${values} times; a lender wants ${DSCR_TARGET} or more in every year a loan is repaid${blocker ? ', and below 1 the business cannot pay them from what it earns' : ''}.`,
        },
      ];
    },
  },
  {
    id: 'finance.conservative-runway',
    stage: 'budgeting',
    severity: 'major',
    title: `Cash runs out within ${CONSERVATIVE_RUNWAY_MONTHS} months if sales come slower`,
    why: 'Sales often come slower than planned: a lender tests the plan against the conservative scenario, and the business must survive its first year there too.',
    suggestion:
      'Keep more cash or a credit line for the slow case, cut the costs that come before the sales, or start smaller.',
    run: (b) => {
      const found = boardForecast(b);
      const conservative = found?.forecast.scenarios.conservative;
      if (!found || !conservative || conservative.runwayMonths === null) return [];
      if (conservative.runwayMonths + 1 > CONSERVATIVE_RUNWAY_MONTHS) return [];
      const need = conservative.fundingNeed;
      return [
        {
          field: 'forecastData.scenarios',
          why: `In the conservative scenario (fewer sales, slower growth): ${runwayLine(conservative, found.firstMonth).replace(/^Cash/, 'cash')}, and it is lowest in month ${need.lowestCashMonth} (${monthName(found.firstMonth, need.lowestCashMonth)}) at ${formatMoney(need.lowestCash, found.forecast.currency)}. Sales often come slower than planned: a lender tests the plan against this case.`,
        },
      ];
    },
  },
  {
    id: 'finance.negative-equity',
    stage: 'budgeting',
    severity: 'major',
    title: 'Equity falls below zero',
    why: 'When losses exceed the money put in, the business owes more than it owns: a lender reads that as insolvent.',
    suggestion: 'Put in more equity (or a grant) before the losses, or reach profit sooner.',
    run: (b) => {
      const found = boardForecast(b);
      if (!found) return [];
      const below = found.forecast.scenarios.base.years
        .map((y, i) => ({ year: i + 1, equity: y.balanceSheet.totalEquity }))
        .filter((y) => y.equity < 0);
      if (below.length === 0) return [];
      const list = below
        .map((y) => `year ${y.year} ${formatMoney(y.equity, found.forecast.currency)}`)
        .join(', ');
      return [
        {
          field: 'forecastData.equity',
          why: `In the base scenario equity is below zero at the end of ${list}: the losses exceed the money put in, so the business owes more than it owns.`,
        },
      ];
    },
  },
];
