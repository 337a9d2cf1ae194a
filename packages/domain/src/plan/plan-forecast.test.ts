import { describe, expect, it } from 'vitest';

import { emptyBoardData } from '../board.js';
import { computeForecast } from '../forecast/scenarios.js';
import { assumptions, lossThenProfit, stream } from '../forecast/test-data.js';
import type { PlanBlock, PlanBoard } from './plan.js';
import { buildPlan, missingSentence } from './plan.js';
import { planToMarkdown } from './plan-markdown.js';

const ID = '0b6f7a3e-8d1c-4f3a-9b2e-5c4d3e2f1a0b';

function board(forecastData: PlanBoard['forecastData']): PlanBoard {
  return { ...emptyBoardData(), id: ID, title: 'Bakery', forecastData };
}

function sectionBlocks(b: PlanBoard, id: string): PlanBlock[] {
  const section = buildPlan(b).sections.find((s) => s.id === id);
  if (!section) throw new Error(`no ${id} section`);
  return section.blocks;
}

const forecastBlocks = (b: PlanBoard) => sectionBlocks(b, 'forecast');

function table(blocks: PlanBlock[], label: string) {
  const found = blocks.find((b) => b.label.startsWith(label));
  if (found?.kind !== 'table') throw new Error(`no table ${label}`);
  return found;
}

/** "1,234.56" back to cents. */
const cents = (text: string) => Math.round(Number(text.replace(/,/g, '')) * 100);

