import { describe, expect, it } from 'vitest';

import type { BoardData } from '../board.js';
import { computeForecast } from '../forecast/scenarios.js';
import type { PlanBlock } from '../plan/plan.js';
import { reviewSection } from '../plan/plan-review.js';
import { reviewBoard, ruleFindings } from './review.js';
import { goodBoard } from './test-data.js';
import { markedFree } from './words.js';

const finding = (board: BoardData, check: string) => ruleFindings(board).find((f) => f.check === check);
const base = (board: BoardData) =>
  computeForecast(board.forecastData!, board.budgetingData.budget).scenarios.base;

function withLoan(principal: number): BoardData {
  const board = goodBoard();
  board.forecastData!.loans = [
    {
      name: 'Bank loan',
      principal,
      month: 1,
      annualInterestPercent: 8,
      termMonths: 12,
      interestOnlyMonths: 0,
    },
  ];
  return board;
}

describe('finance.dscr', () => {
  it('should pass a loan the first year covers 1.3 times, and quote the year the loan is repaid', () => {
    const board = withLoan(100000);
    expect(base(board).ratios.map((y) => y.debtServiceCoverage.value)).toEqual([1.3, 69.16, null]);
    expect(finding(board, 'finance.dscr')).toBeUndefined();
  });

  it('should be major between 1.0 and 1.25 and a blocker below 1.0, with the forecast own figures', () => {
    const major = finding(withLoan(120000), 'finance.dscr')!;
    expect(major.severity).toBe('major');
    expect(major.why).toContain('year 1 1.08 times');
    const blocker = finding(withLoan(200000), 'finance.dscr')!;
    expect(blocker.severity).toBe('blocker');
    expect(blocker.title).toBe('The earnings cannot pay the loan back');
    expect(blocker.why).toContain('year 1 0.65 times');
    // A blocker caps the overall score at 40.
    const review = reviewBoard(withLoan(200000), 1);
    expect(review.cap).toEqual({ score: 40, severity: 'blocker', findings: 1 });
    expect(review.score.overall).toBe(40);
  });
});

describe('funding', () => {
  it('should leave cash below zero with no word on funding to forecast.runway: one gap, one blocker', () => {
    const board = goodBoard();
    board.forecastData!.startingCash = 0;
    const checks = () =>
      ruleFindings(board)
        .filter((f) => f.severity === 'blocker')
        .map((f) => f.check);
    expect(checks()).toEqual(['forecast.runway']);
    // The plan names a loan but asks for nothing: the gap is still to find.
    board.goToMarketData.refinedLaunchPlan += ' The first months are funded by a loan.';
    expect(checks()).toEqual(['funding.still-to-find']);
    // An ask says how the gap is funded: neither fires once it covers what is still to find.
    board.forecastData!.ask = { amount: 100000, instrument: 'loan', purpose: 'The first months' };
    expect(checks()).toEqual([]);
  });

  it('should not fire still-to-find when the ask covers it, and fire ask-matches past 10 %', () => {
    const board = goodBoard();
    board.forecastData!.startingCash = 2000;
    const need = base(board).fundingNeed.stillToFind;
    expect(need).toBe(89000);
    expect(finding(board, 'funding.still-to-find')?.why).toBe(
      'In the base scenario 890 GBP is still to find: cash falls to 360 GBP in month 1 (January 2027), below the minimum of 1,250 GBP, and the plan asks for nothing. A lender will not fund a plan that does not say where the rest of its money comes from.',
    );
    board.forecastData!.ask = { amount: need / 100, instrument: 'loan', purpose: 'Van and first months' };
    expect(finding(board, 'funding.still-to-find')).toBeUndefined();
    expect(finding(board, 'funding.ask-matches')).toBeUndefined();
    board.forecastData!.ask.amount = Math.round(need * 1.05) / 100; // within 10 %
    expect(finding(board, 'funding.ask-matches')).toBeUndefined();
    board.forecastData!.ask.amount = Math.round(need * 1.2) / 100;
    expect(finding(board, 'funding.ask-matches')?.severity).toBe('major');
    board.forecastData!.ask.amount = Math.round(need * 0.5) / 100;
    expect(finding(board, 'funding.still-to-find')?.why).toContain('the ask is');
  });
});

