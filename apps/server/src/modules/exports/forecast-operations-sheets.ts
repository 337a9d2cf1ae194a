import { FORECAST_MONTHS } from '@planner/domain';

import type { Book } from './forecast-sheet-rows.js';
import {
  BOLD,
  cents,
  LOAN_MONTHS_MIN,
  MONEY,
  monthColumn,
  monthNumber,
  monthRow,
  mulDivRound,
  percentOf,
  roundHalfUp,
  scaled,
  SHEET_NAMES,
  timeline,
  TOTAL,
  vatByRate,
  vatRateOf,
} from './forecast-sheet-rows.js';
import type { Expr } from './sheet-formula.js';
import {
  add,
  and,
  ceiling,
  concat,
  div,
  eq,
  ge,
  gt,
  iff,
  lit,
  lt,
  max,
  min,
  mul,
  ne,
  neg,
  power,
  round,
  sub,
  sum,
  sumWhere,
  sumWhereExactFlagged,
} from './sheet-formula.js';
import type { CellStyle } from './sheet-grid.js';

/** Revenue, costs and loans of the scenario shown: what the statements are made of. */

export function revenueSheet(book: Book) {
  const { data, inputs } = book;
  const A = book.assumptions;
  // Revenue: each stream's units month by month, as `streamUnits`, then revenue and VAT on sales.
  const revenue = book.sheet(SHEET_NAMES.revenue);
  timeline(revenue, book.scenarioTitle('Revenue'), inputs, FORECAST_MONTHS, true);
  const streamRevenueRows: number[] = [];
  data.streams.forEach((_, i) => {
    const input = inputs.streams + i;
    const at = (c: number) => A.ref(input, c, 'both');
    const isSubscription = eq(at(2), lit('subscription'));
    revenue.row();
    revenue.set(revenue.row(), 1, A.ref(input, 1, 'both'), BOLD);
    const param = (label: string, value: Expr, style: CellStyle = {}) => {
      const r = revenue.row();
      revenue.set(r, 1, label);
      revenue.set(r, 2, value, style);
      return revenue.ref(r, 2, 'both');
    };
    const price = param('Price in this scenario', scaled(at(3), inputs.multipliers.price), MONEY);
    const growth = param(
      'Growth factor a month',
      max(lit(0), add(lit(1), div(mul(at(5), inputs.multipliers.growth), lit(100)))),
    );
    const churn = param(
      'Share of subscribers leaving a month',
      iff(isSubscription, div(at(6), lit(100)), lit(0)),
    );
    const unit: CellStyle = {};
    const demand = revenue.row();
    monthRow(
      revenue,
      demand,
      'Demand',
      (m, prev) => (m === 1 ? mul(at(4), inputs.multipliers.volume) : mul(prev(demand), growth)),
      { style: unit },
    );
    const carried = demand + 3;
    const wanted = monthRow(
      revenue,
      revenue.row(),
      'New units wanted (demand and rounding carried)',
      (m, prev) =>
        m === 1
          ? revenue.ref(demand, monthColumn(m))
          : add(revenue.ref(demand, monthColumn(m)), prev(carried)),
      { style: unit },
    );
    const fresh = monthRow(
      revenue,
      revenue.row(),
      'New units (whole)',
      (m) => max(lit(0), roundHalfUp(revenue.ref(wanted, monthColumn(m)))),
      { style: unit },
    );
    monthRow(
      revenue,
      revenue.row(),
      'Rounding carried',
      (m) => sub(revenue.ref(wanted, monthColumn(m)), revenue.ref(fresh, monthColumn(m))),
      { style: unit },
    );
    const units = demand + 8;
    const churnCarried = demand + 6;
    const leaving = monthRow(
      revenue,
      revenue.row(),
      'Subscribers leaving',
      (_m, prev) => add(mul(prev(units), churn), prev(churnCarried)),
      { style: unit },
    );
    const left = monthRow(
      revenue,
      revenue.row(),
      'Subscribers leaving (whole)',
      (m, prev) => min(prev(units), roundHalfUp(revenue.ref(leaving, monthColumn(m)))),
      { style: unit },
    );
    monthRow(
      revenue,
      revenue.row(),
      'Leaving rounding carried',
      (m) => sub(revenue.ref(leaving, monthColumn(m)), revenue.ref(left, monthColumn(m))),
      { style: unit },
    );
    const held = monthRow(
      revenue,
      revenue.row(),
      'Units before capacity',
      (m, prev) =>
        iff(
          isSubscription,
          add(sub(prev(units), revenue.ref(left, monthColumn(m))), revenue.ref(fresh, monthColumn(m))),
          revenue.ref(fresh, monthColumn(m)),
        ),
      { style: unit },
    );
    const capacity = at(7);
    monthRow(
      revenue,
      revenue.row(),
      'Units (subscribers for a subscription)',
      (m) => {
        const h = revenue.ref(held, monthColumn(m));
        return iff(and(ne(capacity, lit('')), gt(h, capacity)), capacity, h);
      },
      { style: unit, years: 'sum' },
    );
    const r = monthRow(
      revenue,
      revenue.row(),
      'Revenue',
      (m) => mul(revenue.ref(units, monthColumn(m)), price),
      { years: 'sum' },
    );
    streamRevenueRows.push(r);
  });
  revenue.row();
  revenue.set(revenue.row(), 1, 'Revenue by stream', BOLD);
  revenue.set(revenue.next - 1, 2, 'VAT rate (%)', BOLD);
  const byStream = revenue.next;
  data.streams.forEach((_, i) => {
    const input = inputs.streams + i;
    const r = revenue.row();
    revenue.set(r, 2, vatRateOf(A.ref(input, 8, 'both'), A.ref(input, 9, 'both'), inputs.vatRate));
    monthRow(
      revenue,
      r,
      String(data.streams[i]!.name),
      (m) => revenue.ref(streamRevenueRows[i]!, monthColumn(m)),
      { years: 'sum' },
    );
    revenue.set(r, 1, A.ref(input, 1, 'both'));
  });
  const lastStream = byStream + data.streams.length - 1;
  const totalRevenue = monthRow(
    revenue,
    revenue.row(),
    'Total revenue',
    (m) => sum(revenue.range(byStream, monthColumn(m), lastStream, monthColumn(m), 'none')),
    { style: TOTAL, years: 'sum' },
  );
  revenue.row();
  revenue.set(revenue.row(), 1, 'VAT on sales, by rate', BOLD);
  const salesVat = vatByRate(
    revenue,
    { first: byStream, count: data.streams.length, rateColumn: 2 },
    (m) => revenue.range(byStream, monthColumn(m), lastStream, monthColumn(m), 'row'),
    'VAT on sales',
  );

  return { revenue, totalRevenue, salesVat };
}

