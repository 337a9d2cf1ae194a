import { describe, expect, it } from 'vitest';

import { emptyBoardData, userSources } from '../board.js';
import { boardFieldChanges } from '../history.js';
import type { PlanBoard } from './plan.js';
import { buildPlan, missingSentence, planHeadings } from './plan.js';
import { emptyPlanData, PlanDataSchema, withPlanSections } from './plan-data.js';
import { planToMarkdown } from './plan-markdown.js';
import { PLAN_SECTIONS } from './plan-sections.js';

const ID = '0b6f7a3e-8d1c-4f3a-9b2e-5c4d3e2f1a0b';
const TITLES = ['Company and team', 'Competition', 'Milestones', 'Risks and mitigations'];

function empty(): PlanBoard {
  return { ...emptyBoardData(), id: ID, title: 'Bakery' };
}

/** The four sections written, the company's text starting with its own heading. */
function written(): PlanBoard {
  const b = empty();
  b.ideaData.refinedBusinessIdea = 'A subscription bakery for offices in Lyon.';
  b.planData = {
    ...withPlanSections(b.planData),
    companyAndTeam: '## Company and team\nCrumb SAS, founded by Ana Ruiz (baker).',
    competition: {
      columns: ['Alternative', 'What it offers', 'How we differ'],
      rows: [['Corner bakeries', 'Bread over the counter', 'Delivered to the desk by 9 am']],
    },
    milestones: {
      columns: ['Milestone', 'Date', 'Source'],
      rows: [['40 offices subscribed', 'June 2027', 'SMART goals']],
    },
    risks: {
      columns: ['Risk', 'Likelihood', 'Impact', 'Mitigation'],
      rows: [['Flour prices rise', 'Medium', 'High', 'Two mills under contract']],
    },
  };
  return b;
}

const sectionsOf = (board: PlanBoard, audience: 'page' | 'document' = 'page') =>
  buildPlan(board, { audience }).sections.filter((s) => TITLES.includes(s.title));

describe('the plan’s own sections', () => {
  it('should show the four on the page of an empty board, not written and out of the exports', () => {
    const sections = sectionsOf(empty());
    expect(sections.map((s) => s.title)).toEqual(TITLES);
    for (const s of sections) {
      expect(s.written).toBe(false);
      expect(s.inExports).toBe(false);
      expect(s.stage).toBeNull();
      expect(s.blocks).toHaveLength(1);
      const block = s.blocks[0];
      expect(block?.kind).toBe('missing');
      if (block?.kind === 'missing') {
        expect(block.writtenBy.url).toBeNull();
        expect(missingSentence(block.writtenBy)).toBe('Not written yet: the Plan screen writes it.');
      }
    }
    expect(sectionsOf(empty(), 'document')).toEqual([]);
  });

  it('should put a section not written into the exports when the user includes it', () => {
    const board = empty();
    board.planData = { ...withPlanSections(board.planData), includedSections: ['risks'] };
    expect(sectionsOf(board, 'document').map((s) => s.title)).toEqual(['Risks and mitigations']);
    expect(planToMarkdown(buildPlan(board, { audience: 'document' }))).toContain(
      '*Not written yet: the Plan screen writes it.*',
    );
  });

  it('should render the text and the three tables once each, with no heading repeated', () => {
    const plan = buildPlan(written(), { audience: 'document' });
    const sections = plan.sections.filter((s) => TITLES.includes(s.title));
    expect(sections.map((s) => s.title)).toEqual(TITLES);
    const [company, competition, milestones, risks] = sections;
    expect(company?.blocks).toEqual([
      {
        kind: 'text',
        label: 'Company and team',
        markdown: 'Crumb SAS, founded by Ana Ruiz (baker).',
        status: 'final',
        hideLabel: true,
      },
    ]);
    expect(competition?.blocks[0]).toMatchObject({
      kind: 'table',
      columns: ['Alternative', 'What it offers', 'How we differ'],
      rows: [['Corner bakeries', 'Bread over the counter', 'Delivered to the desk by 9 am']],
      hideLabel: true,
    });
    expect(milestones?.blocks[0]).toMatchObject({
      kind: 'table',
      rows: [['40 offices subscribed', 'June 2027', 'SMART goals']],
    });
    expect(risks?.blocks[0]).toMatchObject({ kind: 'table', align: ['start', 'start', 'start', 'start'] });
    const headings = planHeadings(plan);
    for (const title of TITLES) expect(headings.filter((h) => h === title)).toHaveLength(1);
    headings.forEach((h, i) => expect(h).not.toBe(headings[i - 1]));
    const md = planToMarkdown(plan);
    expect(md.match(/Crumb SAS, founded by Ana Ruiz/g)).toHaveLength(1);
    expect(md.match(/Two mills under contract/g)).toHaveLength(1);
  });

  it('should follow the reader’s order and hiding like every section', () => {
    const board = written();
    board.planData = {
      ...withPlanSections(board.planData),
      sectionOrder: ['risks', 'executive-summary'],
      hiddenSections: ['competition'],
    };
    const plan = buildPlan(board, { audience: 'document' });
    expect(plan.sections[0]?.id).toBe('risks');
    expect(plan.sections.map((s) => s.id)).not.toContain('competition');
    expect(buildPlan(board).sections.find((s) => s.id === 'competition')?.inExports).toBe(false);
  });

  it('should read a board stored before the four sections as four sections not written', () => {
    const { companyAndTeam: _c, competition: _co, milestones: _m, risks: _r, ...before } = emptyPlanData();
    expect(PlanDataSchema.parse(before)).toEqual(before);
    const board = { ...empty(), planData: PlanDataSchema.parse(before) };
    expect(sectionsOf(board).map((s) => s.written)).toEqual([false, false, false, false]);
    expect(withPlanSections(before)).toEqual(emptyPlanData());
  });

  it('should record an edit of a section in the field’s history and mark it the user’s', () => {
    const before = empty();
    const after = written();
    const changes = boardFieldChanges(before, after)
      .map((c) => c.field)
      .filter((f) => f.startsWith('planData.'));
    expect(changes).toEqual(PLAN_SECTIONS.map((s) => `planData.${s.field}`));
    expect(userSources({ planData: { risks: withPlanSections(after.planData).risks } })).toEqual({
      'planData.risks': { kind: 'user' },
    });
  });

  it('should refuse a table whose rows do not match its columns', () => {
    const result = PlanDataSchema.partial().safeParse({
      competition: { columns: ['A', 'B'], rows: [['only one']] },
    });
    expect(result.error?.issues[0]?.message).toBe('Every row needs one cell per column');
  });
});
