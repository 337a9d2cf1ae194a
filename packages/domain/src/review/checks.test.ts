import { describe, expect, it } from 'vitest';

import type { BoardData } from '../board.js';
import { CHECKS } from './checks.js';
import { ruleFindings } from './review.js';
import { goodBoard } from './test-data.js';

type Change = (b: BoardData) => void;

/** Each check with one change that makes the good board fail it, and the field it then names. */
const FAILING: Record<string, { change: Change; field: string; stage: string }> = {
  'idea.problem-specific': {
    change: (b) => (b.ideaData.refinedProblemStatement = 'Dogs get bored when they are left alone.'),
    field: 'ideaData.refinedProblemStatement',
    stage: 'idea',
  },
  'audience.persona-matches-group': {
    change: (b) => (b.targetAudienceData.targetPersona = 'Tom, 70, a retired teacher with a labrador.'),
    field: 'targetAudienceData.targetPersona',
    stage: 'target-audience',
  },
  'uvp.names-target-group': {
    change: (b) =>
      (b.uvpData.refinedUniqueValueProposition =
        'Tracked midday walks that end 9 hours alone, photos included.'),
    field: 'uvpData.refinedUniqueValueProposition',
    stage: 'uvp',
  },
  'uvp.names-problem': {
    change: (b) =>
      (b.uvpData.refinedUniqueValueProposition =
        'For dog owners who commute to the city centre: tracked walks with photos.'),
    field: 'uvpData.refinedUniqueValueProposition',
    stage: 'uvp',
  },
  'model.price-per-stream': {
    change: (b) => (b.forecastData!.streams[1]!.price = 0),
    field: 'forecastData.streams',
    stage: 'business-model',
  },
  'budget.reserve': {
    change: (b) => {
      b.budgetingData.budget = Object.fromEntries(
        Object.entries(b.budgetingData.budget!).map(([c, v]) => [c, v.slice(0, 3)]),
      );
    },
    field: 'budgetingData.budget',
    stage: 'budgeting',
  },
  'budget.adds-up': {
    change: (b) => (b.budgetingData.budget!['First 12 months (GBP)']![0] = 4700),
    field: 'budgetingData.budget',
    stage: 'budgeting',
  },
  'forecast.break-even-36': {
    change: (b) => b.forecastData!.streams.forEach((s) => Object.assign(s, { price: 1, growthPercent: 0 })),
    field: 'forecastData',
    stage: 'budgeting',
  },
  'forecast.runway': {
    change: (b) => (b.forecastData!.startingCash = 0),
    field: 'forecastData.startingCash',
    stage: 'budgeting',
  },
  'model.smart-goals': {
    change: (b) =>
      (b.businessModelData.refinedSMARTGoals += '\n- Become the best-known dog walker in Didsbury'),
    field: 'businessModelData.refinedSMARTGoals',
    stage: 'business-model',
  },
  'gtm.channel-budget': {
    change: (b) => (b.goToMarketData.refinedMarketingChannels += '\n- Vet referrals: flyers at the practice'),
    field: 'goToMarketData.refinedMarketingChannels',
    stage: 'go-to-market',
  },
  'any.unrefined-draft': {
    change: (b) => (b.uvpData.refinedElevatorPitch = `  ${b.uvpData.elevatorPitch}\n`),
    field: 'uvpData.refinedElevatorPitch',
    stage: 'uvp',
  },
  'any.empty': {
    change: (b) => (b.ideaData.geoMarket = '  '),
    field: 'ideaData.geoMarket',
    stage: 'idea',
  },
  'uvp.pitch-length': {
    change: (b) => (b.uvpData.refinedElevatorPitch = 'word '.repeat(81)),
    field: 'uvpData.refinedElevatorPitch',
    stage: 'uvp',
  },
  'model.master-check': {
    // A loan received before the forecast's first month: the schema refuses it, the model cannot hold it.
    change: (b) =>
      (b.forecastData!.loans = [
        {
          name: 'Bank loan',
          principal: 10000,
          month: 0,
          annualInterestPercent: 5,
          termMonths: 12,
          interestOnlyMonths: 0,
        },
      ]),
    field: 'forecastData',
    stage: 'budgeting',
  },
  'funding.still-to-find': {
    // Cash stays above zero (360 GBP in month 1) but below the minimum of 1,250 GBP.
    change: (b) => (b.forecastData!.startingCash = 2000),
    field: 'forecastData.ask',
    stage: 'budgeting',
  },
  'funding.ask-matches': {
    change: (b) => (b.forecastData!.ask = { amount: 5000, instrument: 'loan', purpose: 'A second van' }),
    field: 'forecastData.ask',
    stage: 'budgeting',
  },
  'finance.dscr': {
    change: (b) =>
      (b.forecastData!.loans = [
        {
          name: 'Bank loan',
          principal: 200000,
          month: 1,
          annualInterestPercent: 8,
          termMonths: 12,
          interestOnlyMonths: 0,
        },
      ]),
    field: 'forecastData.loans',
    stage: 'budgeting',
  },
  'finance.conservative-runway': {
    change: (b) => (b.forecastData!.scenarios.conservative = { volume: 0.1, growth: 0, price: 1, costs: 5 }),
    field: 'forecastData.scenarios',
    stage: 'budgeting',
  },
  'finance.negative-equity': {
    change: (b) => {
      b.forecastData!.startingCash = 0;
      b.forecastData!.streams.forEach((s) => (s.price = 1));
    },
    field: 'forecastData.equity',
    stage: 'budgeting',
  },
  'consistency.goals-vs-forecast': {
    change: (b) =>
      (b.businessModelData.refinedSMARTGoals = '- 30 monthly plans by June 2027\n- Break even by month 9'),
    field: 'businessModelData.refinedSMARTGoals',
    stage: 'business-model',
  },
  'consistency.launch-vs-forecast': {
    change: (b) => (b.goToMarketData.refinedLaunchPlan += ' Month 3: hire a second dog walker.'),
    field: 'goToMarketData.refinedLaunchPlan',
    stage: 'go-to-market',
  },
  'consistency.prices': {
    change: (b) =>
      (b.businessModelData.refinedRevenueStreams =
        '- Monthly walk plan: £260 for 20 walks a month\n- Single walks'),
    field: 'businessModelData.refinedRevenueStreams',
    stage: 'business-model',
  },
  'gtm.launch-dates': {
    change: (b) => (b.goToMarketData.refinedLaunchPlan = 'Leaflets first, then open bookings.'),
    field: 'goToMarketData.refinedLaunchPlan',
    stage: 'go-to-market',
  },
};

