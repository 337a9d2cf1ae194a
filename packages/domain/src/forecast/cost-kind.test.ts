import { describe, expect, it } from 'vitest';

import { emptyBoardData } from '../board.js';
import { applyBoardPatch } from '../board-patch.js';
import { costKind, withCostKinds } from './cost-kind.js';
import { assumptions } from './test-data.js';

const line = (name: string, category: string) => ({ name, category, oneOff: 0, monthly: 100, startMonth: 1 });

describe('cost kinds', () => {
  it('should call pay payroll: the team category, or a name that says pay', () => {
    expect(costKind(line('Founder pay', 'Team'))).toBe('payroll');
    expect(costKind(line('Assistant', ' team '))).toBe('payroll');
    expect(costKind(line('Salaries', 'People'))).toBe('payroll');
    expect(costKind(line('Owner drawings', 'Owner'))).toBe('payroll');
    expect(costKind(line('Workshop rent', 'Operations'))).toBe('expense');
    expect(costKind(line('Paypal fees', 'Operations'))).toBe('expense');
  });

  it('should give a kind on every write, and keep the one a line has', () => {
    const board = { ...emptyBoardData(), title: 'T', currentStage: 'IDEA', currentStep: 'INITIAL_IDEA' };
    const forecastData = assumptions({
      costs: [line('Founder pay', 'Team'), { ...line('Team offsite', 'Team'), kind: 'expense' as const }],
    });
    const next = applyBoardPatch(board, { forecastData });
    expect(next.forecastData?.costs.map((c) => c.kind)).toEqual(['payroll', 'expense']);
    expect(withCostKinds(next.forecastData)).toBe(next.forecastData);
    expect(applyBoardPatch(board, { forecastData: null }).forecastData).toBeNull();
  });
});
