import type { ForecastData } from '@planner/domain';
import { FORECAST_MONTHS, MONTHS_PER_YEAR } from '@planner/domain';

import type { Inputs } from './forecast-sheet-rows.js';
import {
  BOLD,
  cents,
  MONEY,
  monthColumn,
  mulDivRound,
  roundHalfUp,
  sameCents,
  SHEET_NAMES,
  timeline,
  TOTAL,
  yearColumn,
  YEARS,
} from './forecast-sheet-rows.js';
import type { Expr } from './sheet-formula.js';
import {
  add,
  and,
  concat,
  div,
  eq,
  firstLowest,
  iff,
  int,
  le,
  lit,
  lowest,
  max,
  mul,
  neg,
  sub,
  sum,
  sumUpTo,
} from './sheet-formula.js';
import type { CellStyle } from './sheet-grid.js';
import { Grid } from './sheet-grid.js';

/** `Math.round(value * 10^d) / 10^d` of numerator / denominator, as the domain's ratios round. */
function ratioOf(numerator: Expr, denominator: Expr, decimals: number): Expr {
  const scale = lit(10 ** decimals);
  return div(roundHalfUp(mul(div(numerator, denominator), scale)), scale);
}

export function ratiosSheet(
  inputs: Inputs,
  p: {
    pl: Grid;
    plRevenue: number;
    grossMargin: number;
    netProfit: number;
    ebitda: number;
    interest: number;
    depreciation: number;
  },
  c: { cf: Grid; w: (key: string) => number },
  s: { bs: Grid; b: Record<string, number> },
  l: { loans: Grid; loansRepaid: number },
  currency: string,
): Grid {
  const sheet = new Grid(SHEET_NAMES.ratios);
  sheet.widths.set(1, 52);
  sheet.set(
    sheet.row(),
    1,
    concat(lit('Ratios a lender reads first, '), inputs.scenario, lit(` scenario (${currency})`)),
    BOLD,
  );
  const header = sheet.row();
  sheet.set(header, 1, 'Year', BOLD);
  for (let y = 1; y <= YEARS; y += 1) {
    sheet.widths.set(y + 1, 14);
    sheet.set(header, y + 1, `Year ${y}`, BOLD);
  }
  const gross = sheet.row();
  const net = sheet.row();
  const coverage = sheet.row();
  const cover = sheet.row();
  const current = sheet.row();
  const leverage = sheet.row();
  const runway = sheet.row();
  sheet.row();
  const due = sheet.row();
  const line = (r: number, label: string, cell: (y: number) => Expr, style: CellStyle = {}) => {
    sheet.set(r, 1, label);
    for (let y = 1; y <= YEARS; y += 1) sheet.set(r, y + 1, cell(y), style);
  };
  const year = (grid: Grid, row: number) => (y: number) => cents(grid.ref(row, yearColumn(y)));
  const bsYear = (key: string) => year(s.bs, s.b[key]!);
  const blank = lit('');
  line(
    due,
    'Workings: loan principal due in the 12 months after the year',
    (y) => {
      const from = monthColumn(y * MONTHS_PER_YEAR + 1);
      return sum(l.loans.range(l.loansRepaid, from, l.loansRepaid, from + MONTHS_PER_YEAR - 1, 'none'));
    },
    MONEY,
  );
  const revenue = year(p.pl, p.plRevenue);
  line(gross, 'Gross margin (% of revenue)', (y) =>
    iff(eq(revenue(y), lit(0)), blank, ratioOf(mul(year(p.pl, p.grossMargin)(y), lit(100)), revenue(y), 1)),
  );
  line(net, 'Net margin (% of revenue)', (y) =>
    iff(eq(revenue(y), lit(0)), blank, ratioOf(mul(year(p.pl, p.netProfit)(y), lit(100)), revenue(y), 1)),
  );
  const debtService = (y: number) => sub(year(p.pl, p.interest)(y), year(c.cf, c.w('loanRepayments'))(y));
  line(coverage, 'Debt service coverage (EBITDA over loan payments)', (y) =>
    iff(eq(debtService(y), lit(0)), blank, ratioOf(year(p.pl, p.ebitda)(y), debtService(y), 2)),
  );
  line(cover, 'Interest cover (EBITDA less depreciation over interest)', (y) =>
    iff(
      eq(year(p.pl, p.interest)(y), lit(0)),
      blank,
      ratioOf(sub(year(p.pl, p.ebitda)(y), year(p.pl, p.depreciation)(y)), year(p.pl, p.interest)(y), 2),
    ),
  );
  const currentAssets = (y: number) =>
    add(bsYear('cash')(y), bsYear('receivables')(y), max(lit(0), neg(bsYear('vatOwed')(y))));
  const currentLiabilities = (y: number) =>
    add(
      bsYear('payables')(y),
      max(lit(0), bsYear('vatOwed')(y)),
      bsYear('incomeTaxOwed')(y),
      cents(sheet.ref(due, y + 1)),
    );
  line(current, 'Current ratio (cash and money due in over what is owed within a year)', (y) =>
    iff(eq(currentLiabilities(y), lit(0)), blank, ratioOf(currentAssets(y), currentLiabilities(y), 2)),
  );
  line(leverage, 'Debt to equity (loans over equity)', (y) =>
    iff(
      le(bsYear('totalEquity')(y), lit(0)),
      blank,
      ratioOf(bsYear('loans')(y), bsYear('totalEquity')(y), 2),
    ),
  );
  line(runway, "Runway (months the year-end cash lasts at the year's burn)", (y) => {
    const burn = neg(add(year(c.cf, c.w('operating'))(y), year(c.cf, c.w('investing'))(y)));
    return iff(le(burn, lit(0)), blank, max(lit(0), int(div(mul(bsYear('cash')(y), lit(12)), burn))));
  });
  return sheet;
}