export function costsSheet(book: Book) {
  const { data, inputs } = book;
  const A = book.assumptions;
  // Costs: the cost lines (payroll among them), the payroll charges and the assets.
  const costs = book.sheet(SHEET_NAMES.costs);
  timeline(costs, book.scenarioTitle('Costs'), inputs, FORECAST_MONTHS, true);
  costs.row();
  const paramHeader = costs.row();
  [
    'Cost line',
    'Category',
    'One-off in this scenario',
    'Monthly in this scenario',
    'Start month',
    'Payroll (1) or bought (0)',
    'VAT rate (%)',
  ].forEach((h, i) => costs.set(paramHeader, i + 1, h, BOLD));
  const costParams = costs.next;
  data.costs.forEach((_, i) => {
    const input = inputs.costs + i;
    const at = (c: number) => A.ref(input, c, 'both');
    const r = costs.row();
    costs.set(r, 1, at(1));
    costs.set(r, 2, iff(eq(at(2), lit('')), lit('Other'), at(2)));
    costs.set(r, 3, scaled(at(3), inputs.multipliers.costs), MONEY);
    costs.set(r, 4, scaled(at(4), inputs.multipliers.costs), MONEY);
    costs.set(r, 5, at(5));
    costs.set(r, 6, iff(eq(at(6), lit('payroll')), lit(1), lit(0)));
    costs.set(r, 7, iff(eq(costs.ref(r, 6), lit(1)), lit(0), vatRateOf(at(7), at(8), inputs.vatRate)));
  });
  costs.row();
  costs.set(costs.row(), 1, 'Cost lines by month', BOLD);
  const costLines = costs.next;
  data.costs.forEach((cost, i) => {
    const p = costParams + i;
    const r = costs.row();
    monthRow(
      costs,
      r,
      cost.name,
      (m) => {
        const month = monthNumber(costs, m);
        const start = costs.ref(p, 5, 'both');
        return iff(
          lt(month, start),
          lit(0),
          add(costs.ref(p, 4, 'both'), iff(eq(month, start), costs.ref(p, 3, 'both'), lit(0))),
        );
      },
      { years: 'sum' },
    );
    costs.set(r, 1, costs.ref(p, 1, 'both'));
    costs.set(r, 2, costs.ref(p, 2, 'both'));
  });
  const lastCost = costLines + data.costs.length - 1;
  const lineColumn = (m: number) => costs.range(costLines, monthColumn(m), lastCost, monthColumn(m), 'row');
  const none = data.costs.length === 0;
  monthRow(costs, costs.row(), 'Total of the cost lines', (m) => (none ? lit(0) : sum(lineColumn(m))), {
    style: TOTAL,
    years: 'sum',
  });
  const supplierLines = monthRow(
    costs,
    costs.row(),
    'Bought from suppliers (not payroll)',
    (m) =>
      none
        ? lit(0)
        : sumWhere(costs.range(costParams, 6, lastCost - costLines + costParams, 6), lit(0), lineColumn(m)),
    { years: 'sum' },
  );
  costs.row();
  costs.set(costs.row(), 1, 'VAT on cost lines, by rate', BOLD);
  const costVat = vatByRate(
    costs,
    { first: costParams, count: data.costs.length, rateColumn: 7 },
    lineColumn,
    'VAT on cost lines',
  );

  costs.row();
  costs.set(costs.row(), 1, 'Payroll charges, by category of the payroll lines', BOLD);
  // Each category's pay (its payroll lines) bears the payroll charges, counted in that category.
  const flags = costs.range(costParams, 6, costParams + data.costs.length - 1, 6);
  const payrollCharges = new Map<string, number>();
  for (const category of book.categories) {
    const r = costs.row();
    payrollCharges.set(category, r);
    monthRow(
      costs,
      r,
      `Payroll charges: ${category}`,
      (m) =>
        none
          ? lit(0)
          : percentOf(
              sumWhereExactFlagged(
                costs.range(costLines, 2, lastCost, 2),
                costs.ref(r, 2, 'column'),
                flags,
                lineColumn(m),
              ),
              inputs.payrollCharges,
            ),
      { years: 'sum' },
    );
    costs.set(r, 2, category);
  }

  costs.row();
  const assetHeader = costs.row();
  ['Asset', 'Amount', 'Month bought', 'Useful life (months)'].forEach((h, i) =>
    costs.set(assetHeader, i + 1, h, BOLD),
  );
  const assetParams = costs.next;
  data.assets.forEach((_, i) => {
    const input = inputs.assets + i;
    const r = costs.row();
    costs.set(r, 1, A.ref(input, 1, 'both'));
    costs.set(r, 2, div(cents(A.ref(input, 2, 'both')), lit(100)), MONEY);
    costs.set(r, 3, A.ref(input, 3, 'both'));
    costs.set(r, 4, A.ref(input, 4, 'both'));
  });
  const depreciationRows: number[] = [];
  data.assets.forEach((asset, i) => {
    const p = assetParams + i;
    const r = costs.row();
    depreciationRows.push(r);
    monthRow(
      costs,
      r,
      `Depreciation: ${asset.name}`,
      (m) => {
        const j = sub(monthNumber(costs, m), costs.ref(p, 3, 'both'));
        const amount = cents(costs.ref(p, 2, 'both'));
        const life = costs.ref(p, 4, 'both');
        return iff(
          and(ge(j, lit(0)), lt(j, life)),
          div(sub(mulDivRound(add(j, lit(1)), amount, life), mulDivRound(j, amount, life)), lit(100)),
          lit(0),
        );
      },
      { years: 'sum' },
    );
    costs.set(r, 1, concat(lit('Depreciation: '), costs.ref(p, 1, 'both')));
  });
  const lastAsset = assetParams + data.assets.length - 1;
  const depreciation = monthRow(
    costs,
    costs.row(),
    'Depreciation',
    (m) =>
      depreciationRows.length === 0
        ? lit(0)
        : sum(
            costs.range(
              depreciationRows[0]!,
              monthColumn(m),
              depreciationRows[depreciationRows.length - 1]!,
              monthColumn(m),
              'none',
            ),
          ),
    { style: TOTAL, years: 'sum' },
  );
  const bought = monthRow(
    costs,
    costs.row(),
    'Assets bought',
    (m) =>
      data.assets.length === 0
        ? lit(0)
        : sumWhere(
            costs.range(assetParams, 3, lastAsset, 3),
            monthNumber(costs, m),
            costs.range(assetParams, 2, lastAsset, 2),
          ),
    { years: 'sum' },
  );
  const assetVat = monthRow(
    costs,
    costs.row(),
    'VAT on assets bought',
    (m) => percentOf(costs.ref(bought, monthColumn(m)), inputs.vatRate),
    { years: 'sum' },
  );

  return {
    costs,
    costParams,
    costLines,
    lastCost,
    lineColumn,
    none,
    supplierLines,
    costVat,
    payrollCharges,
    depreciation,
    bought,
    assetVat,
  };
}