describe('the plan forecast section', () => {
  it("should follow Budgeting, followed by the lender's sections", () => {
    const titles = buildPlan(board(null)).sections.map((s) => s.title);
    expect(titles.slice(titles.indexOf('Budgeting'), titles.indexOf('Budgeting') + 7)).toEqual([
      'Budgeting',
      'Forecast',
      'Sources and uses',
      'Repayment capacity',
      'The first year by month',
      'Scenarios and sensitivity',
      'Go To Market',
    ]);
  });

  it('should say it is not written yet and link the forecast screen without assumptions', () => {
    const [only, ...rest] = forecastBlocks(board(null));
    expect(rest).toEqual([]);
    if (only?.kind !== 'missing') throw new Error('expected a missing block');
    expect(only.writtenBy.url).toBe(`/${ID}/forecast`);
    expect(missingSentence(only.writtenBy)).toBe('Not written yet: the Forecast screen writes it.');
    expect(planToMarkdown(buildPlan(board(null)))).toContain(`[Open Forecast](/${ID}/forecast)`);
  });

  it('should list the assumptions and every stream', () => {
    const data = assumptions({
      startingCash: 20000,
      firstMonth: '2027-04',
      costOfSalesPercent: 12.5,
      taxRatePercent: 25,
      streams: [
        stream({
          name: 'Boxes',
          pricingModel: 'subscription',
          price: 29.9,
          volume: 40,
          growthPercent: 8,
          churnPercent: 3,
        }),
        stream({ name: 'Catering', pricingModel: 'one-off', price: 450, volume: 2, growthPercent: 5 }),
      ],
    });
    const blocks = forecastBlocks(board(data));
    expect(table(blocks, 'Assumptions').rows).toEqual([
      ['Starting cash', '20,000 EUR'],
      ['First month', 'April 2027'],
      ['Cost of sales', '12.5 % of revenue'],
      ['Tax rate on profit', '25 %'],
      // Funding, VAT, capacity and loan assumptions.
      ['Sales tax / VAT', '0 %'],
      ['Employer payroll charges', '0 % of salaries'],
      ['Days customers take to pay', '0'],
      ['Days taken to pay suppliers', '0'],
    ]);
    expect(table(blocks, 'Revenue streams').rows).toEqual([
      ['Boxes', 'Subscription', '29.90 EUR', '40', '8 %', '3 %'],
      ['Catering', 'One-off sale', '450 EUR', '2', '5 %', 'n/a'],
    ]);
  });

  it('should show the base scenario per year with totals equal to the sum of their parts', () => {
    const data = lossThenProfit(20);
    const base = computeForecast(data, null).scenarios.base;
    const yearly = table(forecastBlocks(board(data)), 'Yearly forecast, base scenario (EUR)');
    expect(yearly.columns).toEqual([
      'Year',
      'Revenue',
      'Cost of sales',
      'Operating costs',
      'Tax',
      'Net profit',
    ]);
    expect(yearly.rows.map((r) => r[0])).toEqual(['Year 1', 'Year 2', 'Year 3']);
    expect(yearly.rows[0]?.slice(1).map(cents)).toEqual([
      base.years[0]?.revenue,
      base.years[0]?.costOfSales,
      base.years[0]?.operatingCosts,
      base.years[0]?.tax,
      base.years[0]?.netProfit,
    ]);
    const totals = yearly.totals ?? [];
    expect(totals[0]).toBe('Total');
    for (let c = 1; c < yearly.columns.length; c++) {
      expect(cents(totals[c] ?? '')).toBe(yearly.rows.reduce((sum, r) => sum + cents(r[c] ?? ''), 0));
    }
    // Revenue 36 x 1,000; rent 36 x 500 plus the 1,500 fit-out.
    expect(totals.slice(1, 4)).toEqual(['36,000.00', '0.00', '19,500.00']);
    for (const row of [...yearly.rows, totals]) {
      const [revenue, cos, opex, tax, net] = row.slice(1).map(cents);
      expect(net).toBe((revenue ?? 0) - (cos ?? 0) - (opex ?? 0) - (tax ?? 0));
    }
  });

  it('should carry the yearly statements, the funding need and its use of funds', () => {
    const data = {
      ...lossThenProfit(20),
      loans: [
        {
          name: 'Bank',
          principal: 40_000,
          month: 1,
          annualInterestPercent: 6,
          termMonths: 60,
          interestOnlyMonths: 0,
        },
      ],
      assets: [{ name: 'Van', amount: 24_000, month: 1, usefulLifeMonths: 60 }],
    };
    const base = computeForecast(data, null).scenarios.base;
    const blocks = forecastBlocks(board(data));
    expect(table(blocks, 'Funding and assets').rows).toEqual([
      ['Bank', 'Loan', '40,000 EUR', '1', '6 % a year over 60 months'],
      ['Van', 'Asset', '24,000 EUR', '1', 'Depreciated over 60 months'],
    ]);
    const pl = table(blocks, 'Profit and loss, base scenario (EUR)');
    expect(pl.columns).toEqual(['Profit and loss', 'Year 1', 'Year 2', 'Year 3']);
    expect(pl.rows.find((r) => r[0] === 'Depreciation')).toEqual([
      'Depreciation',
      '4,800.00',
      '4,800.00',
      '4,800.00',
    ]);
    expect(
      pl.rows
        .find((r) => r[0] === 'Net profit')
        ?.slice(1)
        .map(cents),
    ).toEqual(base.years.map((y) => y.netProfit));
    const sheet = table(blocks, 'Balance sheet, base scenario (EUR)');
    const row = (label: string) => sheet.rows.find((r) => r[0] === label)?.slice(1);
    expect(row('Total assets')).toEqual(row('Total liabilities and equity'));
    expect(row('Net fixed assets')).toEqual(['19,200.00', '14,400.00', '9,600.00']);
    expect(table(blocks, 'Cash flow, base scenario (EUR)').rows.at(-1)?.slice(1).map(cents)).toEqual(
      base.years.map((y) => y.cash),
    );
    expect(blocks.map((b) => b.label)).not.toContain('Funding need');
    const lender = sectionBlocks(board(data), 'sources-and-uses');
    // 500 a month of operating profit, less tax, does not cover the loan's 773.31: cash ends lowest.
    expect(lender.find((b) => b.label === 'Funding need')).toMatchObject({
      kind: 'text',
      markdown:
        'Funded: cash is lowest in month 36 (December 2029) at 5,934.15 EUR, at or above the minimum of 1,875 EUR. The table runs to that lowest cash point, month 36, in the base scenario.',
    });
    const table2 = table(lender, 'Sources and uses, base scenario (EUR)');
    expect(table2.columns).toEqual(['Source', 'Amount', 'Use', 'Amount']);
    expect(table2.rows.map((r) => r[0])).toEqual(['Own money (starting cash)', 'Bank', '', '', '', '', '']);
    expect(table2.rows.map((r) => r[2])).toContain('Van');
    expect(table2.rows.map((r) => r[2])).toContain('Cash above the buffer at the lowest point');
    expect(table2.totals).toEqual(['Total sources', '40,500.00', 'Total uses', '40,500.00']);
  });

  it('should state break-even and runway, the charts being the first year by month', () => {
    const blocks = forecastBlocks(board(lossThenProfit(0)));
    const lines = blocks.find((b) => b.label === 'Break-even and runway');
    expect(lines).toMatchObject({
      kind: 'text',
      markdown: '- Break-even in month 2 (February 2027)\n- Cash runs out in month 1 (January 2027)',
    });
    expect(blocks.filter((b) => b.kind === 'chart')).toEqual([]);
    const charts = sectionBlocks(board(lossThenProfit(0)), 'first-year-by-month').filter(
      (b) => b.kind === 'chart',
    );
    expect(charts.map((c) => c.label)).toEqual([
      'Revenue and net profit by month',
      'Closing cash against the minimum cash buffer',
    ]);
    const [revenue, cash] = charts;
    const base = computeForecast(lossThenProfit(0), null).scenarios;
    expect(revenue?.series).toEqual([
      { name: 'Revenue', values: base.base.months.map((m) => m.revenue) },
      { name: 'Net profit', values: base.base.months.map((m) => m.netProfit) },
    ]);
    expect(cash?.series.map((s) => s.name)).toEqual([
      'Closing cash, base',
      'Minimum cash buffer',
      'Closing cash, conservative',
    ]);
    expect(cash?.series[2]?.values).toEqual(base.conservative.months.map((m) => m.cash));
    expect(cash?.series[1]?.values).toEqual(base.base.months.map(() => base.base.fundingNeed.minimumCash));
    expect(planToMarkdown(buildPlan(board(lossThenProfit(0))))).toContain(
      '| Year | Revenue | Cost of sales | Operating costs | Tax | Net profit |',
    );
  });

  it('should say why a forecast that cannot be computed is missing and keep its assumptions', () => {
    const data = assumptions({
      streams: [stream({ name: 'Big', price: 1_000_000_000, volume: 10_000_000, growthPercent: 100 })],
    });
    const blocks = forecastBlocks(board(data));
    expect(blocks.map((b) => [b.kind, b.label])).toEqual([
      ['table', 'Assumptions'],
      ['table', 'Revenue streams'],
      ['text', 'Forecast'],
    ]);
    const sentence =
      'This forecast cannot be computed: These assumptions grow past 100 billion a month by month 1: lower the volume or the growth.';
    expect(blocks[2]).toMatchObject({ markdown: sentence });
    const markdown = planToMarkdown(buildPlan(board(data)));
    expect(markdown).toContain(sentence);
    expect(markdown).toContain('| Big | One-off sale | 1,000,000,000 EUR | 10,000,000 | 100 % | n/a |');
  });
});
