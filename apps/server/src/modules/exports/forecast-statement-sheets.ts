import { FORECAST_MONTHS } from '@planner/domain';

import type { CostsSheet, LoansSheet, RevenueSheet } from './forecast-operations-sheets.js';
import type { Book } from './forecast-sheet-rows.js';
import {
  at,
  BOLD,
  cents,
  MONEY,
  monthColumn,
  monthNumber,
  monthRow,
  mulDivRound,
  percentOf,
  SHEET_NAMES,
  timeline,
  TOTAL,
} from './forecast-sheet-rows.js';
import type { Expr } from './sheet-formula.js';
import {
  add,
  and,
  div,
  eq,
  gt,
  iff,
  lit,
  lt,
  min,
  mod,
  neg,
  sub,
  sum,
  sumWhere,
  sumWhereExact,
} from './sheet-formula.js';
import type { CellStyle } from './sheet-grid.js';

export function profitAndLossSheet(
  book: Book,
  { revenue, totalRevenue }: RevenueSheet,
  { costs, costLines, lastCost, lineColumn, none, payrollCharges, depreciation }: CostsSheet,
  { loans, loansInterest }: LoansSheet,
) {
  const { inputs, categories } = book;
  // The profit and loss.
  const pl = book.sheet(SHEET_NAMES.profitAndLoss);
  timeline(pl, book.scenarioTitle('Profit and loss'), inputs, FORECAST_MONTHS, true);
  const plRow = (
    label: string,
    cell: (m: number, previous: (row: number) => Expr) => Expr,
    style: CellStyle = MONEY,
  ) => monthRow(pl, pl.row(), label, cell, { style, years: 'sum' });
  const plRevenue = plRow('Revenue', at(revenue, totalRevenue), TOTAL);
  const costOfSales = plRow('Cost of sales', (m) =>
    percentOf(pl.ref(plRevenue, monthColumn(m)), inputs.costOfSales),
  );
  const grossMargin = plRow(
    'Gross margin',
    (m) => sub(pl.ref(plRevenue, monthColumn(m)), pl.ref(costOfSales, monthColumn(m))),
    TOTAL,
  );
  const categoryRows = categories.map((category) => {
    const r = pl.row();
    pl.set(r, 1, category);
    return monthRow(
      pl,
      r,
      category,
      (m) => {
        const lines = none
          ? lit(0)
          : sumWhereExact(costs.range(costLines, 2, lastCost, 2), pl.ref(r, 1, 'column'), lineColumn(m));
        const charges = payrollCharges.get(category);
        return charges === undefined ? lines : add(lines, costs.ref(charges, monthColumn(m)));
      },
      { years: 'sum' },
    );
  });
  const opex = plRow(
    'Total operating expenses',
    (m) =>
      categoryRows.length === 0
        ? lit(0)
        : sum(
            pl.range(
              categoryRows[0]!,
              monthColumn(m),
              categoryRows[categoryRows.length - 1]!,
              monthColumn(m),
              'none',
            ),
          ),
    TOTAL,
  );
  const ebitda = plRow(
    'EBITDA',
    (m) => sub(pl.ref(grossMargin, monthColumn(m)), pl.ref(opex, monthColumn(m))),
    TOTAL,
  );
  const plDepreciation = plRow('Depreciation', at(costs, depreciation));
  const interest = plRow('Interest', at(loans, loansInterest));
  const pbt = plRow(
    'Profit before tax',
    (m) =>
      sub(
        sub(pl.ref(ebitda, monthColumn(m)), pl.ref(plDepreciation, monthColumn(m))),
        pl.ref(interest, monthColumn(m)),
      ),
    TOTAL,
  );
  const incomeTax = pl.row();
  const netProfit = pl.row();
  pl.row();
  pl.set(pl.row(), 1, 'Workings', BOLD);
  const offset = pl.row();
  const lossesCarried = pl.row();
  monthRow(pl, offset, 'Losses of earlier months set against this profit', (m, prev) => {
    const profit = pl.ref(pbt, monthColumn(m));
    return iff(gt(profit, lit(0)), min(prev(lossesCarried), profit), lit(0));
  });
  monthRow(pl, lossesCarried, 'Losses carried forward', (m, prev) => {
    const profit = pl.ref(pbt, monthColumn(m));
    return add(
      prev(lossesCarried),
      iff(lt(profit, lit(0)), neg(profit), neg(pl.ref(offset, monthColumn(m)))),
    );
  });
  monthRow(
    pl,
    incomeTax,
    'Income tax',
    (m) => {
      const profit = pl.ref(pbt, monthColumn(m));
      return iff(
        gt(profit, lit(0)),
        percentOf(sub(profit, pl.ref(offset, monthColumn(m))), inputs.taxRate),
        lit(0),
      );
    },
    { years: 'sum' },
  );
  monthRow(
    pl,
    netProfit,
    'Net profit',
    (m) => sub(pl.ref(pbt, monthColumn(m)), pl.ref(incomeTax, monthColumn(m))),
    { style: TOTAL, years: 'sum' },
  );

  return {
    pl,
    plRevenue,
    costOfSales,
    grossMargin,
    opex,
    ebitda,
    plDepreciation,
    interest,
    incomeTax,
    netProfit,
  };
}