export function loansSheet(book: Book) {
  const { data, inputs, currency } = book;
  const A = book.assumptions;
  // Loans: a schedule per loan, by month, as `loanSchedule`, to the last payment.
  const loanMonths = Math.max(LOAN_MONTHS_MIN, ...data.loans.map((l) => l.month + l.termMonths));
  const loans = book.sheet(SHEET_NAMES.loans);
  timeline(loans, `Loans (${currency})`, inputs, loanMonths, false);
  loans.row();
  const loanHeader = loans.row();
  [
    'Loan',
    'Principal',
    'Month received',
    'Annual interest (%)',
    'Term (months)',
    'Interest-only months',
    'Monthly payment after interest-only',
  ].forEach((h, i) => loans.set(loanHeader, i + 1, h, BOLD));
  const loanParams = loans.next;
  data.loans.forEach((_, i) => {
    const input = inputs.loans + i;
    const r = loans.row();
    const at = (c: number) => A.ref(input, c, 'both');
    for (let c = 1; c <= 6; c += 1)
      loans.set(r, c, c === 2 ? div(cents(at(2)), lit(100)) : at(c), c === 2 ? MONEY : {});
    const rate = div(loans.ref(r, 4), lit(1200));
    const n = sub(loans.ref(r, 5), loans.ref(r, 6));
    const principal = cents(loans.ref(r, 2));
    loans.set(
      r,
      7,
      div(
        iff(
          eq(loans.ref(r, 4), lit(0)),
          ceiling(div(principal, n)),
          round(div(mul(principal, rate), sub(lit(1), power(add(lit(1), rate), neg(n))))),
        ),
        lit(100),
      ),
      MONEY,
    );
  });
  const loanTotals = {
    received: [] as number[],
    interest: [] as number[],
    principal: [] as number[],
    balance: [] as number[],
  };
  data.loans.forEach((loan, i) => {
    const p = loanParams + i;
    const at = (c: number) => loans.ref(p, c, 'both');
    loans.row();
    loans.set(loans.row(), 1, at(1), BOLD);
    const received = loans.row();
    const interest = loans.row();
    const repaid = loans.row();
    const balance = loans.row();
    const after = (m: number) => gt(monthNumber(loans, m), at(3));
    monthRow(loans, received, 'Received', (m) => iff(eq(monthNumber(loans, m), at(3)), at(2), lit(0)), {
      months: loanMonths,
    });
    monthRow(
      loans,
      interest,
      'Interest',
      (m, prev) =>
        iff(
          after(m),
          div(mulDivRound(cents(prev(balance)), round(mul(at(4), lit(100))), lit(120_000)), lit(100)),
          lit(0),
        ),
      { months: loanMonths },
    );
    monthRow(
      loans,
      repaid,
      'Principal repaid',
      (m, prev) => {
        const paymentNumber = sub(monthNumber(loans, m), at(3));
        return iff(
          after(m),
          iff(
            gt(paymentNumber, at(6)),
            iff(
              ge(paymentNumber, at(5)),
              prev(balance),
              min(prev(balance), sub(at(7), loans.ref(interest, monthColumn(m)))),
            ),
            lit(0),
          ),
          lit(0),
        );
      },
      { months: loanMonths },
    );
    monthRow(
      loans,
      balance,
      'Balance at the end of the month',
      (m, prev) => {
        const month = monthNumber(loans, m);
        return iff(
          lt(month, at(3)),
          lit(0),
          iff(eq(month, at(3)), at(2), sub(prev(balance), loans.ref(repaid, monthColumn(m)))),
        );
      },
      { months: loanMonths },
    );
    loanTotals.received.push(received);
    loanTotals.interest.push(interest);
    loanTotals.principal.push(repaid);
    loanTotals.balance.push(balance);
  });
  loans.row();
  loans.set(loans.row(), 1, 'All loans', BOLD);
  const loanTotal = (label: string, rows: number[]) =>
    monthRow(
      loans,
      loans.row(),
      label,
      (m) => (rows.length === 0 ? lit(0) : add(...rows.map((r) => loans.ref(r, monthColumn(m))))),
      { months: loanMonths, style: TOTAL },
    );
  const loansReceived = loanTotal('Received', loanTotals.received);
  const loansInterest = loanTotal('Interest', loanTotals.interest);
  const loansRepaid = loanTotal('Principal repaid', loanTotals.principal);
  const loansBalance = loanTotal('Balance at the end of the month', loanTotals.balance);

  return { loans, loanMonths, loansReceived, loansInterest, loansRepaid, loansBalance, loanTotals };
}

export type RevenueSheet = ReturnType<typeof revenueSheet>;
export type CostsSheet = ReturnType<typeof costsSheet>;
export type LoansSheet = ReturnType<typeof loansSheet>;
