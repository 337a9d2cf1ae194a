import { describe, expect, it } from 'vitest';

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

  it('should give each line without a kind its kind, and keep the one a line has', () => {
    const forecastData = assumptions({
      costs: [line('Founder pay', 'Team'), { ...line('Team offsite', 'Team'), kind: 'expense' as const }],
    });
    const next = withCostKinds(forecastData) as typeof forecastData;
    expect(next.costs.map((c) => c.kind)).toEqual(['payroll', 'expense']);
    expect(withCostKinds(next)).toBe(next);
    expect(withCostKinds(null)).toBeNull();
  });
});
