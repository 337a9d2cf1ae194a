import type { Board, BoardPatch, Forecast, ForecastData, ScenarioName } from '@planner/domain';
import {
  BoardSchema,
  computeForecast,
  SCENARIO_NAMES,
  sourcesAndUses,
  STATEMENT_TITLES,
  statementLines,
  STATEMENTS,
} from '@planner/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { TestContext, TestUser } from './helper.js';
import { buildTestApp, createTestUser } from './helper.js';
import { recalculate, shown } from './support/libreoffice.js';
import { completeBoardPatch } from './support/plan-boards.js';
import { importRepairCafe as importCafe } from './support/repair-cafe.js';

/** Names a spreadsheet would evaluate if they were written as formulas. */
const HOSTILE = {
  stream: '=HYPERLINK("http://x","y")',
  cost: '+1+2',
  category: '-5',
  loan: '@SUM(1,2)',
  hire: '=1+1',
};

/**
 * A board with every rule of the model at work: streams of each pricing model at standard, reduced
 * and exempt VAT, a capacity, churn; expense and payroll cost lines starting late; hires; monthly VAT;
 * 45 and 75 days of payment terms; two loans (one interest-only for a while, one without interest);
 * assets; equity and a grant in later months; a minimum cash of its own; hostile names.
 */
function generatedForecast(): ForecastData {
  const base = completeBoardPatch().forecastData!;
  return {
    ...base,
    startingCash: 2500.55,
    firstMonth: '2026-11',
    streams: [
      {
        name: HOSTILE.stream,
        pricingModel: 'subscription',
        price: 29.99,
        volume: 37,
        growthPercent: 6.5,
        churnPercent: 3.25,
        capacity: 400,
      },
      {
        name: 'Workshops',
        pricingModel: 'one-off',
        price: 145.5,
        volume: 3.4,
        growthPercent: 4,
        churnPercent: 0,
        capacity: null,
        vat: { treatment: 'reduced', ratePercent: 6 },
      },
      {
        name: 'Training vouchers',
        pricingModel: 'usage',
        price: 12.35,
        volume: 18,
        growthPercent: -2.5,
        churnPercent: 0,
        capacity: null,
        vat: { treatment: 'exempt' },
      },
      {
        name: 'Referral commission',
        pricingModel: 'commission',
        price: 7.77,
        volume: 11,
        growthPercent: 9,
        churnPercent: 0,
        capacity: 25,
        vat: { treatment: 'reduced', ratePercent: 6 },
      },
    ],
    costOfSalesPercent: 17.5,
    costs: [
      { name: 'Fit-out', category: 'Premises', oneOff: 3999.99, monthly: 0, startMonth: 1 },
      { name: 'Rent', category: 'Premises', oneOff: 0, monthly: 812.33, startMonth: 2 },
      { name: HOSTILE.cost, category: HOSTILE.category, oneOff: 120, monthly: 45.45, startMonth: 4 },
      {
        name: 'Books',
        category: 'Learning',
        oneOff: 0,
        monthly: 60.6,
        startMonth: 1,
        vat: { treatment: 'reduced', ratePercent: 6 },
      },
      {
        name: 'Insurance',
        category: 'Premises',
        oneOff: 0,
        monthly: 31.17,
        startMonth: 1,
        vat: { treatment: 'exempt' },
      },
      { name: 'Founder pay', category: 'Team', oneOff: 0, monthly: 1500, startMonth: 3, kind: 'payroll' },
      { name: 'Bookkeeping', category: '', oneOff: 0, monthly: 99.99, startMonth: 13 },
      { name: HOSTILE.hire, category: 'Team', oneOff: 0, monthly: 2100.01, startMonth: 9, kind: 'payroll' },
      { name: 'Trainer', category: 'Staff', oneOff: 0, monthly: 1333.33, startMonth: 20, kind: 'payroll' },
    ],
    taxRatePercent: 25,
    equity: [
      { name: 'Savings', amount: 3000, month: 1 },
      { name: 'Angel', amount: 12_500.5, month: 14 },
    ],
    loans: [
      {
        name: HOSTILE.loan,
        principal: 15_000,
        month: 2,
        annualInterestPercent: 7.25,
        termMonths: 48,
        interestOnlyMonths: 6,
      },
      {
        name: 'Family loan',
        principal: 4000,
        month: 5,
        annualInterestPercent: 0,
        termMonths: 7,
        interestOnlyMonths: 0,
      },
    ],
    grants: [{ name: 'City grant', amount: 2750.25, month: 8 }],
    assets: [
      { name: 'Projector', amount: 1299.99, month: 1, usefulLifeMonths: 36 },
      { name: 'Van', amount: 18_000, month: 10, usefulLifeMonths: 60 },
      { name: 'Laptops', amount: 2333.33, month: 10, usefulLifeMonths: 7 },
    ],
    receivableDays: 45,
    payableDays: 75,
    salesTaxPercent: 21,
    vatPeriod: 'monthly',
    minimumCash: 6000,
    payrollChargesPercent: 32.5,
    scenarios: {
      conservative: { volume: 0.8, growth: 0.5, price: 0.95, costs: 1.05 },
      base: { volume: 1, growth: 1, price: 1, costs: 1 },
      ambitious: { volume: 1.3, growth: 1.4, price: 1.1, costs: 1.15 },
    },
  };
}

