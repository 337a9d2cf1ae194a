import { describe, expect, it } from 'vitest';

import { emptyBoardData } from '../board.js';
import { keyFigures } from '../plan/plan-summary.js';
import { boardForecast } from '../review/forecast-of.js';
import type { ForecastData } from './assumptions.js';
import { boardForecastOutcome, forecastOutcome, forecastProblemSentence } from './representable.js';
import { assumptions, stream } from './test-data.js';

describe('forecastOutcome', () => {
  it('should give the projection of assumptions it can keep exact', () => {
    const outcome = forecastOutcome(assumptions(), null);
    expect(outcome.problem).toBeNull();
    expect(outcome.forecast?.scenarios.base.months).toHaveLength(36);
  });

  it('should name the first month outside January 1900 to December 2200, and compute at both ends', () => {
    const reason = 'The first month must be between January 1900 and December 2200.';
    for (const firstMonth of ['9999-12', '0000-01', '1899-12', '2201-01', '2027-13']) {
      expect(forecastOutcome(assumptions({ firstMonth }), null)).toEqual({
        forecast: null,
        problem: { field: 'firstMonth', reason, month: 1 },
      });
    }
    for (const firstMonth of ['1900-01', '2200-12']) {
      expect(forecastOutcome(assumptions({ firstMonth }), null).problem).toBeNull();
    }
  });

  it("should name the stream's volume when a price of 1,000,000,000 and 10,000,000 sold grow 100% a month", () => {
    const data = assumptions({
      streams: [
        stream(),
        stream({ name: 'Big', price: 1_000_000_000, volume: 10_000_000, growthPercent: 100 }),
      ],
    });
    const { forecast, problem } = forecastOutcome(data, null);
    expect(forecast).toBeNull();
    expect(problem).toEqual({
      field: 'streams.1.volume',
      month: 1,
      reason: 'These assumptions grow past 100 billion a month by month 1: lower the volume or the growth.',
    });
  });

  it('should name the growth when only growing makes it too large, and the streams when only their sum is', () => {
    const growing = assumptions({ streams: [stream({ price: 1000, volume: 1000, growthPercent: 100 })] });
    expect(forecastOutcome(growing, null).problem?.field).toBe('streams.0.growthPercent');
    const half = stream({ price: 1_000_000, volume: 70_000 });
    expect(forecastOutcome(assumptions({ streams: [half] }), null).problem).toBeNull();
    expect(forecastOutcome(assumptions({ streams: [half, half] }), null).problem?.field).toBe('streams');
  });

  it('should say in one sentence why a plan has no forecast', () => {
    expect(forecastProblemSentence({ field: 'streams', month: 3, reason: 'Too big.' })).toBe(
      'This forecast cannot be computed: Too big.',
    );
  });
});

describe('boardForecastOutcome', () => {
  const board = (forecastData: ForecastData | null) => ({ ...emptyBoardData(), forecastData });

  it('should be null without assumptions, and one outcome for the same assumptions and budget', () => {
    expect(boardForecastOutcome(board(null))).toBeNull();
    const saved = board(assumptions());
    const outcome = boardForecastOutcome(saved);
    expect(outcome?.forecast?.scenarios.base.months).toHaveLength(36);
    expect(boardForecastOutcome(saved)).toBe(outcome);
    expect(boardForecastOutcome({ ...saved, budgetingData: { budget: { Item: ['Rent'] } } })).not.toBe(
      outcome,
    );
  });

  it('should be the decision the review and the plan read: a first month out of range gives neither a forecast', () => {
    const outOfRange = board(assumptions({ firstMonth: '1899-12' }));
    expect(boardForecastOutcome(outOfRange)?.problem?.field).toBe('firstMonth');
    expect(boardForecast(outOfRange)).toBeNull();
    expect(keyFigures(outOfRange, 'en-GB')).toEqual([]);
    const inRange = board(assumptions({ firstMonth: '1900-01' }));
    expect(boardForecast(inRange)?.forecast).toBe(boardForecastOutcome(inRange)?.forecast);
    expect(keyFigures(inRange, 'en-GB').length).toBeGreaterThan(0);
  });
});
