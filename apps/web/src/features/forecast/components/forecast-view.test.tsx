import { computeForecast, MODEL_DOES_NOT_BALANCE } from '@planner/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ForecastView } from './forecast-view';

const data = {
  startingCash: 1000,
  firstMonth: '2027-01',
  streams: [
    {
      name: 'Repairs',
      pricingModel: 'one-off' as const,
      price: 20,
      volume: 80,
      growthPercent: 0,
      churnPercent: 0,
      capacity: null,
    },
  ],
  costOfSalesPercent: 0,
  costs: [{ name: 'Rent', category: 'Premises', oneOff: 0, monthly: 650, startMonth: 1 }],
  taxRatePercent: 0,
  equity: [],
  loans: [],
  grants: [],
  assets: [],
  receivableDays: 0,
  payableDays: 0,
  salesTaxPercent: 21,
  payrollChargesPercent: 0,
  scenarios: {
    conservative: { volume: 1, growth: 1, price: 1, costs: 1 },
    base: { volume: 1, growth: 1, price: 1, costs: 1 },
    ambitious: { volume: 1, growth: 1, price: 1, costs: 1 },
  },
};

describe('the forecast view and the master check', () => {
  it('should say nothing about the checks when the model balances', () => {
    render(<ForecastView forecast={computeForecast(data, null)} />);
    expect(screen.getByTestId('forecast-summary').textContent).toContain('Break-even in month 1');
    expect(screen.queryByText(MODEL_DOES_NOT_BALANCE)).toBeNull();
  });

  it('should say "The model does not balance" and name the failing check, and still draw the figures', () => {
    const forecast = computeForecast(data, null);
    forecast.scenarios.base.checks = forecast.scenarios.base.checks.map((c) =>
      c.id === 'vat-reconciles' ? { ...c, ok: false } : c,
    );
    render(<ForecastView forecast={forecast} />);
    expect(screen.getByRole('alert').textContent).toContain(MODEL_DOES_NOT_BALANCE);
    expect(screen.getByRole('alert').textContent).toContain(
      'These checks fail: the VAT account reconciles. The figures below cannot be relied on.',
    );
    expect(screen.getByTestId('forecast-summary')).toBeTruthy();
  });
});
