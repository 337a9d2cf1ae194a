import { describe, expect, it } from 'vitest';

import { emptyBoardData } from '../board.js';
import { computeForecast } from '../forecast/scenarios.js';
import { assumptions, stream } from '../forecast/test-data.js';
import type { Plan, PlanBoard } from './plan.js';
import {
  budgetTable,
  buildPlan,
  missingSentence,
  planHeadings,
  PLANNING_NOTICE,
  readerLocale,
} from './plan.js';
import { planToMarkdown } from './plan-markdown.js';
import { keyFiguresWarning, plainWords, summarise } from './plan-summary.js';

const ID = '0b6f7a3e-8d1c-4f3a-9b2e-5c4d3e2f1a0b';

function empty(): PlanBoard {
  return { ...emptyBoardData(), id: ID, title: 'Bakery' };
}

function partly(): PlanBoard {
  const b = empty();
  b.ideaData.initialIdea = 'Sourdough for offices';
  b.ideaData.businessIdea = 'AI draft of the idea';
  b.ideaData.refinedProblemStatement = 'Offices lack **good** bread';
  b.ideaData.problemStatement = 'draft problem';
  b.targetAudienceData.marketSegmentationMatrix = {
    columns: ['Group', 'Size'],
    rows: [['Startups', 'Large']],
  };
  b.budgetingData.budget = { Item: ['Oven', 'Flour'], Cost: [1200.1, '$300.20'], Note: ['used', 'monthly'] };
  return b;
}

/** Every field of every stage written, a stage's own heading repeated at the top of its text. */
function complete(): PlanBoard {
  const b = partly();
  b.ideaData.refinedBusinessIdea =
    'A subscription bakery that delivers sourdough to offices before 9 am. Orders renew monthly.';
  b.ideaData.refinedGuidingQuestions = '1. Who pays? Office managers.';
  b.ideaData.geoMarket = 'Lyon, France';
  b.targetAudienceData.refinedTargetGroups = 'Startups with 10-50 people in central Lyon.';
  b.targetAudienceData.chosenTargetGroup = 'Startups';
  b.targetAudienceData.targetPersona = 'Camille, 34, office manager.';
  b.uvpData.refinedUniqueValueProposition =
    '# Unique value proposition\nWarm sourdough on every desk by 9 am, no ordering needed.';
  b.uvpData.refinedElevatorPitch = 'We bake at 4 and deliver by 9.';
  b.businessModelData.refinedKeyPartners = '- Local mills\n- Bike couriers';
  b.businessModelData.refinedRevenueStreams = 'Monthly subscriptions per desk.';
  b.businessModelData.revenueStreamMatrix = { columns: ['Stream', 'Price'], rows: [['Desk', '30']] };
  b.businessModelData.refinedSMARTGoals = '40 offices subscribed by June 2027.';
  b.goToMarketData.refinedMarketingChannels = 'LinkedIn posts and tasting mornings.';
  b.goToMarketData.refinedLaunchPlan = '## Launch plan\n1. Tasting week\n2. First 10 offices';
  b.forecastData = assumptions({
    startingCash: 5000,
    firstMonth: '2027-05',
    streams: [stream({ name: 'Desks', pricingModel: 'subscription', price: 30, volume: 40 })],
    costOfSalesPercent: 25,
    costs: [{ name: 'Fit-out', category: 'Premises', oneOff: 4200.5, monthly: 500, startMonth: 1 }],
    taxRatePercent: 20,
  });
  return b;
}

/** Every text field of the board (drafts and refined), as the plan's text would hold it. */
function fieldTexts(b: PlanBoard): string[] {
  return [b.ideaData, b.targetAudienceData, b.uvpData, b.businessModelData, b.goToMarketData].flatMap((d) =>
    Object.values(d).filter((v): v is string => typeof v === 'string' && v.trim() !== ''),
  );
}

function allText(plan: Plan): string {
  return plan.sections
    .flatMap((s) => s.blocks)
    .map((b) => (b.kind === 'text' ? b.markdown : b.kind === 'table' ? b.rows.flat().join('\n') : ''))
    .join('\n\n');
}

const count = (haystack: string, needle: string) => haystack.split(needle).length - 1;

