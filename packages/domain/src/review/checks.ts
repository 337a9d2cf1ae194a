import {
  budgetCents,
  budgetCurrency,
  budgetMoneyColumns,
  budgetNumberColumns,
  budgetStartColumn,
  budgetStartMonth,
  firstYearCents,
  isBudgetTotalRow,
  marketLocale,
} from '../budget.js';
import { hasBudget, hasText } from '../content.js';
import { DRAFT_PAIRS, fieldValue, hasContent, UNLOCKING_FIELDS } from '../fields.js';
import { formatMoney } from '../forecast/money.js';
import { FORECAST_MONTHS } from '../forecast/months.js';
import { runwayLine } from '../forecast/summary.js';
import type { StageSlug } from '../stages.js';
import type { Budget, BudgetValue } from '../tables.js';
import type { CheckHit, ReviewBoard, ReviewCheck } from './check.js';
import { CONSISTENCY_CHECKS } from './consistency-checks.js';
import { fieldLabel, stageOfField } from './fields.js';
import { boardForecast } from './forecast-of.js';
import { budgetRows, runsOutUnfunded } from './funding-text.js';
import { MONEY_CHECKS } from './money-checks.js';
import {
  bulletItems,
  DATE_OR_PERIOD,
  firstSentence,
  itemName,
  listItems,
  markedFree,
  mentions,
  nameWithoutCost,
} from './words.js';

export type { CheckHit, ReviewBoard, ReviewCheck, Severity } from './check.js';
export { SEVERITIES } from './check.js';

const refined = (text: string, draft: string) => (hasText(text) ? text : draft);

/** A person or an organisation that can have a problem. */
const WHO =
  /\b(owners?|founders?|managers?|parents?|famil(y|ies)|students?|teachers?|freelancers?|retailers?|shops?|stores?|restaurants?|caf[eé]s?|clinics?|patients?|farmers?|households?|homeowners?|tenants?|landlords?|developers?|engineers?|designers?|agenc(y|ies)|firms?|compan(y|ies)|teams?|smes?|startups?|employe(e|es|rs?)|workers?|drivers?|commuters?|travell?ers?|tourists?|seniors?|retirees?|nurses?|doctors?|dentists?|accountants?|lawyers?|bakers?|bakeries|makers?|sellers?|buyers?|merchants?|breweries|brewers?|gyms?|trainers?|coaches|cyclists?|runners?|gardeners?|musicians?|artists?|creators?|schools?|hospitals?|operators?|contractors?|plumbers?|electricians?|builders?|hosts?|renters?|shoppers?|consumers?|clients?|women|men|kids|children|mothers?|fathers?|adults?|professionals?|practitioners?|therapists?|vets?)\b/i;

/** What a problem costs: a figure, money, time or a loss. */
const COST =
  /\d|[$€£¥]|\b(costs?|costing|lose|loses|losing|lost|spend|spends|spending|spent|waste[sd]?|wasting|pay|pays|paying|paid|hours?|days?|weeks?|money|fees?|revenue|income|sales|churn|fines?|penalt(y|ies)|missed|miss)\b/i;

const RESERVE = /reserve|contingen|buffer|unforeseen|emergency|safety margin/i;

/** The revenue streams the business model names: the matrix's first column, else the list items. */
function revenueStreams(board: ReviewBoard): string[] {
  const model = board.businessModelData;
  const fromMatrix = model.revenueStreamMatrix?.rows.map((r) => (r[0] ?? '').trim()).filter(Boolean) ?? [];
  if (fromMatrix.length > 0) return fromMatrix;
  return bulletItems(refined(model.refinedRevenueStreams, model.revenueStreams))
    .map(itemName)
    .filter(Boolean);
}

/** A row's label: its first text cell that is not an amount. */
function rowLabel(budget: Budget, row: number): string {
  const cells = Object.values(budget).map((values) => values[row]);
  return String(
    cells.find((c) => typeof c === 'string' && c.trim() !== '' && !/^[\d\s.,$€£¥-]+$/.test(c)) ??
      `Line ${row + 1}`,
  );
}

