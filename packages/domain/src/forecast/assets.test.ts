import { describe, expect, it } from 'vitest';

import { costToAsset } from './assets.js';

describe('costToAsset', () => {
  it('should move a budget line’s one-off amount to an asset bought in its start month', () => {
    const van = { name: 'Cargo van', category: 'Vehicles', oneOff: 24_000, monthly: 150, startMonth: 2 };
    expect(costToAsset(van)).toEqual({
      asset: { name: 'Cargo van', amount: 24_000, month: 2, usefulLifeMonths: 60 },
      cost: { ...van, oneOff: 0 },
    });
    expect(costToAsset({ ...van, monthly: 0 }).cost).toBeNull();
  });
});
