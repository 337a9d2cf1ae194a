import { describe, expect, it } from 'vitest';

import { emptyBoardData } from '../board.js';
import type { PlanBoard } from './plan.js';
import { budgetTable, buildPlan, missingSentence, PLANNING_NOTICE } from './plan.js';
import { planToMarkdown } from './plan-markdown.js';

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

describe('buildPlan', () => {
  it('should list the executive summary and then the six stages in order', () => {
    const plan = buildPlan(empty(), { date: new Date('2026-11-22T10:00:00Z') });
    expect(plan.sections.map((s) => s.title)).toEqual([
      'Executive summary',
      'Idea',
      'Target Audience',
      'Unique Value Proposition',
      'Business Model',
      'Budgeting',
      'Forecast',
      'Go To Market',
    ]);
    expect(plan.date).toBe('2026-11-22');
    expect(plan.notice).toBe(
      'This content is intended for planning purposes only. It represents preliminary suggestions, all elements are subject to review, refinement, and approval.',
    );
  });

  it('should name the step that writes a section that is not written yet, with its URL', () => {
    const plan = buildPlan(empty(), { origin: 'https://plan.example' });
    const pitch = plan.sections[0]?.blocks[3];
    expect(pitch).toEqual({
      kind: 'missing',
      label: 'Elevator pitch',
      writtenBy: {
        stage: 'UVP',
        stageName: 'Unique Value Proposition',
        step: 'REFINE_ELEVATOR_PITCH',
        stepName: 'Elevator Pitch',
        url: `https://plan.example/${ID}/uvp`,
      },
    });
    if (pitch?.kind === 'missing') {
      expect(missingSentence(pitch.writtenBy)).toBe(
        'Not written yet: the Elevator Pitch step of Unique Value Proposition writes it.',
      );
    }
  });

  it('should prefer the refined text and mark a draft shown in its place', () => {
    const [summary] = buildPlan(partly()).sections;
    expect(summary?.blocks[0]).toEqual({
      kind: 'text',
      label: 'Business idea',
      markdown: 'AI draft of the idea',
      status: 'draft',
    });
    expect(summary?.blocks[1]).toMatchObject({ markdown: 'Offices lack **good** bread', status: 'final' });
  });

  it('should show the matrices and the budget as tables, the budget with exact totals', () => {
    const plan = buildPlan(partly());
    const audience = plan.sections.find((s) => s.stage === 'TARGET_AUDIENCE');
    expect(audience?.blocks[1]).toEqual({
      kind: 'table',
      label: 'Market segmentation matrix',
      columns: ['Group', 'Size'],
      rows: [['Startups', 'Large']],
      totals: null,
    });
    const budget = plan.sections.find((s) => s.stage === 'BUDGETING')?.blocks[0];
    expect(budget).toMatchObject({ kind: 'table', totals: ['Total', '1,500.3', ''] });
  });
});

describe('budgetTable', () => {
  it('should add money without float drift', () => {
    expect(budgetTable({ Item: ['a', 'b', 'c'], Cost: [0.1, 0.2, 0.3] }).totals).toEqual(['Total', '0.6']);
  });
});

describe('planToMarkdown', () => {
  it('should write contents, GitHub tables with a bold total and the notice', () => {
    const md = planToMarkdown(buildPlan(partly(), { date: new Date('2026-11-22T00:00:00Z') }));
    expect(md).toContain('# Bakery');
    expect(md).toContain('1. [Executive summary](#executive-summary)');
    expect(md).toContain('6. [Budgeting](#budgeting)');
    expect(md).toContain('| Item | Cost | Note |\n| --- | --- | --- |\n| Oven | 1200.1 | used |');
    expect(md).toContain('| **Total** | 1,500.3 |  |');
    expect(md).toContain('*Draft: not refined yet*');
    expect(md.match(new RegExp(PLANNING_NOTICE.replace(/[.,]/g, '\\$&'), 'g'))).toHaveLength(2);
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
