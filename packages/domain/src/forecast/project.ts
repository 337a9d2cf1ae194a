import type { ForecastData, ForecastStream, ScenarioMultipliers, VatTreatment } from './assumptions.js';
import type { LoanSchedule } from './loans.js';
import { loanSchedule } from './loans.js';
import type { Cents } from './money.js';
import { addCentsInto, MAX_MONTHLY_CENTS, mulDivRound, percentOfCents, sumCents, toCents } from './money.js';
import { FORECAST_MONTHS, monthKey, MONTHS_PER_QUARTER, MONTHS_PER_YEAR } from './months.js';
import type { BalanceSheet, CashFlow, ProfitAndLoss } from './statements.js';
import { unpaidAt } from './working-capital.js';

/** One month (or quarter, or year) of the projection; every amount in cents. */
export interface ForecastPeriod {
  /** "2027-04" for a month, "2027-04 to 2027-06" for a quarter, "Year 1" for a year. */
  label: string;
  /** Whole units sold (subscribers for subscriptions) per stream; a period's sum of its months. */
  unitsByStream: number[];
  /** Revenue per stream, in the order of the assumptions' streams. */
  revenueByStream: Cents[];
  revenue: Cents;
  costOfSales: Cents;
  grossMargin: Cents;
  /** Operating costs per budget category, in the order of `ForecastProjection.categories`. */
  costsByCategory: Cents[];
  operatingCosts: Cents;
  /** Before depreciation, interest and tax (EBITDA). */
  operatingProfit: Cents;
  /** Income tax. */
  tax: Cents;
  /** After depreciation, interest and income tax. */
  netProfit: Cents;
  /** Cash at the end of the period. */
  cash: Cents;
  profitAndLoss: ProfitAndLoss;
  cashFlow: CashFlow;
  balanceSheet: BalanceSheet;
}

/** When a stream's growth meets its capacity. */
export interface StreamCapacity {
  stream: string;
  capacity: number | null;
  /** The first month growth would have passed the capacity (null: never within 36 months). */
  reachedMonth: number | null;
}

/** The VAT account month by month (index 0 = month 1): what it is made of, for the master check. */
export interface VatAccount {
  /** VAT charged on sales. */
  collected: Cents[];
  /** VAT paid on purchases (cost of sales, expense lines, assets) and reclaimed. */
  reclaimed: Cents[];
  /** Paid to the tax office (negative: refunded) when a VAT period is settled. */
  settled: Cents[];
}

export interface ForecastProjection {
  streams: string[];
  categories: string[];
  months: ForecastPeriod[];
  capacity: StreamCapacity[];
  /** Loan principal repaid by forecast month (index 0 unused), past month 36 to the last payment. */
  loanPrincipalDue: Cents[];
  /** Each loan's schedule, in the order of the assumptions' loans. */
  loanSchedules: LoanSchedule[];
  vatAccount: VatAccount;
}

/** The VAT rate of a stream or cost line: the standard rate unless reduced or exempt. */
export function vatRate(vat: VatTreatment | undefined, standardPercent: number): number {
  if (vat?.treatment === 'exempt') return 0;
  if (vat?.treatment === 'reduced') return vat.ratePercent;
  return standardPercent;
}

/** VAT on amounts grouped by rate: each rate's total rounded once, so a sum of lines is not rounded line by line. */
function vatOn(amounts: readonly Cents[], rates: readonly number[]): Cents {
  const byRate = new Map<number, Cents>();
  amounts.forEach((a, i) => {
    const rate = rates[i] ?? 0;
    if (a !== 0 && rate !== 0) byRate.set(rate, (byRate.get(rate) ?? 0) + a);
  });
  let vat = 0;
  for (const [rate, total] of byRate) vat += percentOfCents(total, rate);
  return vat;
}

/** Assumptions that would grow past the largest amount the forecast keeps exact. */
export class ForecastOverflowError extends Error {
  constructor(readonly month: number) {
    super(
      `These assumptions grow past 100 billion a month by month ${month}: lower the volume or the growth.`,
    );
  }
}

/**
 * Whole units sold (or subscribers) per month, capped at the stream's capacity. The demand is the
 * first-month volume growing each month; each month's new units are the demand plus what earlier
 * roundings left over, rounded to the nearest whole unit (halves up), so over the months the whole
 * units follow the demand. Subscribers who leave are rounded the same way.
 */
