import type { Board, Forecast } from '@planner/domain';
import { forecastOutcome, SCENARIO_NAMES, withoutXmlForbidden } from '@planner/domain';
import ExcelJS from 'exceljs';

import { AppError } from '../../lib/app-error.js';
import { forecastWorkbookModel, SHEET_NAMES } from './forecast-workbook.js';

/** The forecast of a board, or a clear refusal when it has none (or it cannot be computed). */
export function boardForecast(board: Board): Forecast {
  if (!board.forecastData) {
    throw new AppError(
      'failed-precondition',
      'Fill in the forecast assumptions first: the spreadsheet holds the forecast’s statements.',
    );
  }
  // A text stored before invisible controls were removed at input must not break the file's XML.
  const { forecast, problem } = forecastOutcome(
    withoutXmlForbidden(board.forecastData),
    withoutXmlForbidden(board.budgetingData.budget),
  );
  if (problem) throw new AppError('failed-precondition', problem.reason);
  return forecast;
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
  const workbook = new ExcelJS.Workbook();
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