describe('consistency.goals-vs-forecast', () => {
  const goals = (text: string) => {
    const board = goodBoard();
    board.businessModelData.refinedSMARTGoals = text;
    return finding(board, 'consistency.goals-vs-forecast');
  };

  it('should read break-even as sustained and "first profitable month" as the first month in profit', () => {
    expect(goals('- Break even by month 2')).toBeUndefined();
    expect(goals('- Break even by month 9')?.why).toContain(
      'says month 9: the forecast breaks even for good in month 2 (February 2027)',
    );
    expect(goals('- A first profitable month in February 2027')).toBeUndefined();
  });

  it('should compare a revenue goal with the forecast revenue of that month or of the 12 months to it', () => {
    // Base revenue in month 12: 23,595 GBP; months 1-12: 135,795 GBP.
    expect(goals('- Revenue of £23,000 a month by December 2027')).toBeUndefined();
    expect(goals('- Revenue of £30,000 a month by December 2027')?.why).toContain(
      "the forecast's revenue in month 12 (December 2027) is 23,595 GBP",
    );
    expect(goals('- £160,000 revenue by the end of year 1')?.why).toContain(
      "the forecast's revenue in the 12 months to month 12 (December 2027) is 135,795 GBP",
    );
  });

  it('should read "within N months", and leave alone what a drafted goal says about other things', () => {
    expect(goals('- Reach £30,000 in monthly revenue within 12 months')?.why).toContain(
      "the forecast's revenue in month 12 (December 2027) is 23,595 GBP",
    );
    expect(
      goals(
        [
          '1. **Validate demand:** Interview 30 dog owners who commute about the problem, within 6 weeks.',
          '2. **First paying customers:** Win 25 paying customers through single walks, within 4 months.',
          "3. **Retention:** Cut clients' days to payment from 45 to 30 within 6 months of the first walk plans.",
          '   - Time-bound: Within 4 months.',
        ].join('\n'),
      ),
    ).toBeUndefined();
  });

  it('should compare a count with the stream it names, and skip a limit', () => {
    // 94 monthly plans in month 12 of the base scenario.
    expect(goals('- 90 monthly plans by December 2027')).toBeUndefined();
    expect(goals('- 120 monthly plans by December 2027')?.why).toContain(
      'the forecast counts 94 subscribers to "Monthly walk plan" in month 12 (December 2027)',
    );
    expect(goals('- A second walker by December 2027 (two walkers serve at most 120 plans)')).toBeUndefined();
  });
});

describe('consistency.launch-vs-forecast', () => {
  const launch = (text: string, change: (b: BoardData) => void = () => {}) => {
    const board = goodBoard();
    board.goToMarketData.refinedLaunchPlan = text;
    change(board);
    return finding(board, 'consistency.launch-vs-forecast');
  };
  const walker = (b: BoardData) =>
    (b.forecastData!.costs = [
      {
        name: 'Second dog walker',
        category: 'Team',
        oneOff: 0,
        monthly: 1800,
        startMonth: 7,
        kind: 'payroll',
      },
    ]);

  it('should fire on a hire in another month than the forecast, reading the section heading', () => {
    expect(launch('**Grow (months 6-8)**\n- Hire a second dog walker.', walker)).toBeUndefined();
    expect(launch('**Grow (month 4)**\n- Hire a second dog walker.', walker)?.why).toContain(
      '"Hire a second dog walker." (month 4): the forecast hires "Second dog walker" in month 7',
    );
    expect(launch('- Month 3: hire a bookkeeper.', walker)?.why).toContain('the forecast has no such hire');
  });

  it('should fire on a spend or an opening the forecast has in another month', () => {
    const assets = (b: BoardData) =>
      (b.forecastData!.assets = [{ name: 'Electric van', amount: 9000, month: 6, usefulLifeMonths: 60 }]);
    expect(launch('- June 2027: buy the electric van.', assets)).toBeUndefined();
    expect(launch('- March 2027: buy the electric van.', assets)?.why).toContain(
      'the forecast spends on "Electric van" from month 6',
    );
    // A forecast stream has no start month: opening after month 1 is not held against it.
    expect(launch('**Launch (month 3)**\n- First walks.')).toBeUndefined();
    expect(
      launch(
        '**Pilot (Weeks 5-8)**\n- Run a paid pilot.\n\n**Launch (Weeks 9-10)**\n- Go live on the channels.',
      ),
    ).toBeUndefined();
    // 0.2 walk plans and single walks a month: the first sale rounds up in month 3.
    const slow = (b: BoardData) => b.forecastData!.streams.forEach((s) => (s.volume = 0.2));
    expect(launch('**Launch (month 1)**\n- First walks.', slow)?.why).toContain(
      '"Launch (month 1)" (month 1): the forecast sells nothing until month 3 (March 2027)',
    );
  });
});