export function streamUnits(
  stream: ForecastStream,
  multipliers: Pick<ScenarioMultipliers, 'volume' | 'growth'>,
): { units: number[]; reachedMonth: number | null } {
  const growth = Math.max(0, 1 + (stream.growthPercent * multipliers.growth) / 100);
  const churn = stream.pricingModel === 'subscription' ? stream.churnPercent / 100 : 0;
  const units: number[] = [];
  let reachedMonth: number | null = null;
  let demand = stream.volume * multipliers.volume;
  let newLeft = 0;
  let churnLeft = 0;
  let active = 0;
  for (let m = 1; m <= FORECAST_MONTHS; m += 1) {
    if (m > 1) demand *= growth;
    const wanted = demand + newLeft;
    const fresh = Math.max(0, Math.round(wanted));
    newLeft = wanted - fresh;
    let held = fresh;
    if (stream.pricingModel === 'subscription') {
      const leaving = active * churn + churnLeft;
      const left = Math.min(active, Math.round(leaving));
      churnLeft = leaving - left;
      held = active - left + fresh;
    }
    if (stream.capacity !== null && held > stream.capacity) {
      held = stream.capacity;
      reachedMonth ??= m;
    }
    active = held;
    units.push(held);
  }
  return { units, reachedMonth };
}

/** The categories of the cost lines in first-seen order. */
function categoriesOf(data: ForecastData): string[] {
  return [...new Set(data.costs.map((c) => c.category.trim() || 'Other'))];
}

/** `amount` (currency units) times a scenario multiplier with two decimals, in cents. */
export function scaledCents(amount: number, multiplier: number): Cents {
  return percentOfCents(toCents(amount), multiplier * 100);
}

/** A month's flow past the largest amount the forecast keeps exact (balances only need to stay safe integers). */
function overflow(value: number, m: number, limit = MAX_MONTHLY_CENTS): number {
  if (!Number.isSafeInteger(value) || Math.abs(value) > limit) throw new ForecastOverflowError(m);
  return value;
}

/** Depreciation of `amount` cents bought in `month` over `life` months, in forecast month `m`. */
function depreciationIn(amount: Cents, month: number, life: number, m: number): Cents {
  const j = m - month;
  if (j < 0 || j >= life) return 0;
  return mulDivRound(j + 1, amount, life) - mulDivRound(j, amount, life);
}

/**
 * The 36 months of one scenario as the three statements. Units are whole (see `streamUnits`), so
 * revenue is units x price in cents; cost of sales, VAT, payroll charges, interest and income tax are
 * exact percentages rounded half away from zero to the cent; everything else is a sum of whole cents.
 * Income tax is charged on profit before tax after the losses of earlier months, owed until the
 * month after each forecast year; VAT is settled the month after each VAT period (a quarter unless
 * `vatPeriod` is monthly).
 */
