import type { ValidateNextItem } from '../api/review.js';
import { hasText } from '../content.js';
import { forecastCurrency } from '../forecast/budget-lines.js';
import { formatMoney, toCents } from '../forecast/money.js';
import type { ReviewBoard } from './checks.js';
import { firstSentence, listItems } from './words.js';

const PRICING_WORDS = {
  'one-off': 'a sale',
  subscription: 'a month',
  commission: 'a transaction',
  usage: 'a use',
} as const;

/**
 * What to test in the real world next, from the board's own words: interviews with the chosen group
 * about the problem, the forecast's price of its first stream, the volume the forecast counts on,
 * and the first SMART goal. Only what the board holds: an empty board gets nothing.
 */
export function validateNext(board: ReviewBoard): ValidateNextItem[] {
  const items: ValidateNextItem[] = [];
  const group = board.targetAudienceData.chosenTargetGroup.trim();
  const problem = board.ideaData.refinedProblemStatement || board.ideaData.problemStatement;
  if (hasText(group)) {
    const about = hasText(problem)
      ? ` Ask how they handle it today and what it costs them: "${firstSentence(problem)}"`
      : '';
    items.push({
      stage: 'target-audience',
      text: `Interview five people from "${firstSentence(group, 80)}".${about}`,
    });
  }
  const forecast = board.forecastData;
  const currency = forecastCurrency(board.budgetingData.budget);
  const stream = forecast?.streams.find((s) => s.price > 0);
  if (stream) {
    const price = formatMoney(toCents(stream.price), currency);
    items.push({
      stage: 'business-model',
      text: `Test the price: ask ten prospects to pay ${price} ${PRICING_WORDS[stream.pricingModel]} for "${stream.name}" (a pre-order or a signed letter of intent counts; a compliment does not).`,
    });
    items.push({
      stage: 'budgeting',
      text: `Check the number the forecast counts on: ${stream.volume} ${stream.pricingModel === 'subscription' ? 'new subscribers' : 'sales'} of "${stream.name}" in the first month, growing ${stream.growthPercent} % a month. Find one comparable business's figure, or run a one-week test to measure it.`,
    });
  }
  const goal = listItems(board.businessModelData.refinedSMARTGoals)[0];
  if (goal) {
    items.push({
      stage: 'business-model',
      text: `Set up how you will measure your first goal from day one: "${firstSentence(goal, 120)}"`,
    });
  }
  return items;
}
