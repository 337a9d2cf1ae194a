import { describe, expect, it } from 'vitest';

import { ReviewResponseSchema } from '../api/review.js';
import { fieldHref } from './fields.js';
import { reviewBoard } from './review.js';
import { goodBoard } from './test-data.js';

function gappy() {
  const board = goodBoard();
  board.ideaData.geoMarket = '';
  board.uvpData.refinedElevatorPitch = board.uvpData.elevatorPitch;
  return board;
}

describe('reviewBoard', () => {
  it('should answer the version, the score, the findings, what to validate next and no AI review', () => {
    const review = ReviewResponseSchema.parse(reviewBoard(gappy(), 7));
    expect(review.version).toBe(7);
    expect(review.findings.map((f) => f.id)).toEqual([
      'any.empty:ideaData.geoMarket',
      'any.unrefined-draft:uvpData.refinedElevatorPitch',
    ]);
    expect(review.score.stages).toEqual({
      idea: 76.9,
      'target-audience': 100,
      uvp: 90.9,
      'business-model': 100,
      budgeting: 100,
      'go-to-market': 100,
    });
    expect(review.ai).toEqual({ status: 'none', reviewedVersion: null, available: false });
    // The empty field is a major finding: the overall (uncapped 94.6) is capped at 75.
    expect(review.findings.map((f) => f.severity)).toEqual(['major', 'minor']);
    expect(review.cap).toEqual({ score: 75, severity: 'major', findings: 1 });
    expect(review.score.overall).toBe(75);
  });

  it('should keep a dismissed finding, marked with its reason, out of the score', () => {
    const dismissals = new Map([['any.empty:ideaData.geoMarket', 'We serve all of Manchester']]);
    const review = reviewBoard(gappy(), 7, { dismissals });
    expect(review.findings[0]).toMatchObject({
      id: 'any.empty:ideaData.geoMarket',
      dismissed: true,
      reason: 'We serve all of Manchester',
    });
    expect(review.findings[1]).toMatchObject({ dismissed: false });
    expect(review.score.stages.idea).toBe(100);
    expect(review.cap).toBeNull();
    expect(review.score.overall).toBeGreaterThan(reviewBoard(gappy(), 7).score.overall);
  });

  it('should add the AI findings, current for the version it read and stale after', () => {
    const ai = {
      reviewedVersion: 7,
      critique: {
        findings: [
          {
            field: 'goToMarketData.refinedLaunchPlan',
            severity: 'low' as const,
            why: 'No budget for week 1.',
            suggestion: 'Price the leaflets.',
          },
        ],
      },
    };
    const current = reviewBoard(gappy(), 7, { ai });
    expect(current.ai).toEqual({ status: 'current', reviewedVersion: 7, available: false });
    expect(current.findings.at(-1)).toEqual({
      id: 'ai.1:goToMarketData.refinedLaunchPlan',
      check: 'ai',
      stage: 'go-to-market',
      field: 'goToMarketData.refinedLaunchPlan',
      severity: 'minor',
      title: 'About the launch plan',
      why: 'No budget for week 1.',
      suggestion: 'Price the leaflets.',
      source: 'ai',
      dismissed: false,
    });
    expect(current.score.stages['go-to-market']).toBe(90.9);
    expect(reviewBoard(gappy(), 8, { ai, aiAvailable: true }).ai).toEqual({
      status: 'stale',
      reviewedVersion: 7,
      available: true,
    });
  });

  it('should draw what to validate next from the board itself', () => {
    const texts = reviewBoard(goodBoard(), 1).validateNext;
    expect(texts.map((t) => t.stage)).toEqual([
      'target-audience',
      'business-model',
      'budgeting',
      'business-model',
    ]);
    expect(texts[0]!.text).toContain(
      'Interview five people from "Dog owners who commute to the city centre"',
    );
    expect(texts[1]!.text).toContain('pay 240 GBP a month for "Monthly walk plan"');
    expect(texts[2]!.text).toContain(
      '5 new subscribers of "Monthly walk plan" in the first month, growing 10 % a month',
    );
    expect(texts[3]!.text).toContain('"30 monthly plans by June 2027"');
  });
});

describe('fieldHref', () => {
  it('should open the step that edits the field, or the forecast', () => {
    expect(fieldHref('b1', 'ideaData.refinedProblemStatement')).toBe(
      '/b1/idea?step=REFINE_PROBLEM_STATEMENT',
    );
    expect(fieldHref('b1', 'goToMarketData.refinedLaunchPlan')).toBe(
      '/b1/go-to-market?step=REFINE_LAUNCH_PLAN',
    );
    expect(fieldHref('b1', 'forecastData.streams')).toBe('/b1/forecast');
  });
});
