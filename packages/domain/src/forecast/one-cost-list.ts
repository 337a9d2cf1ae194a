import type { BoardData } from '../board.js';
import type { Budget } from '../tables.js';
import type { ForecastCost, ForecastData } from './assumptions.js';
import { budgetWithCostLines, costsFromBudget, forecastCurrency, vatCell } from './budget-lines.js';
import { costKind, TEAM_CATEGORY } from './cost-kind.js';
import { MAX_COSTS } from './limits.js';
import { formatMoney, percentOfCents, toCents } from './money.js';

/**
 * The forecast's cost lines are the budget's lines: `forecastData.costs` is always read from
 * `budgetingData.budget` (`costsFromBudget`), never kept apart. Every read of a stored board, every
 * patch and every import goes through this.
 */
export function withBudgetCosts<T extends Pick<BoardData, 'budgetingData' | 'forecastData'>>(data: T): T {
  if (!data.forecastData) return data;
  return {
    ...data,
    forecastData: { ...data.forecastData, costs: costsFromBudget(data.budgetingData.budget) },
  };
}

/** The forecast's assumptions as a board row stores them: without the cost lines, which the budget holds. */
export function forecastDataToStore(data: ForecastData | null): Omit<ForecastData, 'costs'> | null {
  if (!data) return null;
  const { costs: _budgetLines, ...stored } = data;
  return stored;
}

/** The longest merge notice; past it the list of lines ends with "and N more". */
const NOTICE_LINES_MAX = 12;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const keyOf = (name: string) => name.trim().toLowerCase();

/**
 * The cost lines as the stored forecast wrote them, then each hire as the payroll line it now is,
 * its payroll charges (`chargesPercent`) included in its amount when they are folded in.
 */
function storedLines(forecastData: Record<string, unknown>, chargesPercent: number): ForecastCost[] {
  const costs = Array.isArray(forecastData.costs) ? forecastData.costs.filter(isRecord) : [];
  const hires = Array.isArray(forecastData.hires) ? forecastData.hires.filter(isRecord) : [];
  return [
    ...(costs as unknown as ForecastCost[]).map((c) => ({ ...c, kind: c.kind ?? costKind(c) })),
    ...hires.map((h) => {
      const pay = toCents(Number(h.monthlyCost ?? 0));
      return {
        name: String(h.role ?? 'Hire'),
        category: TEAM_CATEGORY,
        oneOff: 0,
        monthly: (pay + percentOfCents(pay, chargesPercent)) / 100,
        startMonth: Number(h.startMonth ?? 1),
        kind: 'payroll' as const,
      };
    }),
  ];
}

/**
 * The payroll charges to fold into the hires' lines: the forecast's, when payroll lines of its own
 * (founder pay) would otherwise start to bear them; else 0 (the charges keep applying to every
 * payroll line, as they applied to the hires).
 */
function chargesToFold(forecastData: Record<string, unknown>): number {
  const charges = Number(forecastData.payrollChargesPercent ?? 0);
  const costs = Array.isArray(forecastData.costs) ? forecastData.costs.filter(isRecord) : [];
  const hires = Array.isArray(forecastData.hires) ? forecastData.hires.filter(isRecord) : [];
  const ownPay = (costs as unknown as ForecastCost[]).some((c) => (c.kind ?? costKind(c)) === 'payroll');
  return Number.isFinite(charges) && charges > 0 && ownPay && hires.length > 0 ? charges : 0;
}

const sameMoney = (a: ForecastCost, b: ForecastCost) =>
  toCents(a.oneOff) === toCents(b.oneOff) &&
  toCents(a.monthly) === toCents(b.monthly) &&
  a.startMonth === b.startMonth;

/** Whether two lists hold the same lines in the same order, as the budget writes them. */
function sameLines(a: readonly ForecastCost[], b: readonly ForecastCost[]): boolean {
  const cells = (l: ForecastCost) =>
    [
      l.name,
      l.category,
      toCents(l.oneOff),
      toCents(l.monthly),
      l.startMonth,
      l.kind ?? costKind(l),
      vatCell(l),
    ].join('\u0000');
  return a.length === b.length && a.every((line, i) => cells(line) === cells(b[i]!));
}

/** "1,800.00 EUR a month", "2,500.00 EUR one-off and 120.00 EUR a month from month 7", "nothing". */
function amounts(line: ForecastCost, currency: string): string {
  const money = (n: number) => formatMoney(toCents(n), currency, 'en-GB');
  const parts = [
    ...(line.oneOff > 0 ? [`${money(line.oneOff)} one-off`] : []),
    ...(line.monthly > 0 ? [`${money(line.monthly)} a month`] : []),
  ];
  const from = line.startMonth > 1 ? ` from month ${line.startMonth}` : '';
  return parts.length > 0 ? `${parts.join(' and ')}${from}` : 'nothing';
}