export function cashFlowSheet(
  book: Book,
  { revenue, totalRevenue, salesVat }: RevenueSheet,
  { costs, supplierLines, costVat, bought, assetVat }: CostsSheet,
  { loans, loansReceived, loansRepaid }: LoansSheet,
  { pl, costOfSales, plDepreciation, incomeTax, netProfit }: ProfitAndLossSheet,
) {
  const { data, inputs } = book;
  const A = book.assumptions;
  // The cash flow, with the working capital, the VAT account and income tax as its workings.
  const cf = book.sheet(SHEET_NAMES.cashFlow);
  timeline(cf, book.scenarioTitle('Cash flow'), inputs, FORECAST_MONTHS, true);
  const rows = {} as Record<string, number>;
  for (const key of [
    'netProfit',
    'depreciation',
    'receivablesChange',
    'payablesChange',
    'vatChange',
    'incomeTaxChange',
    'operating',
    'assetPurchases',
    'investing',
    'equity',
    'loansReceived',
    'loanRepayments',
    'grants',
    'financing',
    'netChange',
    'cashAtStart',
    'cashAtEnd',
  ]) {
    rows[key] = cf.row();
  }
  cf.row();
  cf.set(cf.row(), 1, 'Workings', BOLD);
  for (const key of [
    'sales',
    'vatOnPurchases',
    'purchases',
    'receivables',
    'payables',
    'vatCollected',
    'vatReclaimed',
    'vatSettled',
    'vatOwed',
    'taxPaid',
    'taxOwed',
  ]) {
    rows[key] = cf.row();
  }
  const w = (key: string) => rows[key]!;
  const cfAt = (key: string, m: number) => cf.ref(w(key), monthColumn(m));
  monthRow(
    cf,
    w('sales'),
    'Sales invoiced, VAT included',
    (m) => add(revenue.ref(totalRevenue, monthColumn(m)), revenue.ref(salesVat, monthColumn(m))),
    { years: 'sum' },
  );
  monthRow(
    cf,
    w('vatOnPurchases'),
    'VAT on cost of sales and cost lines',
    (m) =>
      add(percentOf(pl.ref(costOfSales, monthColumn(m)), inputs.vatRate), costs.ref(costVat, monthColumn(m))),
    { years: 'sum' },
  );
  monthRow(
    cf,
    w('purchases'),
    'Purchases invoiced, VAT included',
    (m) =>
      add(
        pl.ref(costOfSales, monthColumn(m)),
        costs.ref(supplierLines, monthColumn(m)),
        cfAt('vatOnPurchases', m),
      ),
    { years: 'sum' },
  );
  /** `unpaidAt`: what is still unpaid at the end of month m of amounts invoiced and paid `days` later. */
  const unpaid = (row: number, days: Expr, m: number): Expr => {
    const terms: Expr[] = [];
    for (let back = 0; back * 30 < 180 && m - back >= 1; back += 1) {
      const share = min(lit(30), sub(days, lit(back * 30)));
      terms.push(
        iff(
          lt(lit(back * 30), days),
          mulDivRound(cents(cf.ref(row, monthColumn(m - back))), share, lit(30)),
          lit(0),
        ),
      );
    }
    return div(add(...terms, lit(0)), lit(100));
  };
  monthRow(
    cf,
    w('receivables'),
    'Receivables (unpaid sales)',
    (m) => unpaid(w('sales'), inputs.receivableDays, m),
    { years: 'last' },
  );
  monthRow(
    cf,
    w('payables'),
    'Payables (unpaid purchases)',
    (m) => unpaid(w('purchases'), inputs.payableDays, m),
    { years: 'last' },
  );
  monthRow(cf, w('vatCollected'), 'VAT collected', at(revenue, salesVat), { years: 'sum' });
  monthRow(
    cf,
    w('vatReclaimed'),
    'VAT reclaimed (purchases and assets)',
    (m) => add(cfAt('vatOnPurchases', m), costs.ref(assetVat, monthColumn(m))),
    { years: 'sum' },
  );
  const settleEvery = iff(eq(inputs.vatPeriod, lit('monthly')), lit(1), lit(3));
  monthRow(
    cf,
    w('vatSettled'),
    'VAT settled with the tax office',
    (m, prev) => {
      const month = monthNumber(cf, m);
      return iff(
        and(gt(month, lit(1)), eq(mod(sub(month, lit(1)), settleEvery), lit(0))),
        prev(w('vatOwed')),
        lit(0),
      );
    },
    { years: 'sum' },
  );
  monthRow(
    cf,
    w('vatOwed'),
    'VAT owed (negative: due back)',
    (m, prev) =>
      sub(
        sub(
          sub(add(prev(w('vatOwed')), cfAt('vatCollected', m)), cfAt('vatOnPurchases', m)),
          costs.ref(assetVat, monthColumn(m)),
        ),
        cfAt('vatSettled', m),
      ),
    { years: 'last' },
  );
  monthRow(
    cf,
    w('taxPaid'),
    'Income tax paid',
    (m, prev) => {
      const month = monthNumber(cf, m);
      return iff(
        and(gt(month, lit(1)), eq(mod(sub(month, lit(1)), lit(12)), lit(0))),
        prev(w('taxOwed')),
        lit(0),
      );
    },
    { years: 'sum' },
  );
  monthRow(
    cf,
    w('taxOwed'),
    'Income tax owed',
    (m, prev) => sub(add(prev(w('taxOwed')), pl.ref(incomeTax, monthColumn(m))), cfAt('taxPaid', m)),
    { years: 'last' },
  );

  const cfRow = (
    key: string,
    label: string,
    cell: (m: number, previous: (row: number) => Expr) => Expr,
    style: CellStyle = MONEY,
    years: 'sum' | 'first' | 'last' = 'sum',
  ) => monthRow(cf, w(key), label, cell, { style, years });
  const change = (key: string, sign: 1 | -1) => (m: number, prev: (row: number) => Expr) =>
    sign === 1 ? sub(cfAt(key, m), prev(w(key))) : sub(prev(w(key)), cfAt(key, m));
  cfRow('netProfit', 'Net profit', at(pl, netProfit));
  cfRow('depreciation', 'Depreciation added back', at(pl, plDepreciation));
  cfRow('receivablesChange', 'Change in receivables', change('receivables', -1));
  cfRow('payablesChange', 'Change in payables', change('payables', 1));
  cfRow('vatChange', 'Change in VAT owed', change('vatOwed', 1));
  cfRow('incomeTaxChange', 'Change in income tax owed', change('taxOwed', 1));
  cfRow(
    'operating',
    'Cash from operations',
    (m) => sum(cf.range(w('netProfit'), monthColumn(m), w('incomeTaxChange'), monthColumn(m), 'none')),
    TOTAL,
  );
  cfRow('assetPurchases', 'Asset purchases', (m) => neg(costs.ref(bought, monthColumn(m))));
  cfRow('investing', 'Cash from investing', (m) => cfAt('assetPurchases', m), TOTAL);
  const byMonth = (first: number, count: number) => (m: number) =>
    count === 0
      ? lit(0)
      : sumWhere(
          A.range(first, 3, first + count - 1, 3),
          monthNumber(cf, m),
          A.range(first, 2, first + count - 1, 2),
        );
  cfRow('equity', 'Equity received', byMonth(inputs.equity, data.equity.length));
  cfRow('loansReceived', 'Loans received', at(loans, loansReceived));
  cfRow('loanRepayments', 'Loan repayments', (m) => neg(loans.ref(loansRepaid, monthColumn(m))));
  cfRow('grants', 'Grants received', byMonth(inputs.grants, data.grants.length));
  cfRow(
    'financing',
    'Cash from financing',
    (m) => sum(cf.range(w('equity'), monthColumn(m), w('grants'), monthColumn(m), 'none')),
    TOTAL,
  );
  cfRow(
    'netChange',
    'Net change in cash',
    (m) => add(cfAt('operating', m), cfAt('investing', m), cfAt('financing', m)),
    TOTAL,
  );
  const cashAtEnd = w('cashAtEnd');
  cfRow(
    'cashAtStart',
    'Cash at the start',
    (m, prev) => (m === 1 ? inputs.startingCash : prev(cashAtEnd)),
    MONEY,
    'first',
  );
  cfRow(
    'cashAtEnd',
    'Cash at the end',
    (m) => add(cfAt('cashAtStart', m), cfAt('netChange', m)),
    TOTAL,
    'last',
  );

  return { cf, w, cashAtEnd };
}