export function checksSheet(
  inputs: Inputs,
  p: { pl: Grid; netProfit: number },
  c: { cf: Grid; w: (key: string) => number },
  s: { bs: Grid; b: Record<string, number> },
  l: {
    loans: Grid;
    loanTotals: { received: number[]; principal: number[]; balance: number[] };
    loansBalance: number;
  },
): Grid {
  const sheet = new Grid(SHEET_NAMES.checks);
  timeline(
    sheet,
    concat(
      lit('The master check, '),
      inputs.scenario,
      lit(' scenario: TRUE in every month of a sound model'),
    ),
    inputs,
    FORECAST_MONTHS,
    false,
  );
  const master = sheet.row();
  sheet.row();
  const bsAt = (key: string, m: number) => s.bs.ref(s.b[key]!, monthColumn(m));
  const cfAt = (key: string, m: number) => c.cf.ref(c.w(key), monthColumn(m));
  const checkRows: number[] = [];
  const check = (label: string, cell: (m: number) => Expr) => {
    const r = sheet.row();
    checkRows.push(r);
    for (let m = 1; m <= FORECAST_MONTHS; m += 1) sheet.set(r, monthColumn(m), cell(m));
    sheet.set(r, 1, label);
    const months = sheet.range(r, monthColumn(1), r, monthColumn(FORECAST_MONTHS), 'none');
    sheet.set(r, 2, { f: `AND(${months.f})`, v: months.values.every(Boolean) }, BOLD);
  };
  check('The balance sheet balances', (m) =>
    sameCents(bsAt('totalAssets', m), bsAt('totalLiabilitiesAndEquity', m)),
  );
  check('The cash flow ends with the balance sheet’s cash', (m) =>
    and(
      sameCents(cfAt('cashAtEnd', m), bsAt('cash', m)),
      sameCents(cfAt('cashAtStart', m), m === 1 ? inputs.startingCash : cfAt('cashAtEnd', m - 1)),
    ),
  );
  check('The profit and loss and the cash flow show the same net profit', (m) =>
    sameCents(p.pl.ref(p.netProfit, monthColumn(m)), cfAt('netProfit', m)),
  );
  check('Each loan’s balance follows its schedule', (m) => {
    const each = l.loanTotals.balance.map((balance, i) => {
      const received = sum(
        l.loans.range(
          l.loanTotals.received[i]!,
          monthColumn(1),
          l.loanTotals.received[i]!,
          monthColumn(m),
          'none',
        ),
      );
      const repaid = sum(
        l.loans.range(
          l.loanTotals.principal[i]!,
          monthColumn(1),
          l.loanTotals.principal[i]!,
          monthColumn(m),
          'none',
        ),
      );
      return sameCents(sub(received, repaid), l.loans.ref(balance, monthColumn(m)));
    });
    const total =
      l.loanTotals.balance.length === 0
        ? lit(0)
        : add(...l.loanTotals.balance.map((r) => l.loans.ref(r, monthColumn(m))));
    return and(...each, sameCents(total, bsAt('loans', m)));
  });
  check('The VAT account reconciles', (m) => {
    const moved = sub(sub(cfAt('vatCollected', m), cfAt('vatReclaimed', m)), cfAt('vatSettled', m));
    const before = m === 1 ? lit(0) : bsAt('vatOwed', m - 1);
    return and(sameCents(bsAt('vatOwed', m), add(before, moved)), sameCents(cfAt('vatChange', m), moved));
  });
  sheet.set(master, 1, 'The model balances (every check, every month)', BOLD);
  const column = sheet.range(checkRows[0]!, 2, checkRows[checkRows.length - 1]!, 2, 'none');
  sheet.set(master, 2, { f: `AND(${column.f})`, v: column.values.every(Boolean) }, BOLD);
  return sheet;
}

