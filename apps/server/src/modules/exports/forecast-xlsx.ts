import type { Board, Forecast } from '@planner/domain';
import { boardForecastOutcome, SCENARIO_NAMES, withoutXmlForbidden } from '@planner/domain';

import { AppError } from '../../lib/app-error.js';
import { forecastWorkbookModel, SHEET_NAMES } from './forecast-workbook.js';

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
 * The forecast as a spreadsheet that calculates (`forecastWorkbookModel`): every input on the
 * Assumptions sheet (yellow), every other figure a formula with its value cached, so a viewer that
 * does not recalculate shows the app's figures and one that does follows any change of an input.
 * Text a user typed (names, categories) is always a text cell, never a formula.
 */
export async function forecastWorkbook(board: Board): Promise<Buffer> {
  const forecast = boardForecast(board);
  const data = withoutXmlForbidden(board.forecastData!);
  const model = forecastWorkbookModel(data, forecast.currency, forecast.scenarios.base.categories);
  // exceljs (~8 MB of heap) loads on the first spreadsheet, not with every server.
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  workbook.creator = 'Planner';
  workbook.calcProperties.fullCalcOnLoad = true;
  const currency = forecast.currency.replace(/"/g, '');
  const money = `#,##0.00 "${currency}";-#,##0.00 "${currency}"`;
  for (const grid of model.sheets) {
    const sheet = workbook.addWorksheet(grid.name, {
      views: [
        {
          state: 'frozen',
          xSplit: grid.name === SHEET_NAMES.assumptions ? 0 : 1,
          ySplit: grid.name === SHEET_NAMES.assumptions ? 0 : 3,
        },
      ],
    });
    for (const [column, width] of grid.widths) sheet.getColumn(column).width = width;
    for (const [r, cells] of grid.cells) {
      const row = sheet.getRow(r);
      for (const [c, { content, style }] of cells) {
        const cell = row.getCell(c);
        cell.value =
          content !== null && typeof content === 'object'
            ? { formula: content.formula, result: content.value ?? '' }
            : content;
        if (style.money) cell.numFmt = money;
        if (style.bold) cell.font = { bold: true };
        if (style.input) {
          cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFF2CC' } };
          cell.font = { color: { argb: 'FF1F4E79' } };
        }
      }
    }
  }
  const switchCell = workbook.getWorksheet(SHEET_NAMES.assumptions)!.getCell(model.scenarioCell);
  switchCell.dataValidation = {
    type: 'list',
    allowBlank: false,
    formulae: [`"${SCENARIO_NAMES.join(',')}"`],
  };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