const ISSUE_IDS = [
  'idea.problem-specific',
  'audience.persona-matches-group',
  'uvp.names-target-group',
  'uvp.names-problem',
  'model.price-per-stream',
  'budget.reserve',
  'budget.adds-up',
  'forecast.break-even-36',
  'forecast.runway',
  'model.smart-goals',
  'gtm.channel-budget',
  'any.unrefined-draft',
  'any.empty',
  'model.master-check',
  'funding.still-to-find',
  'funding.ask-matches',
  'finance.dscr',
  'finance.conservative-runway',
  'finance.negative-equity',
  'consistency.goals-vs-forecast',
  'consistency.launch-vs-forecast',
  'consistency.prices',
];

function failing(id: string): BoardData {
  const board = goodBoard();
  FAILING[id]!.change(board);
  return board;
}

describe('CHECKS', () => {
  it('should hold every check the issue names, each with a severity, a title, why and what to do', () => {
    const ids = CHECKS.map((c) => c.id);
    for (const id of ISSUE_IDS) expect(ids).toContain(id);
    for (const check of CHECKS) {
      expect(['blocker', 'major', 'minor']).toContain(check.severity);
      expect(check.title.length).toBeGreaterThan(10);
      expect(check.why.length).toBeGreaterThan(20);
      expect(check.suggestion.length).toBeGreaterThan(10);
    }
    expect(Object.keys(FAILING).sort()).toEqual([...ids].sort());
  });

  it('should find nothing on a plan a good founder wrote', () => {
    expect(ruleFindings(goodBoard())).toEqual([]);
  });

  for (const check of CHECKS) {
    it(`should fire ${check.id} on its failing board only, on the field it concerns`, () => {
      const expected = FAILING[check.id]!;
      expect(check.run(goodBoard())).toEqual([]);
      const findings = ruleFindings(failing(check.id)).filter((f) => f.check === check.id);
      expect(findings.map((f) => [f.field, f.stage])).toEqual([[expected.field, expected.stage]]);
      expect(findings[0]!.id).toBe(`${check.id}:${expected.field}`);
      expect(findings[0]!.source).toBe('rule');
    });
  }
});

