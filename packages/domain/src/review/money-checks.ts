import { SCENARIO_NAMES } from '../forecast/assumptions.js';
import { MASTER_CHECK_NAMES, MODEL_DOES_NOT_BALANCE } from '../forecast/master-check.js';
import { formatMoney, toCents } from '../forecast/money.js';
import { monthName } from '../forecast/months.js';
import { runwayLine } from '../forecast/summary.js';
import type { ReviewCheck } from './check.js';
import { boardForecast } from './forecast-of.js';
import { runsOutUnfunded } from './funding-text.js';

/** The debt service coverage lenders usually ask for in every year a loan is repaid. */
export const DSCR_TARGET = 1.25;
/** Conservative-case cash must last at least this many months. */
export const CONSERVATIVE_RUNWAY_MONTHS = 12;

/** "-2.86" as a lender reads it (two decimals, a real minus sign kept as "-"). */
const times = (value: number) => value.toFixed(2);

/** How far the ask may be from what is still to find before it reads as a different plan. */
export const ASK_TOLERANCE_PERCENT = 10;

/**
 * The checks a lender runs on the forecast's own figures: the model balances, the money is found and
 * asked for, the loans can be repaid, the bad case survives its first year, equity stays positive.
 */
export const MONEY_CHECKS: readonly ReviewCheck[] = [
  {
    id: 'model.master-check',
    stage: 'budgeting',
    severity: 'blocker',
    title: MODEL_DOES_NOT_BALANCE,
    why: 'The three statements must agree in every month; when they do not, no figure of the plan can be trusted.',
    suggestion:
      'Check the forecast for an assumption the model cannot hold, and report it: the statements should always agree.',
    run: (b) => {
      const found = boardForecast(b);
      if (!found) return [];
      const failed = SCENARIO_NAMES.flatMap((name) =>
        found.forecast.scenarios[name].checks
          .filter((c) => !c.ok)
          .map((c) => `that ${MASTER_CHECK_NAMES[c.id]} (${name} scenario)`),
      );
      if (failed.length === 0) return [];
      return [
        {
          field: 'forecastData',
          why: `The master check fails where it checks ${failed.join('; ')}. When the statements disagree, no figure of the plan can be trusted.`,
        },
      ];
    },
  },
  {
    id: 'funding.still-to-find',
    stage: 'budgeting',
    severity: 'blocker',
    title: 'Money is still to find and the plan does not ask for it',
    why: 'Below its minimum cash the business cannot pay its bills on time: a lender will not fund a plan that does not say where the rest of its money comes from.',
    suggestion:
      'Add the ask (how much, as a loan, equity or a grant, and what for) of at least the amount still to find, or add the funding lines that cover it.',
    run: (b) => {
      const found = boardForecast(b);
      const need = found?.forecast.scenarios.base.fundingNeed;
      // Cash below zero with no word on funding is `forecast.runway`'s blocker: one gap, one finding.
      if (!found || !need || need.stillToFind === 0 || runsOutUnfunded(b)) return [];
      const ask = b.forecastData?.ask;
      if (ask && toCents(ask.amount) >= need.stillToFind) return [];
      const money = (cents: number) => formatMoney(cents, found.forecast.currency);
      return [
        {
          field: 'forecastData.ask',
          why: `In the base scenario ${money(need.stillToFind)} is still to find: cash falls to ${money(need.lowestCash)} in month ${need.lowestCashMonth} (${monthName(found.firstMonth, need.lowestCashMonth)}), below the minimum of ${money(need.minimumCash)}, and ${ask ? `the ask is ${money(toCents(ask.amount))}` : 'the plan asks for nothing'}. A lender will not fund a plan that does not say where the rest of its money comes from.`,
        },
      ];
    },
  },
  {
    id: 'funding.ask-matches',
    stage: 'budgeting',
    severity: 'major',
    title: 'The ask is not what the plan still needs',
    why: `An ask more than ${ASK_TOLERANCE_PERCENT} % away from what the forecast still needs tells a lender the plan and its numbers were written apart.`,
    suggestion: 'Set the ask to the amount still to find, or change the forecast so the two agree.',
    run: (b) => {
      const found = boardForecast(b);
      const need = found?.forecast.scenarios.base.fundingNeed;
      const ask = b.forecastData?.ask;
      if (!found || !need || !ask) return [];
      const asked = toCents(ask.amount);
      if (Math.abs(asked - need.stillToFind) * 100 <= need.stillToFind * ASK_TOLERANCE_PERCENT) return [];
      const money = (cents: number) => formatMoney(cents, found.forecast.currency);
      return [
        {
          field: 'forecastData.ask',
          why: `The plan asks for ${money(asked)} (${ask.instrument}) and the base scenario still needs ${money(need.stillToFind)}: more than ${ASK_TOLERANCE_PERCENT} % apart, so a lender reads the plan and its numbers as written apart.`,
        },
      ];
    },
  },
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
        .map((y) => `year ${y.year} (${formatMoney(y.equity, found.forecast.currency)})`)
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