export function balanceSheetSheet(
  book: Book,
  { costs, depreciation, bought }: CostsSheet,
  { loans, loansBalance }: LoansSheet,
  { pl, netProfit }: ProfitAndLossSheet,
  { cf, w, cashAtEnd }: CashFlowSheet,
) {
  const { inputs } = book;
  const cfAt = (key: string, m: number) => cf.ref(w(key), monthColumn(m));
  // The balance sheet at the end of each month.
  const bs = book.sheet(SHEET_NAMES.balanceSheet);
  timeline(bs, book.scenarioTitle('Balance sheet'), inputs, FORECAST_MONTHS, true);
  const b = {} as Record<string, number>;
  for (const key of [
    'cash',
    'receivables',
    'netFixedAssets',
    'totalAssets',
    'payables',
    'vatOwed',
    'incomeTaxOwed',
    'loans',
    'totalLiabilities',
    'paidInEquity',
    'grants',
    'retainedEarnings',
    'totalEquity',
    'totalLiabilitiesAndEquity',
  ]) {
    b[key] = bs.row();
  }
  const bsAt = (key: string, m: number) => bs.ref(b[key]!, monthColumn(m));
  const bsRow = (
    key: string,
    label: string,
    cell: (m: number, previous: (row: number) => Expr) => Expr,
    style: CellStyle = MONEY,
  ) => monthRow(bs, b[key]!, label, cell, { style, years: 'last' });
  bsRow('cash', 'Cash', at(cf, cashAtEnd));
  bsRow('receivables', 'Receivables', at(cf, w('receivables')));
  bsRow('netFixedAssets', 'Net fixed assets', (m, prev) =>
    sub(
      add(prev(b.netFixedAssets!), costs.ref(bought, monthColumn(m))),
      costs.ref(depreciation, monthColumn(m)),
    ),
  );
  bsRow(
    'totalAssets',
    'Total assets',
    (m) => add(bsAt('cash', m), bsAt('receivables', m), bsAt('netFixedAssets', m)),
    TOTAL,
  );
  bsRow('payables', 'Payables', at(cf, w('payables')));
  bsRow('vatOwed', 'VAT owed', at(cf, w('vatOwed')));
  bsRow('incomeTaxOwed', 'Income tax owed', at(cf, w('taxOwed')));
  bsRow('loans', 'Loans outstanding', at(loans, loansBalance));
  bsRow(
    'totalLiabilities',
    'Total liabilities',
    (m) => add(bsAt('payables', m), bsAt('vatOwed', m), bsAt('incomeTaxOwed', m), bsAt('loans', m)),
    TOTAL,
  );
  bsRow('paidInEquity', 'Paid-in equity', (m, prev) =>
    add(m === 1 ? inputs.startingCash : prev(b.paidInEquity!), cfAt('equity', m)),
  );
  bsRow('grants', 'Grants', (m, prev) => add(prev(b.grants!), cfAt('grants', m)));
  bsRow('retainedEarnings', 'Retained earnings', (m, prev) =>
    add(prev(b.retainedEarnings!), pl.ref(netProfit, monthColumn(m))),
  );
  bsRow(
    'totalEquity',
    'Total equity',
    (m) => add(bsAt('paidInEquity', m), bsAt('grants', m), bsAt('retainedEarnings', m)),
    TOTAL,
  );
  bsRow(
    'totalLiabilitiesAndEquity',
    'Total liabilities and equity',
    (m) => add(bsAt('totalLiabilities', m), bsAt('totalEquity', m)),
    TOTAL,
  );

  return { bs, b };
}

export type ProfitAndLossSheet = ReturnType<typeof profitAndLossSheet>;
export type CashFlowSheet = ReturnType<typeof cashFlowSheet>;
export type BalanceSheetSheet = ReturnType<typeof balanceSheetSheet>;