let ctx: TestContext;
let owner: TestUser;

beforeAll(async () => {
  ctx = await buildTestApp({ PERSONAL_BOARD_LIMIT: '20' });
  owner = await createTestUser(ctx);
});
afterAll(() => ctx.close());

async function newBoard(patch: BoardPatch | null): Promise<Board> {
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/functions/createBoard',
    headers: owner.authorization,
    payload: { data: {} },
  });
  const board = BoardSchema.parse((created.json() as { result: unknown }).result);
  if (!patch) return board;
  const res = await ctx.app.inject({
    method: 'PATCH',
    url: `/api/boards/${board.id}`,
    headers: owner.authorization,
    payload: patch,
  });
  expect(res.statusCode, res.body).toBe(200);
  return BoardSchema.parse(res.json());
}

const importRepairCafe = () => importCafe(ctx, owner);

function get(url: string) {
  return ctx.app.inject({ method: 'GET', url, headers: owner.authorization });
}

/** The board's spreadsheet, and the app's forecast of the board as stored. */
async function exported(board: Board): Promise<{ xlsx: Buffer; data: ForecastData; forecast: Forecast }> {
  const res = await get(`/api/boards/${board.id}/export?format=xlsx`);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe(
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  );
  const stored = BoardSchema.parse((await get(`/api/boards/${board.id}`)).json());
  const data = stored.forecastData!;
  return { xlsx: res.rawPayload, data, forecast: computeForecast(data, stored.budgetingData.budget) };
}

async function load(xlsx: Buffer): Promise<ExcelJS.Workbook> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(xlsx as unknown as ArrayBuffer);
  return book;
}

/** The row whose first cell reads `label` (below the header rows), on `sheet`. */
function rowOf(sheet: ExcelJS.Worksheet, label: string, below = 3): number {
  for (let r = below + 1; r <= sheet.rowCount; r += 1) {
    if (shown(sheet.getRow(r).getCell(1)) === label) return r;
  }
  throw new Error(`no "${label}" on ${sheet.name}`);
}

/** The workbook with one input changed: the row labelled `label` on the Assumptions sheet, in `column`. */
async function withInput(
  xlsx: Buffer,
  label: string,
  column: number,
  value: string | number,
): Promise<Buffer> {
  const book = await load(xlsx);
  const sheet = book.getWorksheet('Assumptions')!;
  sheet.getRow(rowOf(sheet, label, 0)).getCell(column).value = value;
  return Buffer.from(await book.xlsx.writeBuffer());
}

