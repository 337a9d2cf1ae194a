import type { Board, Forecast, ScenarioForecast } from '@planner/domain';
import {
  boardForecastOutcome,
  fundingLine,
  MODEL_DOES_NOT_BALANCE,
  modelBalances,
  SCENARIO_NAMES,
  STATEMENT_TITLES,
  statementLines,
  STATEMENTS,
  withoutXmlForbidden,
} from '@planner/domain';

import { AppError } from '../../lib/app-error.js';

const SCENARIO_TITLES = { conservative: 'Conservative', base: 'Base', ambitious: 'Ambitious' } as const;

/** The funding need sheet's figures per scenario: money as numbers in the currency, months as numbers. */
const FUNDING_COLUMNS = [
  ['Minimum cash', (s) => s.fundingNeed.minimumCash / 100, true],
  ['Lowest cash', (s) => s.fundingNeed.lowestCash / 100, true],
  ['Lowest cash month', (s) => s.fundingNeed.lowestCashMonth, false],
  ['Planned funding', (s) => s.fundingNeed.planned.total / 100, true],
  ['Still to find', (s) => s.fundingNeed.stillToFind / 100, true],
  ['Required', (s) => s.fundingNeed.required / 100, true],
  ['Break-even month', (s) => s.breakEvenMonth, false],
  ['First profitable month', (s) => s.firstProfitableMonth, false],
  ['Model check', (s) => (modelBalances(s.checks) ? 'Balances' : MODEL_DOES_NOT_BALANCE), false],
] as const satisfies readonly (readonly [string, (s: ScenarioForecast) => number | string | null, boolean])[];

/** The forecast of a board, or a clear refusal when it has none (or it cannot be computed). */
export function boardForecast(board: Board): Forecast {
  // A text stored before invisible controls were removed at input must not break the file's XML.
  const outcome = boardForecastOutcome({
    forecastData: board.forecastData && withoutXmlForbidden(board.forecastData),
    budgetingData: { budget: withoutXmlForbidden(board.budgetingData.budget) },
  });
  if (!outcome) {
    throw new AppError(
      'failed-precondition',
      'Fill in the forecast assumptions first: the spreadsheet holds the forecast’s statements.',
    );
  }
  if (outcome.problem) throw new AppError('failed-precondition', outcome.problem.reason);
  return outcome.forecast;
}

/**
 * The forecast as a spreadsheet: one sheet per scenario and statement, a line per row,
 * the 36 months then the three forecast years as columns; amounts are numbers in the currency's
 * format (never text), and a first sheet states the funding need of each scenario.
 */
export async function forecastWorkbook(board: Board): Promise<Buffer> {
  const forecast = boardForecast(board);
  const { currency, firstMonth } = forecast;
  // exceljs (~8 MB of heap) loads on the first spreadsheet, not with every server.
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  workbook.creator = 'Planner';
  const money = `#,##0.00 "${currency.replace(/"/g, '')}";-#,##0.00 "${currency.replace(/"/g, '')}"`;

  const summary = workbook.addWorksheet('Funding need');
  summary.columns = [{ width: 16 }, { width: 90 }, ...FUNDING_COLUMNS.map(() => ({ width: 18 }))];
  summary.addRow(['Scenario', 'Funding need', ...FUNDING_COLUMNS.map(([label]) => label)]).font = {
    bold: true,
  };
  for (const name of SCENARIO_NAMES) {
    const scenario = forecast.scenarios[name];
    const row = summary.addRow([
      SCENARIO_TITLES[name],
      fundingLine(scenario.fundingNeed, firstMonth, currency),
      ...FUNDING_COLUMNS.map(([, pick]) => pick(scenario)),
    ]);
    FUNDING_COLUMNS.forEach(([, , isMoney], i) => {
      if (isMoney) row.getCell(i + 3).numFmt = money;
    });
  }

  for (const name of SCENARIO_NAMES) {
    const scenario = forecast.scenarios[name];
    const periods = [...scenario.months, ...scenario.years];
    for (const statement of STATEMENTS) {
      const sheet = workbook.addWorksheet(`${SCENARIO_TITLES[name]} ${STATEMENT_TITLES[statement]}`, {
        views: [{ state: 'frozen', xSplit: 1, ySplit: 1 }],
      });
      sheet.columns = [{ width: 34 }, ...periods.map(() => ({ width: 14 }))];
      const header = sheet.addRow([
        `${STATEMENT_TITLES[statement]} (${currency})`,
        ...periods.map((p) => p.label),
      ]);
      header.font = { bold: true };
      for (const line of statementLines(statement, periods, scenario.categories)) {
        const row = sheet.addRow([line.label, ...line.values.map((cents) => cents / 100)]);
        if (line.total) row.font = { bold: true };
        for (let column = 2; column <= periods.length + 1; column += 1) row.getCell(column).numFmt = money;
      }
    }
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
