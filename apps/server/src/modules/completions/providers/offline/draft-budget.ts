import type { BudgetCompletion } from '@planner/domain';

import { COST_LINES } from './frameworks/budget-categories.js';
import { scaledAmount } from './frameworks/currencies.js';
import type { Plan } from './plan-context.js';
import { itemName, listItems } from './prose.js';

/**
 * The budget: the first-year cost lines that certainly apply to this kind of business, as table
 * JSON. Lines that only fit some ideas need the idea's own words (a kitchen only when it cooks).
 */
export function draftBudget(plan: Plan): BudgetCompletion {
  const partners = listItems(plan.text('refinedKeyPartners'), 2).map(itemName);
  const { offer, currency } = plan;
  const { offering } = plan.profile;
  // Lines for one kind of offer only when the founder answered that kind.
  const lines = COST_LINES.filter(
    (l) =>
      (!l.only || (offering !== null && l.only.includes(offering))) &&
      (!l.when || l.when.test(offer)) &&
      !l.unless?.test(offer),
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
      `Pilot costs with ${partners.join(' and ')}`,
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