/** Budget lines whose derived or total figures disagree with the lines they come from. */
function budgetMismatches(budget: Budget): string[] {
  const locale = marketLocale(budgetCurrency(budget));
  const cents = (v: BudgetValue | undefined) => (v === '' || v === undefined ? 0 : budgetCents(v, locale));
  const length = Math.max(0, ...Object.values(budget).map((v) => v.length));
  const rows = Array.from({ length }, (_, i) => i);
  const isTotal = (row: number) => isBudgetTotalRow(budget, row);
  const start = budgetStartColumn(budget);
  const wrong: string[] = [];
  const { oneOff, monthly, firstYear } = budgetMoneyColumns(budget);
  if (oneOff && monthly && firstYear) {
    for (const row of rows) {
      if (isTotal(row) || budget[firstYear]?.[row] === '') continue;
      const [once, month, year] = [
        budget[oneOff]?.[row],
        budget[monthly]?.[row],
        budget[firstYear]?.[row],
      ].map(cents);
      const from = start ? budgetStartMonth(budget[start]?.[row]) : 1;
      if (once != null && month != null && year != null && year !== firstYearCents(once, month, from)) {
        const months = from === 1 ? '12 times monthly' : `monthly from month ${from} to month 12`;
        wrong.push(`${rowLabel(budget, row)}: ${firstYear} should be one-off plus ${months}`);
      }
    }
  }
  const totalRow = rows.find(isTotal);
  if (totalRow !== undefined) {
    for (const column of budgetNumberColumns(budget)) {
      const values = budget[column] ?? [];
      const total = cents(values[totalRow]);
      const lines = rows.filter((r) => r !== totalRow).map((r) => cents(values[r]));
      if (total === null || lines.some((v) => v === null)) continue;
      const sum = lines.reduce<number>((a, b) => a + (b ?? 0), 0);
      if (sum !== total) wrong.push(`the total of ${column} should be the sum of its lines`);
    }
  }
  return wrong;
}

const one = (field: string, fires: boolean, more: Omit<CheckHit, 'field'> = {}): CheckHit[] =>
  fires ? [{ field, ...more }] : [];