describe('check details', () => {
  it('should accept a problem statement that names who has it through the chosen group and what it costs', () => {
    const board = goodBoard();
    board.ideaData.refinedProblemStatement =
      'Anyone who commutes to the city centre leaves the dog alone all day, at a cost of a chewed sofa.';
    expect(ruleFindings(board).filter((f) => f.check === 'idea.problem-specific')).toEqual([]);
    board.ideaData.refinedProblemStatement = 'Dog owners find walks hard to organise.';
    expect(ruleFindings(board).map((f) => f.check)).toContain('idea.problem-specific');
  });

  it('should name the streams without a price, and fire when the forecast is missing', () => {
    const board = failing('model.price-per-stream');
    expect(ruleFindings(board).find((f) => f.check === 'model.price-per-stream')?.suggestion).toBe(
      'Open the forecast and give a price to: Single walks.',
    );
    board.forecastData = null;
    expect(ruleFindings(board).find((f) => f.check === 'model.price-per-stream')?.suggestion).toBe(
      'Open the forecast and give a price to: Monthly walk plan, Single walks.',
    );
  });

  it('should check a Total row against the sum of its lines', () => {
    const board = goodBoard();
    const budget = board.budgetingData.budget!;
    const withTotal = (total: number) => ({
      ...budget,
      Category: [...budget.Category!, ''],
      Item: [...budget.Item!, 'Total'],
      'One-off (GBP)': [...budget['One-off (GBP)']!, 3700],
      'Monthly (GBP)': [...budget['Monthly (GBP)']!, 200],
      'First 12 months (GBP)': [...budget['First 12 months (GBP)']!, total],
    });
    board.budgetingData.budget = withTotal(6100);
    expect(ruleFindings(board)).toEqual([]);
    board.budgetingData.budget = withTotal(6000);
    const finding = ruleFindings(board).find((f) => f.check === 'budget.adds-up');
    expect(finding?.suggestion).toBe(
      'Correct: the total of First 12 months (GBP) should be the sum of its lines.',
    );
  });

  it('should read amounts in the budget currency style (decimal comma for EUR)', () => {
    const board = goodBoard();
    board.budgetingData.budget = {
      Item: ['Kiln', 'Contingency reserve'],
      'One-off (EUR)': ['1.200,50', '500'],
      'Monthly (EUR)': ['10', ''],
      'First 12 months (EUR)': ['1.320,50', '500'],
    };
    expect(ruleFindings(board).filter((f) => f.check === 'budget.adds-up')).toEqual([]);
    board.budgetingData.budget['First 12 months (EUR)'] = ['1.320,49', '500'];
    expect(ruleFindings(board).map((f) => f.check)).toContain('budget.adds-up');
  });

  it('should not fire forecast.runway when the plan says how the gap is funded', () => {
    const board = failing('forecast.runway');
    const runway = ruleFindings(board).find((f) => f.check === 'forecast.runway')!;
    expect(runway.suggestion).toMatch(
      /^Cash runs out in month 1 \(January 2027\); still to find: [\d,]+ GBP\./,
    );
    board.goToMarketData.refinedLaunchPlan += ' The first months are funded by a £5,000 loan.';
    expect(ruleFindings(board).filter((f) => f.check === 'forecast.runway')).toEqual([]);
  });

  it('should title an empty field with its name', () => {
    const board = failing('any.empty');
    board.targetAudienceData.refinedTargetGroups = '';
    const titles = ruleFindings(board)
      .filter((f) => f.check === 'any.empty')
      .map((f) => f.title);
    expect(titles).toEqual(['The geographical market is empty', 'The target groups are empty']);
  });

  it('should report every unlocking field of an empty board as empty, and no other check', () => {
    const empty: BoardData = JSON.parse(JSON.stringify(goodBoard())) as BoardData;
    for (const data of [
      empty.ideaData,
      empty.targetAudienceData,
      empty.uvpData,
      empty.businessModelData,
      empty.goToMarketData,
    ]) {
      for (const key of Object.keys(data))
        (data as Record<string, unknown>)[key] =
          typeof (data as Record<string, unknown>)[key] === 'string' ? '' : null;
    }
    empty.budgetingData.budget = null;
    empty.forecastData = null;
    const findings = ruleFindings(empty);
    expect(new Set(findings.map((f) => f.check))).toEqual(new Set(['any.empty']));
    expect(findings).toHaveLength(17);
  });
});