describe('consistency.prices', () => {
  const prices = (text: string) => {
    const board = goodBoard();
    board.businessModelData.refinedRevenueStreams = text;
    return finding(board, 'consistency.prices');
  };

  it('should accept the forecast price as is, with VAT, or for a year of a subscription', () => {
    // The forecast: Monthly walk plan 240 a month (subscription), Single walks 15; VAT 0 here.
    expect(prices('- Monthly walk plan: £240 a month\n- Single walks: £15 each')).toBeUndefined();
    expect(prices('- Monthly walk plan: £2,880 a year\n- Single walks')).toBeUndefined();
    const board = goodBoard();
    board.forecastData!.salesTaxPercent = 20;
    board.businessModelData.refinedRevenueStreams = '- Single walks: £18 each, VAT included';
    expect(finding(board, 'consistency.prices')).toBeUndefined();
  });

  it('should name the stream whose written price no forecast stream uses', () => {
    expect(prices('- Monthly walk plan: £240\n- Single walks: £20 each')?.why).toBe(
      '"Single walks" costs 20 GBP in the revenue streams and 15 GBP in the forecast. The forecast earns what its prices say, so one of the two is wrong.',
    );
  });
});

describe('gtm.channel-budget and channels marked free', () => {
  it('should read "free" in English, French, German and Spanish, and a zero cost', () => {
    for (const item of [
      'Local press (free)',
      'Word of mouth: free',
      'Flyers at the vets (no cost)',
      'Facebook group (cost: 0)',
      'Bouche-à-oreille (gratuit)',
      'Presse locale : gratuite',
      'Mundpropaganda (kostenlos)',
      'Lokalzeitung: Kosten: 0 €',
      'Boca a boca (gratis)',
      'Prensa local: sin coste',
    ])
      expect(markedFree(item), item).toBe(true);
    for (const item of [
      'Market pop-up (cost: 25 EUR a Saturday)',
      'Instagram ads: free delivery promo in 10 posts',
      'Google ads (10 EUR a day)',
    ])
      expect(markedFree(item), item).toBe(false);
  });

  it('should not ask for a budget line for a channel marked free', () => {
    const board = goodBoard();
    board.goToMarketData.refinedMarketingChannels +=
      '\n- Vet referrals (free)\n- Bouche-à-oreille (gratuit)\n- Mundpropaganda: kostenlos\n- Boca a boca (gratis)';
    expect(finding(board, 'gtm.channel-budget')).toBeUndefined();
    board.goToMarketData.refinedMarketingChannels += '\n- Radio spots';
    expect(finding(board, 'gtm.channel-budget')?.suggestion).toBe('Add a budget line for: Radio spots.');
  });
});

describe('the exported appendix', () => {
  it('should state the cap, list open blockers first and keep a dismissed blocker with its reason', () => {
    const board = withLoan(200000);
    board.uvpData.refinedElevatorPitch = 'word '.repeat(81);
    const open = reviewSection(reviewBoard(board, 1));
    expect(open.blocks.map((b) => b.label)).toEqual([
      'Score',
      'Blocker: The earnings cannot pay the loan back',
      'The elevator pitch is too long to say in 30 seconds',
    ]);
    const text = (block: PlanBlock | undefined) => (block?.kind === 'text' ? block.markdown : '');
    expect(text(open.blocks[0])).toContain('The overall score is capped at 40 because 1 blocker is open');
    const dismissals = new Map([['finance.dscr:forecastData.loans', 'The bank agreed a repayment holiday']]);
    const dismissed = reviewSection(reviewBoard(board, 1, { dismissals }));
    expect(dismissed.blocks.map((b) => b.label)).toEqual([
      'Score',
      'The elevator pitch is too long to say in 30 seconds',
      'Dismissed blocker: The earnings cannot pay the loan back',
    ]);
    expect(text(dismissed.blocks.at(-1))).toContain(
      '**Dismissed because:** The bank agreed a repayment holiday',
    );
  });
});

describe('model.master-check', () => {
  it('should name each failing check of each scenario in words', () => {
    const board = goodBoard();
    board.forecastData!.loans = [
      {
        name: 'Bank loan',
        principal: 10000,
        month: 0,
        annualInterestPercent: 5,
        termMonths: 12,
        interestOnlyMonths: 0,
      },
    ];
    const found = finding(board, 'model.master-check')!;
    expect(found.severity).toBe('blocker');
    expect(found.title).toBe('The model does not balance');
    expect(found.why).toContain(
      'The master check fails where it checks that the balance sheet balances (conservative scenario); that each loan’s balance follows its schedule (conservative scenario);',
    );
  });
});
