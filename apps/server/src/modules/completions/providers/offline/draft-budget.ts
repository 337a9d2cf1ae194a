import type { BudgetCompletion, KeywordValues } from '@planner/domain';

import { COST_LINES } from './frameworks/budget-categories.js';
import {
  clip,
  coreIdea,
  currencyFor,
  itemName,
  listItems,
  profileIdea,
  scaledAmount,
  text,
} from './read-inputs.js';

/** The budget: the typical cost lines of this kind of business for a first year, as table JSON. */
export function draftBudget(values: KeywordValues): BudgetCompletion {
  const idea = text(values, 'refinedBusinessIdea');
  const market = text(values, 'geoMarket');
  const partners = listItems(text(values, 'refinedKeyPartners'), 2).map(itemName);
  const profile = profileIdea(idea, text(values, 'refinedRevenueStreams'));
  const currency = currencyFor(market);
  const core = coreIdea(idea);
  const lines = COST_LINES.filter(
    (l) =>
      (!l.only || l.only.includes(profile.offering)) &&
      (!l.when || l.when.test(core)) &&
      !l.unless?.test(core),
  );
  const priced = lines.filter((l) => l.category !== 'Reserve');
  const money = (amount: number) => scaledAmount(amount, currency);
  const rows: (string | number)[][] = priced.map((l) => [
    l.category,
    l.item,
    money(l.oneOff),
    money(l.monthly),
    money(l.oneOff) + money(l.monthly) * 12,
    l.note,
  ]);
  if (partners.length > 0) {
    rows.push([
      'Partners',
      `Pilot costs with ${clip(partners.join(' and '), 80)}`,
      money(1000),
      0,
      money(1000),
      'Samples, integration or joint marketing',
    ]);
  }
  const subtotal = rows.reduce((sum, r) => sum + Number(r[4]), 0);
  const reserve = Math.round(subtotal * 0.1);
  rows.push([
    'Reserve',
    'Contingency (about 10 % of the plan)',
    reserve,
    0,
    reserve,
    'For costs nobody planned for',
  ]);
  return {
    columns: [
      'Category',
      'Item',
      `One-off (${currency})`,
      `Monthly (${currency})`,
      `First 12 months (${currency})`,
      'Notes',
    ],
    rows,
  };
}