const SCENARIO_LABEL = 'Scenario shown (conservative, base or ambitious)';
const STATEMENT_SHEETS = {
  profitAndLoss: 'P&L',
  cashFlow: 'Cash flow',
  balanceSheet: 'Balance sheet',
} as const;
const CALCULATED = [
  'Revenue',
  'Costs',
  'Loans',
  'P&L',
  'Cash flow',
  'Balance sheet',
  'Ratios',
  'Sources and uses',
  'Checks',
];
const USE_LABELS = {
  'operating-losses': 'Operating losses (running costs less revenue; negative: a profit)',
  'working-capital': 'Working capital',
  'loan-repayments': 'Loan repayments',
  'cash-buffer': 'Minimum cash buffer',
  'cash-above-buffer': 'Cash above the buffer at the lowest point',
} as const;

/**
 * Every line of the three statements of `scenario` in the workbook, months 1-36 then years 1-3, cell
 * by cell, against the app's figures (cents); the master check and the ratios too. Returns how many
 * cells were compared.
 */
function expectStatements(
  book: ExcelJS.Workbook,
  data: ForecastData,
  forecast: Forecast,
  scenario: ScenarioName,
): number {
  const s = forecast.scenarios[scenario];
  const periods = [...s.months, ...s.years];
  let compared = 0;
  for (const statement of STATEMENTS) {
    const sheet = book.getWorksheet(STATEMENT_SHEETS[statement])!;
    const header = sheet.getRow(2);
    expect(shown(header.getCell(3))).toBe(s.months[0]!.label);
    expect(shown(header.getCell(38))).toBe(s.months[35]!.label);
    expect(shown(header.getCell(39))).toBe('Year 1');
    const lines = statementLines(statement, periods, s.categories);
    const first = rowOf(sheet, lines[0]!.label);
    lines.forEach((line, i) => {
      const row = sheet.getRow(first + i);
      expect(shown(row.getCell(1)), `${STATEMENT_TITLES[statement]} row ${first + i}`).toBe(line.label);
      const got = line.values.map((_, j) =>
        Math.round(((shown(row.getCell(3 + j)) as number | null) ?? 0) * 100),
      );
      expect(got, `${scenario} ${STATEMENT_TITLES[statement]}: ${line.label}`).toEqual(line.values);
      compared += got.length;
    });
  }
  const checks = book.getWorksheet('Checks')!;
  expect(
    shown(checks.getRow(rowOf(checks, 'The model balances (every check, every month)')).getCell(2)),
  ).toBe(true);
  const ratios = book.getWorksheet('Ratios')!;
  // A ratio without meaning is blank; exceljs reads a cached 0 as no result, so 0 and blank compare alike.
  const blankIfZero = (v: unknown) => (v === 0 || v === '' || v === null ? null : v);
  const ratio = (label: string) =>
    [2, 3, 4].map((c) => blankIfZero(shown(ratios.getRow(rowOf(ratios, label, 2)).getCell(c))));
  const values = (pick: (r: (typeof s.ratios)[number]) => { value: number | null }) =>
    s.ratios.map((r) => blankIfZero(pick(r).value));
  expect(ratio('Gross margin (% of revenue)')).toEqual(values((r) => r.grossMarginPercent));
  expect(ratio('Net margin (% of revenue)')).toEqual(values((r) => r.netMarginPercent));
  expect(ratio('Debt service coverage (EBITDA over loan payments)')).toEqual(
    values((r) => r.debtServiceCoverage),
  );
  expect(ratio('Current ratio (cash and money due in over what is owed within a year)')).toEqual(
    values((r) => r.currentRatio),
  );
  expect(ratio('Debt to equity (loans over equity)')).toEqual(values((r) => r.debtToEquity));
  expect(ratio("Runway (months the year-end cash lasts at the year's burn)")).toEqual(
    values((r) => r.runwayMonths),
  );
  expect(ratio('Interest cover (EBITDA less depreciation over interest)')).toEqual(
    values((r) => r.interestCover),
  );

  const table = sourcesAndUses(data, s, data.scenarios[scenario]);
  const su = book.getWorksheet('Sources and uses')!;
  const cellOf = (label: string, below: number) => shown(su.getRow(rowOf(su, label, below)).getCell(2));
  const amount = (label: string, below = 0) =>
    Math.round(((cellOf(label, below) as number | null) ?? 0) * 100);
  expect(cellOf('Lowest cash month (the table runs to it)', 0)).toBe(table.throughMonth);
  const sourcesRow = rowOf(su, 'Sources', 0);
  const usesRow = rowOf(su, 'Uses', 0);
  for (const line of table.sources) {
    const label = line.kind === 'own-money' ? 'Own money (starting cash)' : line.label;
    expect(amount(label, sourcesRow), `${scenario} source ${label}`).toBe(line.cents);
  }
  for (const line of table.uses) {
    const label = line.kind === 'asset' || line.kind === 'one-off' ? line.label : USE_LABELS[line.kind];
    expect(amount(label, usesRow), `${scenario} use ${label}`).toBe(line.cents);
  }
  expect([amount('Total sources'), amount('Total uses')]).toEqual([table.sourcesTotal, table.usesTotal]);
  expect(cellOf('Sources equal uses', 0)).toBe(true);
  return compared;
}