/** The one-time notice of a merge, or null when the two copies already agreed. */
export function mergeNotice(changes: readonly string[]): string | null {
  if (changes.length === 0) return null;
  const shown = changes.slice(0, NOTICE_LINES_MAX);
  const more = changes.length - shown.length;
  return (
    'Your budget and your forecast now share one list of costs, so they can no longer disagree. ' +
    `What changed: ${shown.join('; ')}${more > 0 ? `; and ${more} more` : ''}. ` +
    'Check these lines in the budget.'
  );
}

/**
 * The stored board's version 4 step: the budget and the forecast's cost lines (and its hires) become
 * one list, the budget's. Each forecast line (each hire as a payroll line in "Team") is kept with its
 * figures, start month, kind and VAT; a budget row of the same item is that line, not another one
 * (its notes stay). A budget row that names an asset of the forecast is that asset, so it is left out
 * of the costs. Any other budget row the forecast did not have is added. What differed is said once,
 * in `budgetingData.mergeNotice`; nothing is said when the two copies agreed.
 */
export function mergeCostCopies(data: Record<keyof BoardData, unknown>): Record<keyof BoardData, unknown> {
  const forecastData = data.forecastData;
  if (!isRecord(forecastData)) return data;
  const budgeting = isRecord(data.budgetingData) ? data.budgetingData : { budget: null };
  const budget = (isRecord(budgeting.budget) ? budgeting.budget : null) as Budget | null;
  const currency = forecastCurrency(budget);
  const fromBudget = costsFromBudget(budget);
  const unused = new Map<string, ForecastCost[]>();
  for (const line of fromBudget)
    unused.set(keyOf(line.name), [...(unused.get(keyOf(line.name)) ?? []), line]);
  const assets = new Set(
    (Array.isArray(forecastData.assets) ? forecastData.assets.filter(isRecord) : []).map((a) =>
      keyOf(String(a.name ?? '')),
    ),
  );

  const changes: string[] = [];
  const lines: ForecastCost[] = [];
  const hires = new Set(
    (Array.isArray(forecastData.hires) ? forecastData.hires.filter(isRecord) : []).map((h) =>
      keyOf(String(h.role ?? 'Hire')),
    ),
  );
  const folded = chargesToFold(forecastData);
  for (const line of storedLines(forecastData, folded)) {
    const twin = unused.get(keyOf(line.name))?.shift();
    lines.push(line);
    if (!twin) {
      const as = !hires.has(keyOf(line.name))
        ? 'a forecast line'
        : `a hire, now a payroll line${folded > 0 ? ` with its ${folded} % payroll charges included` : ''}`;
      changes.push(`${line.name} (${amounts(line, currency)}): added to the budget from ${as}`);
    } else if (!sameMoney(line, twin)) {
      changes.push(
        `${line.name}: the budget said ${amounts(twin, currency)}, the forecast ${amounts(line, currency)}; the forecast's figures are kept`,
      );
    }
  }
  for (const [key, rest] of unused) {
    for (const line of rest) {
      if (assets.has(key)) {
        changes.push(`${line.name}: left out of the costs, as it is an asset of the forecast`);
      } else {
        lines.push(line);
        changes.push(`${line.name} (${amounts(line, currency)}): added to the forecast from the budget`);
      }
    }
  }
  if (folded > 0) {
    changes.push(
      "payroll charges are now part of the hires' amounts (0 %), so founder pay does not start to bear them",
    );
  }
  for (const line of lines.slice(MAX_COSTS)) {
    changes.push(`${line.name}: left out, as a budget holds at most ${MAX_COSTS} lines`);
  }
  lines.splice(MAX_COSTS);
  const { hires: _payrollLines, ...rest } = forecastData;
  const notice = mergeNotice(changes);
  return {
    ...data,
    budgetingData: {
      ...budgeting,
      // A budget that already holds these very lines is kept as the founder laid it out.
      budget: sameLines(lines, fromBudget)
        ? budget
        : budget || lines.length > 0
          ? budgetWithCostLines(budget, lines, currency)
          : null,
      ...(notice ? { mergeNotice: notice } : {}),
    },
    forecastData: { ...rest, ...(folded > 0 ? { payrollChargesPercent: 0 } : {}), costs: lines },
  };
}
