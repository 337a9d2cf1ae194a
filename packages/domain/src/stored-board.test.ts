import { describe, expect, it } from 'vitest';

import { emptyBoardData } from './board.js';
import { ForecastDataSchema } from './forecast/assumptions.js';
import type { StoredBoardStep } from './stored-board.js';
import { migrateStoredBoard, STORED_BOARD_SCHEMA_VERSION } from './stored-board.js';

/** A made-up history: v1 kept the budget as a bare string, v2 wrapped it, v3 renamed the idea field. */
const steps: Record<number, StoredBoardStep> = {
  1: (data) => ({ ...data, budgetingData: { budget: { note: data.budgetingData as string } } }),
  2: (data) => {
    const { oldIdea, ...idea } = data.ideaData as { oldIdea: string };
    return { ...data, ideaData: { ...idea, initialIdea: oldIdea } };
  },
};

describe('migrateStoredBoard', () => {
  it('should run every step from the stored version up, in order, keeping what the user wrote', () => {
    const { ideaData, goToMarketData } = emptyBoardData();
    const old = {
      ...emptyBoardData(),
      ideaData: { ...ideaData, initialIdea: undefined, oldIdea: 'A bakery for dogs' },
      budgetingData: 'about 5000 EUR',
      goToMarketData,
    };
    const migrated = migrateStoredBoard({ schemaVersion: 1, data: old }, steps, 3);
    expect(migrated.ideaData).toEqual({ ...ideaData, initialIdea: 'A bakery for dogs' });
    expect(migrated.budgetingData).toEqual({ budget: { note: 'about 5000 EUR' } });
    expect(migrated.goToMarketData).toBe(goToMarketData);
  });

  it('should run only the steps above the stored version', () => {
    const data = { ...emptyBoardData(), ideaData: { oldIdea: 'Tea' } };
    expect(migrateStoredBoard({ schemaVersion: 2, data }, steps, 3).ideaData).toEqual({ initialIdea: 'Tea' });
  });

  it('should return a row at the current version as it is', () => {
    const data = emptyBoardData();
    expect(migrateStoredBoard({ schemaVersion: STORED_BOARD_SCHEMA_VERSION, data })).toBe(data);
  });

  it('should refuse a row newer than the code, and a gap in the steps', () => {
    expect(() => migrateStoredBoard({ schemaVersion: 4, data: emptyBoardData() }, steps, 3)).toThrow(
      'A board stored at schema version 4 is newer than this code (3).',
    );
    expect(() =>
      migrateStoredBoard({ schemaVersion: 1, data: emptyBoardData() }, { 1: steps[1]! }, 3),
    ).toThrow('No step migrates a stored board from schema version 2.');
  });
});

describe('STORED_BOARD_STEPS (the real history)', () => {
  it('should take forecast assumptions stored at version 1 to version 2 with neutral new fields', () => {
    const v1Forecast = {
      startingCash: 35_000,
      firstMonth: '2027-01',
      streams: [
        {
          name: 'Repairs',
          pricingModel: 'one-off',
          price: 18,
          volume: 40,
          growthPercent: 5,
          churnPercent: 0,
        },
      ],
      costOfSalesPercent: 20,
      costs: [],
      taxRatePercent: 25,
      scenarios: {
        conservative: { volume: 0.75, growth: 0.5 },
        base: { volume: 1, growth: 1 },
        ambitious: { volume: 1.25, growth: 1.5 },
      },
    };
    const migrated = migrateStoredBoard({
      schemaVersion: 1,
      data: { ...emptyBoardData(), forecastData: v1Forecast },
    });
    expect(STORED_BOARD_SCHEMA_VERSION).toBe(4);
    expect(ForecastDataSchema.parse(migrated.forecastData)).toEqual({
      ...v1Forecast,
      streams: [{ ...v1Forecast.streams[0], capacity: null }],
      equity: [],
      loans: [],
      grants: [],
      assets: [],
      receivableDays: 0,
      payableDays: 0,
      salesTaxPercent: 0,
      payrollChargesPercent: 0,
      scenarios: {
        conservative: { volume: 0.75, growth: 0.5, price: 1, costs: 1 },
        base: { volume: 1, growth: 1, price: 1, costs: 1 },
        ambitious: { volume: 1.25, growth: 1.5, price: 1, costs: 1 },
      },
    });
    expect(migrateStoredBoard({ schemaVersion: 1, data: emptyBoardData() }).forecastData).toBeNull();
  });

  it('should give each cost line stored at version 2 its kind: pay in the team category or named as pay is payroll', () => {
    const line = (name: string, category: string) => ({
      name,
      category,
      oneOff: 0,
      monthly: 100,
      startMonth: 1,
    });
    const v2 = {
      costs: [
        line('Founder pay', 'Team'),
        line('Salaries', 'People'),
        line('Workshop rent', 'Operations'),
        { ...line('Payroll software', 'Tools'), kind: 'expense' },
      ],
    };
    const migrated = migrateStoredBoard({
      schemaVersion: 2,
      data: { ...emptyBoardData(), forecastData: v2 },
    });
    expect(
      (migrated.forecastData as unknown as typeof v2).costs.map((c) => (c as { kind?: string }).kind),
    ).toEqual(['payroll', 'payroll', 'expense', 'expense']);
  });
});
