import { describe, expect, it } from 'vitest';

import { emptyBoardData } from '../board.js';
import { ForecastDataSchema } from '../forecast/assumptions.js';
import { computeForecast } from '../forecast/scenarios.js';
import { REPAIR_CAFE_FORECAST } from '../forecast/test-data.js';
import { upgradeForecastData } from '../forecast/upgrade.js';
import type { PlanBoard, PlanSection } from './plan.js';
import { buildPlan } from './plan.js';
import { planToMarkdown } from './plan-markdown.js';
import { withoutRepeatedLines } from './plan-repeats.js';

const IDEA = 'A repair café in Ghent that fixes small household electronics for a fixed fee per item';
const HEADLINE =
  'Your broken kettle, lamp or radio fixed within a week, for one fixed price agreed up front.';

function cafe(): PlanBoard {
  const board = emptyBoardData();
  return {
    ...board,
    id: '0b6f7a3e-8d1c-4f3a-9b2e-5c4d3e2f1a0b',
    title: 'Repair café',
    ideaData: {
      ...board.ideaData,
      initialIdea: IDEA,
      refinedBusinessIdea: `## Business idea\n\n**In one sentence:** ${IDEA}.\n\n- **Customer:** households in Ghent.`,
    },
    uvpData: {
      ...board.uvpData,
      refinedUniqueValueProposition: `**Headline:** ${HEADLINE}\n\n**Positioning statement:** for households in Ghent who hate waste.`,
      refinedElevatorPitch:
        'Ghent households bin kettles that a short repair would save.\n\n**One-liner:** Your broken kettle, lamp or radio fixed within a week, for 25 EUR agreed up front.',
    },
    goToMarketData: {
      ...board.goToMarketData,
      refinedLaunchPlan: `**Launch message:** "${HEADLINE}"\n\n**Week 1:** open the pop-up counter at the market.`,
    },
    forecastData: ForecastDataSchema.parse(upgradeForecastData(REPAIR_CAFE_FORECAST)),
  };
}

const count = (text: string, part: string) => text.split(part).length - 1;

describe("the lender's plan", () => {
  const markdown = planToMarkdown(buildPlan(cafe(), { audience: 'document' }));

  it('should state the ask, own money, funding, break-even, lowest cash, DSCR and the conservative case in the summary', () => {
    const summary = buildPlan(cafe()).sections[0]!.blocks.find((b) => b.label === 'Key figures');
    if (summary?.kind !== 'table') throw new Error('no key figures');
    const figures = Object.fromEntries(summary.rows);
    expect(figures).toMatchObject({
      'The ask': '7,671.48 EUR, the amount still to find',
      "Founders' own money": "5,000 EUR (Founder's savings)",
      'Funding required': '20,671.48 EUR: 13,000 EUR planned, 7,671.48 EUR still to find',
      'Break-even': 'Month 16 (April 2028); first profitable month: month 5',
      'Lowest cash': '2,069.77 EUR in month 16 (April 2028); minimum cash buffer 9,741.25 EUR',
      'DSCR, years 1-3': 'year 1: -2.86×; year 2: 3.63×; year 3: 7.14×',
      'Conservative case':
        'In the conservative case cash runs out in month 8 (August 2027) without the amount still to find.',
    });
    expect(figures['Use of funds']).toContain(
      'Soldering station, oscilloscope, multimeters and test equipment 2,500 EUR',
    );
    expect(markdown).not.toMatch(/more one-off costs/);
  });

  it('should hold sources and uses with equal totals, the ratios, the loan by year, months 1-12 and the sensitivity table', () => {
    expect(markdown).toContain('| **Total sources** | 20,671.48 | Total uses | 20,671.48 |');
    expect(markdown).toContain(
      '| Debt service coverage (DSCR) | Year 2 | 3.63× | Covers its loan payments 3.63 times',
    );
    expect(markdown).toContain('### Loan schedule: Bank loan (KBC) (EUR)');
    expect(markdown).toMatch(
      /\| Year 1 \| 0\.00 \| 8,000\.00 \| [\d,.]+ \| [\d,.]+ \| [\d,.]+ \| [\d,.]+ \|/,
    );
    expect(markdown).toContain('| Month | Revenue | Costs | Net profit | Closing cash |');
    expect(markdown).toContain('| 12 (2027-12) |');
    const base = computeForecast(cafe().forecastData!, null).scenarios.base;
    expect(markdown).toContain('| Base case | -8,535.05 | 9,573.52 | 2,069.77 (month 16) | Month 16 |');
    expect(markdown).toContain(`| **Year 1** | 36,839.00 |`);
    expect(base.years[0]!.revenue).toBe(3_683_900);
    expect(markdown).toMatch(/\| Price -10% \|/);
    expect(markdown).toMatch(/\| Volume -20% \|/);
    expect(markdown).toMatch(/\| Costs \+10% \|/);
  });

  it('should say the headline and the one-sentence idea at most twice: once in the summary, once in their section', () => {
    expect(count(markdown, 'Your broken kettle, lamp or radio fixed within a week')).toBe(2);
    expect(count(markdown, IDEA)).toBe(2);
    expect(markdown).toContain('**One-liner:** As the headline above.');
    expect(markdown).toContain('**In one sentence:** As the initial idea above.');
    expect(markdown).toContain('**Launch message:** See Headline under Unique Value Proposition.');
    expect(markdown).toContain('**Week 1:** open the pop-up counter at the market.');
  });
});

describe('withoutRepeatedLines', () => {
  const section = (id: string, title: string, markdown: string): PlanSection => ({
    id,
    title,
    stage: null,
    written: true,
    inExports: true,
    blocks: [{ kind: 'text', label: title, markdown, status: 'final' }],
  });

  it('should keep lines that differ by a figure, and the summary as it is', () => {
    const year = (n: number, margin: number) =>
      `- Year ${n}: an operating margin of ${margin}% is rare for a small business, check the prices and costs.`;
    const sections = withoutRepeatedLines([
      section('executive-summary', 'Executive summary', HEADLINE),
      section('uvp', 'Unique Value Proposition', `**Headline:** ${HEADLINE}\n${year(1, 64)}\n${year(2, 72)}`),
      section('go-to-market', 'Go To Market', `**Core message:** ${HEADLINE}`),
    ]);
    const text = (i: number) => (sections[i]!.blocks[0] as { markdown: string }).markdown;
    expect(text(0)).toBe(HEADLINE);
    expect(text(1)).toBe(`**Headline:** ${HEADLINE}\n${year(1, 64)}\n${year(2, 72)}`);
    expect(text(2)).toBe('**Core message:** See Headline under Unique Value Proposition.');
  });
});