export function projectMonths(data: ForecastData, multipliers: ScenarioMultipliers): ForecastProjection {
  const categories = categoriesOf(data);
  const categoryIndex = new Map(categories.map((c, i) => [c, i]));
  const streamMonths = data.streams.map((s) => streamUnits(s, multipliers));
  const prices = data.streams.map((s) => scaledCents(s.price, multipliers.price));
  const costs = data.costs.map((c) => ({
    category: categoryIndex.get(c.category.trim() || 'Other') ?? 0,
    oneOff: scaledCents(c.oneOff, multipliers.costs),
    monthly: scaledCents(c.monthly, multipliers.costs),
    start: c.startMonth,
    payroll: c.kind === 'payroll',
  }));
  const streamRates = data.streams.map((s) => vatRate(s.vat, data.salesTaxPercent));
  // Payroll lines carry no VAT; the others' amounts are bought from suppliers.
  const costRates = data.costs.map((c) => (c.kind === 'payroll' ? 0 : vatRate(c.vat, data.salesTaxPercent)));
  const settleEvery = data.vatPeriod === 'monthly' ? 1 : MONTHS_PER_QUARTER;
  const vatAccount: VatAccount = { collected: [], reclaimed: [], settled: [] };
  const assets = data.assets.map((a) => ({
    amount: toCents(a.amount),
    month: a.month,
    life: a.usefulLifeMonths,
  }));
  const loans = data.loans.map((l) => loanSchedule(l, FORECAST_MONTHS));
  const equityIn = monthlyAmounts(data.equity);
  const grantsIn = monthlyAmounts(data.grants);

  // Invoiced amounts including VAT, by month (index 0 unused), for receivables and payables.
  const sales: Cents[] = [0];
  const purchases: Cents[] = [0];
  const months: ForecastPeriod[] = [];
  const opening = toCents(data.startingCash);
  let previous: BalanceSheet = {
    cash: opening,
    receivables: 0,
    netFixedAssets: 0,
    totalAssets: opening,
    payables: 0,
    vatOwed: 0,
    incomeTaxOwed: 0,
    loans: 0,
    totalLiabilities: 0,
    paidInEquity: opening,
    grants: 0,
    retainedEarnings: 0,
    totalEquity: opening,
    totalLiabilitiesAndEquity: opening,
  };
  let lossesCarried = 0;
  for (let m = 1; m <= FORECAST_MONTHS; m += 1) {
    const unitsByStream = streamMonths.map((s) => s.units[m - 1] ?? 0);
    const revenueByStream = unitsByStream.map((u, i) => overflow(u * (prices[i] ?? 0), m));
    const revenue = overflow(sumCents(revenueByStream), m);
    const costOfSales = percentOfCents(revenue, data.costOfSalesPercent);
    const costsByCategory = categories.map(() => 0);
    const payByCategory = categories.map(() => 0);
    const costsByLine = costs.map((cost) =>
      m < cost.start ? 0 : cost.monthly + (m === cost.start ? cost.oneOff : 0),
    );
    let supplierLines = 0;
    costs.forEach((cost, i) => {
      const amount = costsByLine[i] ?? 0;
      costsByCategory[cost.category]! += amount;
      if (cost.payroll) payByCategory[cost.category]! += amount;
      else supplierLines += amount;
    });
    // Payroll charges on each category's pay, counted in that category.
    let payrollCharges = 0;
    payByCategory.forEach((pay, i) => {
      const charges = percentOfCents(pay, data.payrollChargesPercent);
      costsByCategory[i]! += charges;
      payrollCharges += charges;
    });
    const operatingCosts = overflow(sumCents(costsByCategory), m);
    const grossMargin = revenue - costOfSales;
    const ebitda = grossMargin - operatingCosts;
    let depreciation = 0;
    let bought = 0;
    for (const asset of assets) {
      depreciation += depreciationIn(asset.amount, asset.month, asset.life, m);
      if (asset.month === m) bought += asset.amount;
    }
    let interest = 0;
    let loansReceived = 0;
    let repaid = 0;
    let loansOwed = 0;
    for (const loan of loans) {
      interest += loan.interest[m] ?? 0;
      loansReceived += loan.received[m] ?? 0;
      repaid += loan.principal[m] ?? 0;
      loansOwed += loan.balance[m] ?? 0;
    }
    const profitBeforeTax = ebitda - depreciation - interest;
    const offset = profitBeforeTax > 0 ? Math.min(lossesCarried, profitBeforeTax) : 0;
    lossesCarried += profitBeforeTax < 0 ? -profitBeforeTax : -offset;
    const incomeTax = profitBeforeTax > 0 ? percentOfCents(profitBeforeTax - offset, data.taxRatePercent) : 0;
    const netProfit = profitBeforeTax - incomeTax;

    // VAT on sales at each stream's rate and on purchases from suppliers (cost of sales and assets at
    // the standard rate, expense lines at theirs); never on payroll, interest, repayments or depreciation.
    const vatOnSales = vatOn(revenueByStream, streamRates);
    const vatOnPurchases = percentOfCents(costOfSales, data.salesTaxPercent) + vatOn(costsByLine, costRates);
    const vatOnAssets = percentOfCents(bought, data.salesTaxPercent);
    sales.push(revenue + vatOnSales);
    purchases.push(costOfSales + supplierLines + vatOnPurchases);
    const receivables = unpaidAt(sales, m, data.receivableDays);
    const payables = unpaidAt(purchases, m, data.payableDays);
    const vatSettled = m > 1 && (m - 1) % settleEvery === 0 ? previous.vatOwed : 0;
    const vatOwed = previous.vatOwed + vatOnSales - vatOnPurchases - vatOnAssets - vatSettled;
    vatAccount.collected.push(vatOnSales);
    vatAccount.reclaimed.push(vatOnPurchases + vatOnAssets);
    vatAccount.settled.push(vatSettled);
    const taxPaid = m > 1 && (m - 1) % MONTHS_PER_YEAR === 0 ? previous.incomeTaxOwed : 0;
    const incomeTaxOwed = previous.incomeTaxOwed + incomeTax - taxPaid;

    const receivablesChange = previous.receivables - receivables;
    const payablesChange = payables - previous.payables;
    const vatChange = vatOwed - previous.vatOwed;
    const incomeTaxChange = incomeTaxOwed - previous.incomeTaxOwed;
    const operating =
      netProfit + depreciation + receivablesChange + payablesChange + vatChange + incomeTaxChange;
    const investing = 0 - bought; // never -0
    const equity = equityIn[m] ?? 0;
    const grants = grantsIn[m] ?? 0;
    const financing = equity + loansReceived - repaid + grants;
    const netChange = operating + investing + financing;
    // Cash adds up to 36 months of flows: far below 2^53, but it must stay a safe integer.
    const cash = overflow(previous.cash + netChange, m, Number.MAX_SAFE_INTEGER);

    const netFixedAssets = previous.netFixedAssets + bought - depreciation;
    const totalLiabilities = payables + vatOwed + incomeTaxOwed + loansOwed;
    const paidInEquity = previous.paidInEquity + equity;
    const grantsTotal = previous.grants + grants;
    const retainedEarnings = previous.retainedEarnings + netProfit;
    const totalEquity = paidInEquity + grantsTotal + retainedEarnings;
    const balanceSheet: BalanceSheet = {
      cash,
      receivables,
      netFixedAssets,
      totalAssets: cash + receivables + netFixedAssets,
      payables,
      vatOwed,
      incomeTaxOwed,
      loans: loansOwed,
      totalLiabilities,
      paidInEquity,
      grants: grantsTotal,
      retainedEarnings,
      totalEquity,
      totalLiabilitiesAndEquity: totalLiabilities + totalEquity,
    };
    months.push({
      label: monthKey(data.firstMonth, m),
      unitsByStream,
      revenueByStream,
      revenue,
      costOfSales,
      grossMargin,
      costsByCategory,
      operatingCosts,
      operatingProfit: ebitda,
      tax: incomeTax,
      netProfit,
      cash,
      profitAndLoss: {
        revenue,
        costOfSales,
        grossMargin,
        operatingExpenses: costsByCategory,
        payrollCharges,
        totalOperatingExpenses: operatingCosts,
        ebitda,
        depreciation,
        interest,
        profitBeforeTax,
        incomeTax,
        netProfit,
      },
      cashFlow: {
        netProfit,
        depreciation,
        receivablesChange,
        payablesChange,
        vatChange,
        incomeTaxChange,
        operating,
        assetPurchases: investing,
        investing,
        equity,
        loansReceived,
        loanRepayments: 0 - repaid,
        grants,
        financing,
        netChange,
        cashAtStart: previous.cash,
        cashAtEnd: cash,
      },
      balanceSheet,
    });
    previous = balanceSheet;
  }
  return {
    streams: data.streams.map((s) => s.name),
    categories,
    months,
    loanPrincipalDue: principalByMonth(loans),
    loanSchedules: loans,
    vatAccount,
    capacity: data.streams.map((s, i) => ({
      stream: s.name,
      capacity: s.capacity,
      reachedMonth: streamMonths[i]?.reachedMonth ?? null,
    })),
  };
}

/** The loans' principal repaid by forecast month (index 0 unused). */
function principalByMonth(loans: readonly LoanSchedule[]): Cents[] {
  const length = Math.max(FORECAST_MONTHS + 1, ...loans.map((l) => l.principal.length));
  const byMonth = new Array<number>(length).fill(0);
  for (const loan of loans) addCentsInto(byMonth, loan.principal);
  return byMonth;
}

/** Amounts by forecast month (index 0 unused). */
function monthlyAmounts(lines: readonly { amount: number; month: number }[]): Cents[] {
  const byMonth = Array.from({ length: FORECAST_MONTHS + 1 }, () => 0);
  for (const line of lines) byMonth[line.month]! += toCents(line.amount);
  return byMonth;
}