/**
 * Sources and uses to the lowest cash month, as the domain's `sourcesAndUses` on the funding need:
 * sources are the starting cash, each equity line, loan and grant received by then and the amount
 * still to find; uses each asset and one-off cost by then, the operating losses, working capital, loan
 * repayments, the minimum cash buffer and any cash above it. Lines after the lowest month count 0.
 */
export function sourcesAndUsesSheet(
  data: ForecastData,
  inputs: Inputs,
  g: {
    assumptions: Grid;
    costs: Grid;
    costParams: number;
    loans: Grid;
    loanReceived: number[];
    loanMonths: number;
    pl: Grid;
    opex: number;
    cf: Grid;
    w: (key: string) => number;
  },
): Grid {
  const A = g.assumptions;
  const sheet = new Grid(SHEET_NAMES.sourcesAndUses);
  sheet.widths.set(1, 60).set(2, 18);
  sheet.set(
    sheet.row(),
    1,
    concat(lit('Sources and uses to the lowest cash point, '), inputs.scenario, lit(' scenario')),
    BOLD,
  );
  sheet.row();
  const param = (label: string, value: Expr, style: CellStyle = MONEY) => {
    const r = sheet.row();
    sheet.set(r, 1, label);
    sheet.set(r, 2, value, style);
    return sheet.ref(r, 2, 'both');
  };
  const cash = g.cf.range(g.w('cashAtEnd'), monthColumn(1), g.w('cashAtEnd'), monthColumn(FORECAST_MONTHS));
  const through = param('Lowest cash month (the table runs to it)', firstLowest(cash), {});
  const lowestCash = param('Lowest cash', lowest(cash));
  const firstYearOpex = sum(g.pl.range(g.opex, monthColumn(1), g.opex, monthColumn(MONTHS_PER_YEAR)));
  const minimum = param(
    'Minimum cash (set, or three months of year 1 operating expenses)',
    iff(
      eq(inputs.minimumCash, lit('')),
      div(mulDivRound(cents(firstYearOpex), lit(3), lit(MONTHS_PER_YEAR)), lit(100)),
      div(cents(inputs.minimumCash), lit(100)),
    ),
  );
  const stillToFind = param('Still to find', max(lit(0), div(cents(sub(minimum, lowestCash)), lit(100))));
  const monthNumbers = (grid: Grid, months: number) => grid.range(3, monthColumn(1), 3, monthColumn(months));
  const cfUpTo = (key: string) =>
    sumUpTo(
      monthNumbers(g.cf, FORECAST_MONTHS),
      through,
      g.cf.range(g.w(key), monthColumn(1), g.w(key), monthColumn(FORECAST_MONTHS)),
    );

  const line = (label: Expr | string, value: Expr) => {
    const r = sheet.row();
    sheet.set(r, 1, label);
    sheet.set(r, 2, value, MONEY);
    return r;
  };
  const received = (first: number, index: number) =>
    iff(le(A.ref(first + index, 3, 'both'), through), A.ref(first + index, 2, 'both'), lit(0));
  sheet.row();
  sheet.set(sheet.row(), 1, 'Sources', BOLD);
  const sources: number[] = [];
  sources.push(line('Own money (starting cash)', inputs.startingCash));
  data.equity.forEach((_, i) =>
    sources.push(line(A.ref(inputs.equity + i, 1, 'both'), received(inputs.equity, i))),
  );
  g.loanReceived.forEach((row, i) =>
    sources.push(
      line(
        A.ref(inputs.loans + i, 1, 'both'),
        sumUpTo(
          monthNumbers(g.loans, g.loanMonths),
          through,
          g.loans.range(row, monthColumn(1), row, monthColumn(g.loanMonths)),
        ),
      ),
    ),
  );
  data.grants.forEach((_, i) =>
    sources.push(line(A.ref(inputs.grants + i, 1, 'both'), received(inputs.grants, i))),
  );
  sources.push(line('Still to find', stillToFind));
  const totalSources = sheet.row();
  sheet.set(totalSources, 1, 'Total sources', BOLD);
  sheet.set(
    totalSources,
    2,
    sum(sheet.range(sources[0]!, 2, sources[sources.length - 1]!, 2, 'none')),
    TOTAL,
  );

  sheet.row();
  sheet.set(sheet.row(), 1, 'Uses', BOLD);
  const uses: number[] = [];
  data.assets.forEach((_, i) => {
    const r = inputs.assets + i;
    uses.push(
      line(
        A.ref(r, 1, 'both'),
        iff(le(A.ref(r, 3, 'both'), through), div(cents(A.ref(r, 2, 'both')), lit(100)), lit(0)),
      ),
    );
  });
  const oneOffs =
    data.costs.length === 0
      ? lit(0)
      : sumUpTo(
          g.costs.range(g.costParams, 5, g.costParams + data.costs.length - 1, 5),
          through,
          g.costs.range(g.costParams, 3, g.costParams + data.costs.length - 1, 3),
        );
  data.costs.forEach((cost, i) => {
    if (cost.oneOff <= 0) return;
    const p = g.costParams + i;
    uses.push(
      line(
        A.ref(inputs.costs + i, 1, 'both'),
        iff(le(g.costs.ref(p, 5, 'both'), through), g.costs.ref(p, 3, 'both'), lit(0)),
      ),
    );
  });
  const budgetLines = neg(add(cfUpTo('netProfit'), cfUpTo('depreciation')));
  uses.push(
    line('Operating losses (running costs less revenue; negative: a profit)', sub(budgetLines, oneOffs)),
  );
  uses.push(
    line(
      'Working capital',
      neg(
        add(
          cfUpTo('receivablesChange'),
          cfUpTo('payablesChange'),
          cfUpTo('vatChange'),
          cfUpTo('incomeTaxChange'),
        ),
      ),
    ),
  );
  uses.push(line('Loan repayments', neg(cfUpTo('loanRepayments'))));
  uses.push(line('Minimum cash buffer', minimum));
  uses.push(line('Cash above the buffer at the lowest point', max(lit(0), sub(lowestCash, minimum))));
  const totalUses = sheet.row();
  sheet.set(totalUses, 1, 'Total uses', BOLD);
  sheet.set(totalUses, 2, sum(sheet.range(uses[0]!, 2, uses[uses.length - 1]!, 2, 'none')), TOTAL);
  sheet.row();
  const equal = sheet.row();
  sheet.set(equal, 1, 'Sources equal uses');
  sheet.set(equal, 2, sameCents(sheet.ref(totalSources, 2), sheet.ref(totalUses, 2)), BOLD);
  return sheet;
}
