import type { BoardData } from './board.js';
import { withCostKinds } from './forecast/cost-kind.js';
import { mergeCostCopies, withBudgetCosts } from './forecast/one-cost-list.js';
import { upgradeForecastData } from './forecast/upgrade.js';

/**
 * The shape of the stage JSON a board row stores. Raise it with a step in `STORED_BOARD_STEPS` when
 * a stage object changes shape, so rows written before read as the current shape.
 */
export const STORED_BOARD_SCHEMA_VERSION = 4;

/** A stored row's stage objects as they were written, with the schema version they were written at. */
export interface StoredBoardData {
  schemaVersion: number;
  data: Record<keyof BoardData, unknown>;
}

/** Takes the stage objects of version `n` to version `n + 1`; pure, and never drops what a user wrote. */
export type StoredBoardStep = (data: Record<keyof BoardData, unknown>) => Record<keyof BoardData, unknown>;

/**
 * The steps, keyed by the version they upgrade from. Version 1 is the first stored shape; version 2
 * adds funding, assets, working capital, VAT, payroll charges, capacity and the scenarios'
 * price and costs multipliers to the forecast's assumptions (`upgradeForecastData`); version 3 gives
 * each cost line its kind, so founder pay written as a cost line is payroll and carries no VAT
 * (`withCostKinds`); version 4 makes the budget and the forecast's cost lines and hires one list,
 * the budget's, and says once what it merged (`mergeCostCopies`). From version 4 a row stores no
 * cost lines with the forecast: they are read from the budget (`withBudgetCosts`).
 */
export const STORED_BOARD_STEPS: Readonly<Record<number, StoredBoardStep>> = {
  1: (data) => ({ ...data, forecastData: upgradeForecastData(data.forecastData) }),
  2: (data) => ({ ...data, forecastData: withCostKinds(data.forecastData) }),
  3: mergeCostCopies,
};

/**
 * A stored board's stage objects in the current shape: each step from its version up runs in
 * order. A row newer than this code (a rollback) is refused rather than misread.
 */
export function migrateStoredBoard(
  stored: StoredBoardData,
  steps: Readonly<Record<number, StoredBoardStep>> = STORED_BOARD_STEPS,
  target: number = STORED_BOARD_SCHEMA_VERSION,
): BoardData {
  if (stored.schemaVersion > target) {
    throw new Error(
      `A board stored at schema version ${stored.schemaVersion} is newer than this code (${target}).`,
    );
  }
  let data = stored.data;
  for (let version = stored.schemaVersion; version < target; version += 1) {
    const step = steps[version];
    if (!step) throw new Error(`No step migrates a stored board from schema version ${version}.`);
    data = step(data);
  }
  return withBudgetCosts(data as BoardData);
}