/** The rule-based review's checks, in the order a coach reads a plan. */
export const CHECKS: readonly ReviewCheck[] = [
  {
    id: 'any.empty',
    stage: null,
    severity: 'major',
    title: 'A step that unlocks the next ones is empty',
    why: 'The steps after it build on it: they stay locked, and the plan has a gap a reader will notice first.',
    suggestion: 'Open the step and write it, or draft it and refine the draft.',
    run: (b) =>
      UNLOCKING_FIELDS.filter((field) => !hasContent(b, field)).map((field) => {
        const label = fieldLabel(field);
        return {
          field,
          title: `The ${label} ${label.endsWith('s') && !label.endsWith('ss') ? 'are' : 'is'} empty`,
        };
      }),
  },
  {
    id: 'any.unrefined-draft',
    stage: null,
    severity: 'minor',
    title: 'A draft was saved without changes',
    why: 'A draft is a starting point written from general knowledge; readers can tell, and it may not fit your business.',
    suggestion: 'Rewrite it in your own words, with the facts only you know: names, numbers, places.',
    run: (b) =>
      DRAFT_PAIRS.filter(({ refined, draft }) => {
        const [text, drafted] = [fieldValue(b, refined), fieldValue(b, draft)];
        return typeof text === 'string' && hasText(text) && text.trim() === String(drafted).trim();
      }).map(({ refined: field }) => ({ field, title: `The ${fieldLabel(field)} is the draft, unchanged` })),
  },
  {
    id: 'idea.problem-specific',
    stage: 'idea',
    severity: 'major',
    title: 'The problem statement is generic',
    why: 'A problem is worth solving when you can say who has it and what it costs them; a generic line convinces nobody.',
    suggestion:
      'Name who has the problem and what it costs them, in time, money or risk, for example "Independent café owners lose 5 hours a week to ...".',
    run: (b) => {
      const text = b.ideaData.refinedProblemStatement;
      if (!hasText(text)) return [];
      const who =
        WHO.test(text) ||
        (hasText(b.targetAudienceData.chosenTargetGroup) &&
          mentions(text, b.targetAudienceData.chosenTargetGroup));
      return one('ideaData.refinedProblemStatement', !who || !COST.test(text));
    },
  },
  {
    id: 'audience.persona-matches-group',
    stage: 'target-audience',
    severity: 'major',
    title: 'The persona does not belong to the chosen target group',
    why: 'The persona stands for the group you chose; if it describes someone else, every later step aims at the wrong people.',
    suggestion:
      'Rewrite the persona as one member of the chosen target group, or choose the group the persona belongs to.',
    run: (b) => {
      const { targetPersona, chosenTargetGroup } = b.targetAudienceData;
      return one(
        'targetAudienceData.targetPersona',
        hasText(targetPersona) && hasText(chosenTargetGroup) && !mentions(targetPersona, chosenTargetGroup),
        {
          suggestion: `Rewrite the persona as one member of "${firstSentence(chosenTargetGroup, 80)}", or choose the group the persona belongs to.`,
        },
      );
    },
  },
  {
    id: 'uvp.names-target-group',
    stage: 'uvp',
    severity: 'minor',
    title: 'The value proposition does not name the target group',
    why: 'A value proposition speaks to someone: the chosen group should recognise itself in the first line.',
    suggestion: 'Say who it is for, in the words of your chosen target group.',
    run: (b) => {
      const uvp = refined(b.uvpData.refinedUniqueValueProposition, b.uvpData.uniqueValueProposition);
      const group = b.targetAudienceData.chosenTargetGroup;
      return one(
        'uvpData.refinedUniqueValueProposition',
        hasText(uvp) && hasText(group) && !mentions(uvp, group),
        {
          suggestion: `Say who it is for: "${firstSentence(group, 80)}".`,
        },
      );
    },
  },
  {
    id: 'uvp.names-problem',
    stage: 'uvp',
    severity: 'minor',
    title: 'The value proposition does not name the problem',
    why: 'The value is the problem solved: without it, the promise floats free of what your customers need.',
    suggestion: 'Say which problem you solve, in the words of your problem statement.',
    run: (b) => {
      const uvp = refined(b.uvpData.refinedUniqueValueProposition, b.uvpData.uniqueValueProposition);
      const problem = refined(b.ideaData.refinedProblemStatement, b.ideaData.problemStatement);
      const group = b.targetAudienceData.chosenTargetGroup;
      return one(
        'uvpData.refinedUniqueValueProposition',
        hasText(uvp) && hasText(problem) && !mentions(uvp, problem, 2, group),
        {
          suggestion: `Say which problem you solve: "${firstSentence(problem)}"`,
        },
      );
    },
  },
  {
    id: 'model.price-per-stream',
    stage: 'business-model',
    severity: 'major',
    title: 'A revenue stream has no price in the forecast',
    why: 'A stream without a price earns nothing in the forecast, so the numbers understate or overstate the business.',
    suggestion: 'Open the forecast and give every revenue stream a price and a first-month volume.',
    run: (b) => {
      const streams = revenueStreams(b);
      if (streams.length === 0) return [];
      const priced = (b.forecastData?.streams ?? []).filter((s) => s.price > 0);
      const missing = streams.filter(
        (name) =>
          !priced.some(
            (s) => s.name.trim().toLowerCase() === name.toLowerCase() || mentions(s.name, name, Infinity),
          ),
      );
      return one('forecastData.streams', missing.length > 0, {
        suggestion: `Open the forecast and give a price to: ${missing.join(', ')}.`,
      });
    },
  },
  {
    id: 'model.smart-goals',
    stage: 'business-model',
    severity: 'minor',
    title: 'A SMART goal has no number or no date',
    why: 'A goal without a number and a date cannot be checked: you will not know whether you reached it.',
    suggestion:
      'Give each goal a number and a date or period, for example "40 paying customers by June 2027".',
    run: (b) => {
      const goals = listItems(b.businessModelData.refinedSMARTGoals);
      const vague = goals.filter((g) => !/\d/.test(g) || !DATE_OR_PERIOD.test(g));
      return one('businessModelData.refinedSMARTGoals', vague.length > 0, {
        suggestion: `Give this goal a number and a date or period: "${firstSentence(vague[0] ?? '', 100)}".`,
      });
    },
  },
  {
    id: 'budget.reserve',
    stage: 'budgeting',
    severity: 'minor',
    title: 'The budget holds no reserve',
    why: 'Costs run over and sales come late in almost every launch; a budget without a reserve breaks at the first surprise.',
    suggestion: 'Add a line "Contingency reserve" of about 10 % of the other costs.',
    run: (b) => {
      const budget = b.budgetingData.budget;
      return one(
        'budgetingData.budget',
        hasBudget(budget) && !budgetRows(budget!).some((row) => RESERVE.test(row)),
      );
    },
  },
  {
    id: 'budget.adds-up',
    stage: 'budgeting',
    severity: 'major',
    title: "The budget's totals do not equal their lines",
    why: 'A total that disagrees with its lines makes a reader doubt every other number in the plan.',
    suggestion: 'Correct the totals so each equals the sum of its lines.',
    run: (b) => {
      const budget = b.budgetingData.budget;
      const wrong = hasBudget(budget) ? budgetMismatches(budget!) : [];
      return one('budgetingData.budget', wrong.length > 0, {
        suggestion: `Correct: ${wrong.slice(0, 3).join('; ')}.`,
      });
    },
  },
  {
    id: 'forecast.break-even-36',
    stage: 'budgeting',
    severity: 'major',
    title: `The base scenario does not break even within ${FORECAST_MONTHS} months`,
    why: 'Lenders and investors look for a path to profit within three years; without one, the plan needs a reason.',
    suggestion:
      'Revisit prices, volumes and costs in the forecast, or explain in the plan why profit comes later.',
    run: (b) => {
      const base = boardForecast(b)?.forecast.scenarios.base;
      return one('forecastData', base !== undefined && base.breakEvenMonth === null);
    },
  },
  {
    id: 'forecast.runway',
    stage: 'budgeting',
    severity: 'blocker',
    title: 'Cash runs out and the plan does not say how the gap is funded',
    why: 'A business stops when its cash does, even with sales growing: the plan must show where the money comes from.',
    suggestion:
      'Raise the starting cash, or say in the plan how the gap is funded (savings, a loan, investors, a grant).',
    run: (b) => {
      const found = boardForecast(b);
      const base = found?.forecast.scenarios.base;
      if (!found || !base || !runsOutUnfunded(b)) return [];
      return [
        {
          field: 'forecastData.startingCash',
          suggestion: `${runwayLine(base, found.firstMonth)}; still to find: ${formatMoney(base.fundingNeed.stillToFind, found.forecast.currency)}. Raise the starting cash, or say in the plan how the gap is funded (savings, a loan, investors, a grant).`,
        },
      ];
    },
  },
  ...MONEY_CHECKS,
  ...CONSISTENCY_CHECKS,
  {
    id: 'gtm.channel-budget',
    stage: 'go-to-market',
    severity: 'minor',
    title: 'A marketing channel has no budget line',
    why: 'A channel without money or time set aside for it is a wish; the budget should pay for every channel you plan to use.',
    suggestion:
      'Add a budget line for each marketing channel, or mark a channel that costs nothing "(free)".',
    run: (b) => {
      const gtm = b.goToMarketData;
      const channels = bulletItems(refined(gtm.refinedMarketingChannels, gtm.marketingChannels))
        .filter((item) => !markedFree(item))
        .map((item) => nameWithoutCost(itemName(item)));
      const rows = b.budgetingData.budget ? budgetRows(b.budgetingData.budget) : [];
      const missing = channels.filter((c) => c !== '' && !rows.some((row) => mentions(row, c)));
      return one('goToMarketData.refinedMarketingChannels', missing.length > 0, {
        suggestion: `Add a budget line for: ${missing.join(', ')}.`,
      });
    },
  },
  {
    id: 'uvp.pitch-length',
    stage: 'uvp',
    severity: 'minor',
    title: 'The elevator pitch is too long to say in 30 seconds',
    why: 'A pitch is heard, not read: past about 80 words listeners stop following.',
    suggestion: 'Cut the pitch to at most 80 words: who it is for, the problem, what you do, why you.',
    run: (b) => {
      const words = b.uvpData.refinedElevatorPitch.split(/\s+/).filter(Boolean).length;
      return one('uvpData.refinedElevatorPitch', words > 80);
    },
  },
  {
    id: 'gtm.launch-dates',
    stage: 'go-to-market',
    severity: 'minor',
    title: 'The launch plan has no dates',
    why: 'A plan without dates is a list of intentions; dates make it a schedule you can be held to.',
    suggestion: 'Put a date or a week on each phase of the launch.',
    run: (b) => {
      const plan = b.goToMarketData.refinedLaunchPlan;
      return one('goToMarketData.refinedLaunchPlan', hasText(plan) && !DATE_OR_PERIOD.test(plan));
    },
  },
];

/** A check's hits with their stage (the check's, else the field's). */
export function runCheck(check: ReviewCheck, board: ReviewBoard): (CheckHit & { stage: StageSlug })[] {
  return check.run(board).map((hit) => ({ ...hit, stage: check.stage ?? stageOfField(hit.field) ?? 'idea' }));
}
