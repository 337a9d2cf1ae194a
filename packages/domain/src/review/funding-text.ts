import type { BoardData } from '../board.js';
import type { Budget } from '../tables.js';
import { boardForecast } from './forecast-of.js';

/** A plan that says how a cash gap is filled. */
const FUNDING =
  /\b(loans?|investors?|investments?|invest|funding|funded|fund|grants?|savings|seed|pre-seed|crowdfund\w*|angels?|credit line|line of credit|overdraft|bootstrap\w*|equity|raise|raising|subsid\w+)\b/i;

/** The text of every budget row, one string per row. */
export function budgetRows(budget: Budget): string[] {
  const columns = Object.keys(budget);
  const length = Math.max(0, ...columns.map((c) => budget[c]?.length ?? 0));
  return Array.from({ length }, (_, i) => columns.map((c) => String(budget[c]?.[i] ?? '')).join(' '));
}

/**
 * Where a founder says how the business is paid for: the plan's own parts (business idea, partners,
 * revenue streams, goals, channels, launch plan), the budget and the forecast's cost lines; not the
 * problem or the persona, whose loans and credit lines are the customers'.
 */
function fundingText(board: BoardData): string {
  const parts = [
    board.ideaData.refinedBusinessIdea,
    board.businessModelData.refinedKeyPartners,
    board.businessModelData.refinedRevenueStreams,
    board.businessModelData.refinedSMARTGoals,
    board.goToMarketData.refinedMarketingChannels,
    board.goToMarketData.refinedLaunchPlan,
  ];
  if (board.budgetingData.budget) parts.push(...budgetRows(board.budgetingData.budget));
  for (const cost of board.forecastData?.costs ?? []) parts.push(`${cost.name} ${cost.category}`);
  return parts.join('\n');
}

/**
 * `forecast.runway`'s case: the base scenario's cash falls below zero and the plan says nowhere how
 * the gap is funded (no ask, no funding word in its own parts). `funding.still-to-find` leaves this
 * case to it, so one gap is one blocker.
 */
export function runsOutUnfunded(board: BoardData): boolean {
  const base = boardForecast(board)?.forecast.scenarios.base;
  if (!base || base.runwayMonths === null || board.forecastData?.ask) return false;
  return !FUNDING.test(fundingText(board));
}
