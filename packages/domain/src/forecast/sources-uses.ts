import type { ForecastData, ScenarioMultipliers } from './assumptions.js';
import type { Cents } from './money.js';
import { sumCents, toCents } from './money.js';
import { scaledCents } from './project.js';
import type { ScenarioForecast } from './scenarios.js';

/** What a line of the sources and uses is. */
export type SourceKind = 'own-money' | 'equity' | 'loan' | 'grant' | 'still-to-find';
export type UseKind =
  | 'asset'
  | 'one-off'
  | 'operating-losses'
  | 'working-capital'
  | 'loan-repayments'
  | 'cash-buffer'
  | 'cash-above-buffer';

export interface SourcesAndUsesLine<Kind extends string> {
  kind: Kind;
  label: string;
  cents: Cents;
}

/**
 * The funding up to the lowest cash point as a lender's table: where the money comes from against
 * what it pays for. `sourcesTotal` always equals `usesTotal` to the cent.
 */
export interface SourcesAndUses {
  /** The month (1..36) the table runs to: the lowest cash month of the funding need. */
  throughMonth: number;
  sources: SourcesAndUsesLine<SourceKind>[];
  uses: SourcesAndUsesLine<UseKind>[];
  sourcesTotal: Cents;
  usesTotal: Cents;
}

/** Funding lines received up to `month`, one per line, by name. */
function received<T extends { name: string; month: number; amount: number }>(
  lines: readonly T[],
  month: number,
): { label: string; cents: Cents }[] {
  return lines.filter((l) => l.month <= month).map((l) => ({ label: l.name, cents: toCents(l.amount) }));
}

/**
 * Sources and uses of one scenario, built on its funding need (`scenario.fundingNeed`), so every
 * figure is the one model's. It runs to the lowest cash month: sources are the starting cash (the
 * founder's own money), each equity line, each loan and each grant received by then, and the amount
 * still to find; uses are each asset and each one-off cost by name, the operating losses (running
 * costs less revenue, one-off costs apart), working capital, loan repayments and the minimum cash
 * buffer. When nothing is still to find, the cash above the buffer at the lowest point is a use too,
 * so both totals are equal. `multipliers` are the scenario's (the one-off costs scale with `costs`).
 */
export function sourcesAndUses(
  data: ForecastData,
  scenario: ScenarioForecast,
  multipliers: ScenarioMultipliers = data.scenarios.base,
): SourcesAndUses {
  const need = scenario.fundingNeed;
  const month = need.lowestCashMonth;
  const sources: SourcesAndUsesLine<SourceKind>[] = [];
  if (need.sources.startingCash !== 0) {
    sources.push({ kind: 'own-money', label: 'Own money (starting cash)', cents: need.sources.startingCash });
  }
  for (const e of received(data.equity, month)) sources.push({ kind: 'equity', ...e });
  data.loans.forEach((loan, i) => {
    const schedule = scenario.loanSchedules[i];
    const cents = sumCents(schedule?.received.slice(0, month + 1) ?? []);
    if (cents !== 0) sources.push({ kind: 'loan', label: loan.name, cents });
  });
  for (const g of received(data.grants, month)) sources.push({ kind: 'grant', ...g });
  if (need.stillToFind > 0) {
    sources.push({ kind: 'still-to-find', label: 'Still to find', cents: need.stillToFind });
  }

  const uses: SourcesAndUsesLine<UseKind>[] = [];
  for (const a of data.assets.filter((x) => x.month <= month)) {
    uses.push({ kind: 'asset', label: a.name, cents: toCents(a.amount) });
  }
  const oneOffs = data.costs
    .filter((c) => c.startMonth <= month && c.oneOff > 0)
    .map((c) => ({
      kind: 'one-off' as const,
      label: c.name,
      cents: scaledCents(c.oneOff, multipliers.costs),
    }));
  uses.push(...oneOffs);
  const losses = need.useOfFunds.budgetLines - sumCents(oneOffs.map((o) => o.cents));
  const through = month === 1 ? 'month 1' : `months 1-${month}`;
  uses.push({
    kind: 'operating-losses',
    label:
      losses >= 0
        ? `Operating losses, ${through} (running costs less revenue)`
        : `Less operating profit, ${through} (revenue less running costs)`,
    cents: losses,
  });
  uses.push({ kind: 'working-capital', label: 'Working capital', cents: need.useOfFunds.workingCapital });
  if (need.useOfFunds.loanRepayments !== 0) {
    uses.push({
      kind: 'loan-repayments',
      label: `Loan repayments, ${through}`,
      cents: need.useOfFunds.loanRepayments,
    });
  }
  uses.push({ kind: 'cash-buffer', label: 'Minimum cash buffer', cents: need.minimumCash });
  if (need.lowestCash > need.minimumCash) {
    uses.push({
      kind: 'cash-above-buffer',
      label: 'Cash above the buffer at the lowest point',
      cents: need.lowestCash - need.minimumCash,
    });
  }
  return {
    throughMonth: month,
    sources,
    uses,
    sourcesTotal: sumCents(sources.map((s) => s.cents)),
    usesTotal: sumCents(uses.map((u) => u.cents)),
  };
}