describe('GET /api/boards/:id/export?format=xlsx: a model that calculates', () => {
  let repair: Awaited<ReturnType<typeof exported>>;
  let generated: Awaited<ReturnType<typeof exported>>;
  let recalculated: Record<string, ExcelJS.Workbook>;
  const RAISED_PRICE = 26.5;

  beforeAll(async () => {
    repair = await exported(await importRepairCafe());
    // The generated board's cost lines are its budget (one list): the complete board's own budget goes.
    const patch = completeBoardPatch();
    generated = await exported(
      await newBoard({
        ...patch,
        budgetingData: { ...patch.budgetingData, budget: undefined },
        forecastData: generatedForecast(),
      }),
    );
    const files: Record<string, Buffer> = {};
    for (const [name, board] of [
      ['repair', repair],
      ['generated', generated],
    ] as const) {
      for (const scenario of SCENARIO_NAMES) {
        files[`${name}-${scenario}`] = await withInput(board.xlsx, SCENARIO_LABEL, 2, scenario);
      }
    }
    files['repair-price'] = await withInput(repair.xlsx, 'Repair fee per item', 3, RAISED_PRICE);
    // One LibreOffice run recalculates all seven workbooks.
    recalculated = await recalculate(files);
  }, 240_000);

  it('should hold the sheets of a lender’s model, every calculated figure a formula', async () => {
    const book = await load(generated.xlsx);
    expect(book.worksheets.map((s) => s.name)).toEqual(['Assumptions', ...CALCULATED]);
    for (const name of CALCULATED) {
      const sheet = book.getWorksheet(name)!;
      let formulas = 0;
      sheet.eachRow((row, r) => {
        row.eachCell((cell, c) => {
          if (cell.formula) formulas += 1;
          // Row 3 numbers the months; every other number past the labels is calculated.
          else if (r !== 3 && c > 1) expect(typeof cell.value, `${name}!${cell.address}`).not.toBe('number');
        });
      });
      expect(formulas, name).toBeGreaterThan(10);
    }
    // Every input is on the Assumptions sheet, as a constant.
    const assumptions = book.getWorksheet('Assumptions')!;
    const input = (label: string, column = 2) =>
      assumptions.getRow(rowOf(assumptions, label, 0)).getCell(column).value;
    expect(input(SCENARIO_LABEL)).toBe('base');
    expect(input('Starting cash')).toBe(2500.55);
    expect(input('VAT settled (monthly or quarterly)')).toBe('monthly');
    expect(input('Workshops', 8)).toBe('reduced');
    expect(input('Workshops', 9)).toBe(6);
    expect(input('Founder pay', 6)).toBe('payroll');
  });

  it('should cache the app’s figures, so a viewer that does not recalculate shows them', async () => {
    expect(expectStatements(await load(repair.xlsx), repair.data, repair.forecast, 'base')).toBeGreaterThan(
      1500,
    );
    expectStatements(await load(generated.xlsx), generated.data, generated.forecast, 'base');
  });

  it('should equal the app to the cent in every statement line of each scenario, recalculated by LibreOffice', () => {
    for (const [name, board] of [
      ['repair', repair],
      ['generated', generated],
    ] as const) {
      for (const scenario of SCENARIO_NAMES) {
        expectStatements(recalculated[`${name}-${scenario}`]!, board.data, board.forecast, scenario);
      }
    }
  });

  it('should follow a price changed on the Assumptions sheet into the profit and loss', () => {
    const book = recalculated['repair-price']!;
    const pl = book.getWorksheet('P&L')!;
    const revenue = pl.getRow(rowOf(pl, 'Revenue'));
    const before = repair.forecast.scenarios.base.months[0]!.profitAndLoss.revenue;
    expect(Math.round((shown(revenue.getCell(3)) as number) * 100)).not.toBe(before);
    const streams = repair.data.streams.map((s) =>
      s.name === 'Repair fee per item' ? { ...s, price: RAISED_PRICE } : s,
    );
    const data = { ...repair.data, streams };
    expectStatements(book, data, computeForecast(data, null), 'base');
  });

  it('should keep names a user typed as text, never evaluated', async () => {
    for (const book of [await load(generated.xlsx), recalculated['generated-base']!]) {
      const cells: ExcelJS.Cell[] = [];
      book.eachSheet((sheet) =>
        sheet.eachRow((row) =>
          row.eachCell((cell) => {
            const text = shown(cell);
            if (typeof text === 'string' && Object.values(HOSTILE).some((name) => text.includes(name))) {
              cells.push(cell);
            }
          }),
        ),
      );
      expect(cells.length).toBeGreaterThan(Object.keys(HOSTILE).length);
      for (const cell of cells) {
        expect(cell.formula ?? '', `${cell.worksheet.name}!${cell.address}`).not.toMatch(
          /HYPERLINK|SUM\(1,2\)|^=|^\+1/,
        );
      }
      const assumptions = book.getWorksheet('Assumptions')!;
      for (const [r, text] of [
        [rowOf(assumptions, HOSTILE.stream, 0), HOSTILE.stream],
        [rowOf(assumptions, HOSTILE.cost, 0), HOSTILE.cost],
        [rowOf(assumptions, HOSTILE.loan, 0), HOSTILE.loan],
        [rowOf(assumptions, HOSTILE.hire, 0), HOSTILE.hire],
      ] as const) {
        const cell = assumptions.getRow(r).getCell(1);
        expect(cell.type).toBe(ExcelJS.ValueType.String);
        expect(cell.value).toBe(text);
      }
      const category = assumptions.getRow(rowOf(assumptions, HOSTILE.cost, 0)).getCell(2);
      expect([category.type, category.value]).toEqual([ExcelJS.ValueType.String, HOSTILE.category]);
      // Shown elsewhere by reference: the formula's result is the text as typed.
      const revenue = book.getWorksheet('Revenue')!;
      const byStream = rowOf(revenue, 'Revenue by stream');
      expect(shown(revenue.getRow(byStream + 1).getCell(1))).toBe(HOSTILE.stream);
    }
  });

  it('should refuse a board without forecast assumptions with failed-precondition', async () => {
    const board = await newBoard(null);
    const res = await get(`/api/boards/${board.id}/export?format=xlsx`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: {
        code: 'failed-precondition',
        message: 'Fill in the forecast assumptions first: the spreadsheet holds the forecast’s statements.',
      },
    });
  });
});