describe('the plan model, written once', () => {
  it.each([
    ['empty', empty],
    ['partial', partly],
    ['complete', complete],
  ] as const)(
    'should hold each field once and no two consecutive identical headings (%s board)',
    (_, make) => {
      const board = make();
      for (const audience of ['page', 'document'] as const) {
        const plan = buildPlan(board, { audience });
        const text = allText(plan);
        // A refined field replaces its draft; a shown field appears once (short names such as
        // "Startups" are also words of other fields, so only sentences are counted).
        for (const field of fieldTexts(board).filter((f) => f.length > 20)) {
          expect(count(text, field.replace(/^#.*\n/, '')), field).toBeLessThanOrEqual(1);
        }
        const headings = planHeadings(plan).map((h) => h.toLowerCase());
        headings.slice(1).forEach((h, i) => expect(h, `${headings[i]} / ${h}`).not.toBe(headings[i]));
      }
    },
  );

  it('should write every refined field of a complete board exactly once', () => {
    const board = complete();
    const text = allText(buildPlan(board, { audience: 'document' }));
    const refined = [
      board.ideaData.refinedBusinessIdea,
      board.ideaData.refinedProblemStatement,
      board.targetAudienceData.refinedTargetGroups,
      'Warm sourdough on every desk by 9 am, no ordering needed.',
      board.uvpData.refinedElevatorPitch,
      board.businessModelData.refinedSMARTGoals,
      board.goToMarketData.refinedMarketingChannels,
    ];
    for (const field of refined) expect(count(text, field), field).toBe(1);
    expect(planHeadings(buildPlan(board))).not.toContain('Unique value proposition');
  });

  it('should summarise the business, the customer and the value proposition without copying a field', () => {
    const board = complete();
    const [summary] = buildPlan(board).sections;
    const paragraphs = summary?.blocks.filter((b) => b.kind === 'text') ?? [];
    expect(paragraphs.map((b) => [b.label, b.kind === 'text' && b.markdown])).toEqual([
      ['The business', 'A subscription bakery that delivers sourdough to offices before 9 am.'],
      ['The customer', 'Startups with 10-50 people…'],
      ['The value proposition', 'Warm sourdough on every desk by 9 am…'],
    ]);
    for (const field of fieldTexts(board).filter((f) => f.length > 20)) {
      for (const p of paragraphs) if (p.kind === 'text') expect(p.markdown).not.toContain(plainWords(field));
    }
  });

  it('should give the key figures: funding required, the ask and use of funds, revenue in years 1-3, break-even, customer group', () => {
    const figures = buildPlan(complete()).sections[0]?.blocks.find((b) => b.label === 'Key figures');
    expect(figures).toMatchObject({ kind: 'table', columns: ['Figure', 'Value'] });
    expect(figures?.kind === 'table' && figures.rows).toEqual([
      // Its margins are far above a small business's: the figures say they are questioned (below).
      [
        'Warnings',
        'The forecast raises 4 warnings about these figures: read "Check these numbers" in the Forecast section before relying on them.',
      ],
      // Cash is lowest in month 1 at 5,000 - 3,800.50 = 1,199.50; the minimum is three months of
      // the first year's 10,200.50 of expenses, 2,550.13: 1,350.63 is still to find.
      ['Funding required', '6,350.63 USD: 5,000 USD planned, 1,350.63 USD still to find'],
      ['The ask', '1,350.63 USD, the amount still to find'],
      ['Use of funds', 'Fit-out 4,200.50 USD; running costs of 500 USD a month on average in year 1'],
      ['Revenue, year 1', '93,600 USD'],
      ['Revenue, year 2', '266,400 USD'],
      ['Revenue, year 3', '439,200 USD'],
      ['Break-even', 'Month 2 (June 2027)'],
      ['Chosen customer group', 'Startups'],
    ]);
    const german = buildPlan(complete(), { locale: 'de-DE' }).sections[0]?.blocks.at(-1);
    expect(german?.kind === 'table' && german.rows[1]).toEqual([
      'Funding required',
      '6.350,63 USD: 5.000 USD planned, 1.350,63 USD still to find',
    ]);
    // The founder's ask, when set, is stated instead; the deepest loss is never called a funding need.
    const asking = complete();
    asking.forecastData = {
      ...asking.forecastData!,
      ask: { amount: 2000, instrument: 'loan', purpose: 'the fit-out and a cash buffer' },
    };
    const asked = buildPlan(asking).sections[0]?.blocks.find((b) => b.label === 'Key figures');
    expect(asked?.kind === 'table' && asked.rows[2]).toEqual([
      'The ask',
      'A loan of 2,000 USD: the fit-out and a cash buffer',
    ]);
    expect(figures?.kind === 'table' && figures.rows.map(([label]) => label)).not.toContain('Funding need');
  });

  it('should point the key figures to the warnings only when the forecast raises some', () => {
    const warned = complete();
    const rows = (board: PlanBoard) => {
      const block = buildPlan(board).sections[0]?.blocks.find((b) => b.label === 'Key figures');
      return block?.kind === 'table' ? block.rows : [];
    };
    const warnings = computeForecast(warned.forecastData!, warned.budgetingData.budget).scenarios.base
      .warnings;
    expect(warnings).toHaveLength(4);
    expect(rows(warned)[0]).toEqual([
      'Warnings',
      'The forecast raises 4 warnings about these figures: read "Check these numbers" in the Forecast section before relying on them.',
    ]);
    expect(keyFiguresWarning(1)).toBe(
      'The forecast raises 1 warning about these figures: read "Check these numbers" in the Forecast section before relying on them.',
    );
    // The same board with a capacity and costs a bakery has: no warning, and no such row.
    const checked = complete();
    checked.forecastData = {
      ...checked.forecastData!,
      streams: [
        stream({ name: 'Desks', pricingModel: 'subscription', price: 30, volume: 40, capacity: 400 }),
      ],
      costs: [
        ...checked.forecastData!.costs,
        {
          name: 'Bakers and couriers',
          category: 'Team',
          oneOff: 0,
          monthly: 5000,
          startMonth: 1,
          kind: 'payroll',
        },
      ],
    };
    expect(
      computeForecast(checked.forecastData, checked.budgetingData.budget).scenarios.base.warnings,
    ).toEqual([]);
    expect(rows(checked).map(([label]) => label)).not.toContain('Warnings');
    expect(rows(checked)[0]?.[0]).toBe('Funding required');
    // The forecast section holds the warnings the row points to.
    const forecast = buildPlan(warned).sections.find((s) => s.id === 'forecast');
    expect(forecast?.blocks.map((b) => b.label)).toContain('Check these numbers');
  });

  it('should leave parts not written out of documents, with no link to the app', () => {
    const plan = buildPlan(partly(), { audience: 'document' });
    expect(plan.sections.flatMap((s) => s.blocks).filter((b) => b.kind === 'missing')).toEqual([]);
    expect(plan.sections.map((s) => s.title)).toEqual(['Idea', 'Target Audience', 'Budgeting']);
    expect(buildPlan(empty(), { audience: 'document' }).sections).toEqual([]);
    expect(planToMarkdown(buildPlan(partly(), { audience: 'document' }))).not.toMatch(/\]\(\/|https?:/);
  });
});

describe('readerLocale', () => {
  it("should take the reader's first supported language, else en-GB", () => {
    expect(readerLocale('de-DE,de;q=0.9,en;q=0.8')).toBe('de-DE');
    expect(readerLocale('*')).toBe('en-GB');
    expect(readerLocale('not a tag!, fr-CH')).toBe('fr-CH');
    expect(readerLocale(undefined)).toBe('en-GB');
  });
});

describe('summarise', () => {
  it('should keep whole sentences up to the limit, never all of them, and cut a single sentence', () => {
    expect(summarise('One two three. Four five six. Seven.')).toBe('One two three. Four five six.');
    expect(summarise('**Bold** start of a long single sentence here')).toBe('Bold start of a…');
    expect(summarise('Two words')).toBeNull();
  });
});

describe('buildPlan', () => {
  // Issue 28 item 3 adds the plan's own four sections: the company first, competition after the
  // value proposition, milestones and risks last.
  it('should list the executive summary, the six stages and the plan’s own four sections in order', () => {
    const plan = buildPlan(empty(), { date: new Date('2026-11-22T10:00:00Z') });
    expect(plan.sections.map((s) => s.title)).toEqual([
      'Executive summary',
      'Company and team',
      'Idea',
      'Target Audience',
      'Unique Value Proposition',
      'Competition',
      'Business Model',
      'Budgeting',
      'Forecast',
      'Go To Market',
      'Milestones',
      'Risks and mitigations',
    ]);
    expect(plan.date).toBe('2026-11-22');
    expect(plan.notice).toBe(
      'This content is intended for planning purposes only. It represents preliminary suggestions, all elements are subject to review, refinement, and approval.',
    );
  });

  it('should name the step that writes a section that is not written yet, with its URL', () => {
    const plan = buildPlan(empty());
    const pitch = plan.sections.find((s) => s.stage === 'UVP')?.blocks[1];
    expect(pitch).toEqual({
      kind: 'missing',
      label: 'Elevator pitch',
      writtenBy: {
        stage: 'UVP',
        stageName: 'Unique Value Proposition',
        step: 'REFINE_ELEVATOR_PITCH',
        stepName: 'Elevator Pitch',
        url: `/${ID}/uvp`,
      },
    });
    if (pitch?.kind === 'missing') {
      expect(missingSentence(pitch.writtenBy)).toBe(
        'Not written yet: the Elevator Pitch step of Unique Value Proposition writes it.',
      );
    }
  });

  it('should prefer the refined text and mark a draft shown in its place', () => {
    const summary = buildPlan(partly()).sections.find((s) => s.stage === 'IDEA');
    expect(summary?.blocks[1]).toEqual({
      kind: 'text',
      label: 'Business idea',
      markdown: 'AI draft of the idea',
      status: 'draft',
    });
    expect(summary?.blocks[4]).toMatchObject({ markdown: 'Offices lack **good** bread', status: 'final' });
  });

  it('should show the matrices and the budget as tables, the budget with exact totals', () => {
    const plan = buildPlan(partly());
    const audience = plan.sections.find((s) => s.stage === 'TARGET_AUDIENCE');
    expect(audience?.blocks[1]).toEqual({
      kind: 'table',
      label: 'Market segmentation matrix',
      columns: ['Group', 'Size'],
      align: ['start', 'start'],
      rows: [['Startups', 'Large']],
      totals: null,
    });
    // Amounts in the reader's locale with two decimals, right-aligned.
    const budget = plan.sections.find((s) => s.stage === 'BUDGETING')?.blocks[0];
    expect(budget).toMatchObject({
      kind: 'table',
      label: 'Budget (USD)',
      align: ['start', 'end', 'start'],
      rows: [
        ['Oven', '1,200.10', 'used'],
        ['Flour', '300.20', 'monthly'],
      ],
      totals: ['Total', '1,500.30', ''],
    });
    const german = buildPlan(partly(), { locale: 'de-DE' }).sections.find((s) => s.stage === 'BUDGETING');
    expect(german?.blocks[0]).toMatchObject({ totals: ['Total', '1.500,30', ''] });
  });
});

describe('budgetTable', () => {
  it('should add money without float drift', () => {
    expect(budgetTable({ Item: ['a', 'b', 'c'], Cost: [0.1, 0.2, 0.3] }).totals).toEqual(['Total', '0.60']);
  });
});

describe('planToMarkdown', () => {
  it('should write contents, GitHub tables with a bold total, numbers right-aligned, the notice once', () => {
    const md = planToMarkdown(buildPlan(partly(), { date: new Date('2026-11-22T00:00:00Z') }));
    expect(md).toContain('# Bakery');
    expect(md).toContain('1. [Executive summary](#executive-summary)');
    // Issue 28 item 3: Company and team and Competition come before Budgeting.
    expect(md).toContain('8. [Budgeting](#budgeting)');
    expect(md).toContain('| Item | Cost | Note |\n| --- | ---: | --- |\n| Oven | 1,200.10 | used |');
    expect(md).toContain('| **Total** | 1,500.30 |  |');
    expect(md).toContain('*Draft: not refined yet*');
    expect(md.match(new RegExp(PLANNING_NOTICE.replace(/[.,]/g, '\\$&'), 'g'))).toHaveLength(1);
  });

  it('should keep hostile text from becoming HTML, headings or table cells', () => {
    const b = partly();
    b.ideaData.refinedBusinessIdea = '# Takeover\n<script>alert(1)</script>';
    b.targetAudienceData.marketSegmentationMatrix = { columns: ['A|B'], rows: [['x\n| y |']] };
    const md = planToMarkdown(buildPlan(b));
    expect(md).not.toContain('<script>');
    expect(md).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    // Issue 26: a user's heading is bold text, not a heading of the document's outline.
    expect(md).toContain('\n**Takeover**\n');
    expect(md).not.toMatch(/^#+ Takeover/m);
    expect(md).toContain('| A\\|B |\n| --- |\n| x \\| y \\| |');
  });

  it('should write links of any scheme but http, https and mailto as text, and no heading of the outline', () => {
    const b = partly();
    b.ideaData.refinedBusinessIdea = [
      'Title',
      '===',
      '[click](javascript:alert(1)) [f](file:///etc/passwd) [spaced]( <JavaScript:x>) ![img](data:x)',
      '[ok](https://example.com/a(b)) [mail](mailto:ada@example.com) [rel](/boards)',
      '[ref][r]',
      '',
      '[r]: javascript:alert(2)',
      '  ### Indented ###',
    ].join('\n');
    const md = planToMarkdown(buildPlan(b));
    expect(md).toContain(
      '[click\\](javascript:alert(1)) [f\\](file:///etc/passwd) [spaced\\]( &lt;JavaScript:x&gt;)',
    );
    expect(md).toContain('![img\\](data:x)');
    expect(md).toContain('[ok](https://example.com/a(b)) [mail](mailto:ada@example.com) [rel\\](/boards)');
    expect(md).toContain('[r\\]: javascript:alert(2)');
    expect(md).toContain('Title\n\\===');
    expect(md).toContain('\n**Indented**');
  });
});
