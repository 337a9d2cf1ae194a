import { formatAmount } from '../amounts.js';
import type { BoardData } from '../board.js';
import {
  budgetCents,
  budgetCurrency,
  budgetNumberColumns,
  budgetToRows,
  budgetTotals,
  marketLocale,
} from '../budget.js';
import { hasBudget, hasTable, hasText } from '../content.js';
import { stageUrl, STEP_MENUS } from '../sidebar.js';
import type { Stage } from '../stages.js';
import { stageInfo, STAGES } from '../stages.js';
import type { Step } from '../steps.js';
import { stageOfStep } from '../steps.js';
import type { Budget, BudgetValue, TableData } from '../tables.js';
import { forecastSection } from './plan-forecast.js';

/** The spec's planning notice: every board page shows it, and every exported page carries it. */
export const PLANNING_NOTICE =
  'This content is intended for planning purposes only. It represents preliminary suggestions, all elements are subject to review, refinement, and approval.';

/** Where a section that is not written yet gets written: a step of a stage, and its screen. */
export interface PlanStepLink {
  /** Null for a screen outside the stages (the forecast). */
  stage: Stage | null;
  stageName: string | null;
  step: Step | null;
  /** The step's name, or the screen's. */
  stepName: string;
  /** The stage screen's path (`/{boardId}/{stage}`), or an absolute URL when an origin was given. */
  url: string;
}

/** One piece of a section: markdown text, a table, or a note that it is not written yet. */
export type PlanBlock =
  | {
      kind: 'text';
      label: string;
      markdown: string;
      /** `draft`: the AI's draft, shown because nothing is refined yet. */
      status: 'final' | 'draft';
    }
  | {
      kind: 'table';
      label: string;
      columns: string[];
      rows: string[][];
      /** A last row of totals (the budget); null when the table has none. */
      totals: string[] | null;
    }
  | { kind: 'missing'; label: string; writtenBy: PlanStepLink }
  | {
      kind: 'chart';
      label: string;
      /** The chart in one sentence, for views that do not draw it. */
      summary: string;
      /** One label per point ("2027-04"). */
      labels: string[];
      currency: string;
      /** Amounts in cents, one per label. */
      series: { name: string; values: number[] }[];
      /** Months (1-based point numbers) marked on the chart. */
      markers: { label: string; month: number }[];
    };

export interface PlanSection {
  /** Stable id: an anchor on the page and in the documents. */
  id: string;
  title: string;
  /** The stage the section reports, if it is one. */
  stage: Stage | null;
  blocks: PlanBlock[];
}

export interface Plan {
  title: string;
  /** The date shown on the title page, `YYYY-MM-DD`. */
  date: string;
  notice: string;
  sections: PlanSection[];
}

/** What the plan reads from a board. */
export type PlanBoard = BoardData & { id: string; title: string };

export interface PlanOptions {
  /** The app's origin for absolute links in documents; the page uses paths (default ''). */
  origin?: string;
  /** The document's date; today by default. */
  date?: Date;
  /** The reader's locale: how amounts are written (the page: the browser's language; documents: en-US). */
  locale?: string;
}

interface Context {
  board: PlanBoard;
  origin: string;
  locale: string;
}

/** Draft -> refined pairs: the refined text when there is one, else the draft marked as such. */
function text(ctx: Context, label: string, step: Step, refined: string, draft?: string): PlanBlock {
  if (hasText(refined)) return { kind: 'text', label, markdown: refined, status: 'final' };
  if (draft !== undefined && hasText(draft)) return { kind: 'text', label, markdown: draft, status: 'draft' };
  return missing(ctx, label, step);
}

function missing(ctx: Context, label: string, step: Step): PlanBlock {
  const stage = stageOfStep(step);
  return {
    kind: 'missing',
    label,
    writtenBy: {
      stage,
      stageName: stageInfo(stage).name,
      step,
      stepName: STEP_MENUS[step].name,
      url: `${ctx.origin}${stageUrl(ctx.board.id, stage)}`,
    },
  };
}

function matrix(ctx: Context, label: string, step: Step, table: TableData | null): PlanBlock {
  if (!hasTable(table) || !table) return missing(ctx, label, step);
  return {
    kind: 'table',
    label,
    columns: [...table.columns],
    rows: table.rows.map((r) => [...r]),
    totals: null,
  };
}

/**
 * The budget as a table with a Total row under every all-number column; every amount (stored as a
 * number, or as text the market's way) written for a reader of `locale`, totals in exact cents.
 */
export function budgetTable(
  budget: Budget,
  locale = 'en-US',
): {
  columns: string[];
  rows: string[][];
  totals: string[] | null;
} {
  const { columns, rows } = budgetToRows(budget);
  const totals = budgetTotals(budget);
  const numbers = new Set(budgetNumberColumns(budget));
  const stored = marketLocale(budgetCurrency(budget));
  const cell = (value: BudgetValue, column: string) => {
    const cents = numbers.has(column) && value !== '' ? budgetCents(value, stored) : null;
    return cents === null ? String(value) : formatAmount(cents, locale);
  };
  const hasTotals = Object.keys(totals).length > 0;
  return {
    columns,
    rows: rows.map((r) => r.map((value, i) => cell(value, columns[i] ?? ''))),
    totals: hasTotals
      ? columns.map((c, i) => {
          const total = totals[c];
          if (total !== undefined) return formatAmount(Math.round(total * 100), locale);
          return i === 0 ? 'Total' : '';
        })
      : null,
  };
}

function budget(ctx: Context): PlanBlock {
  const value = ctx.board.budgetingData.budget;
  if (!hasBudget(value) || !value) return missing(ctx, 'Budget', 'REFINE_BUDGET');
  return { kind: 'table', label: 'Budget', ...budgetTable(value, ctx.locale) };
}

/** One builder per stage, so adding a stage fails to compile until its section is written. */
const STAGE_SECTIONS = {
  IDEA: (ctx) => {
    const d = ctx.board.ideaData;
    return [
      text(ctx, 'Initial idea', 'INITIAL_IDEA', d.initialIdea),
      text(ctx, 'Business idea', 'REFINE_BUSINESS_IDEA', d.refinedBusinessIdea, d.businessIdea),
      text(
        ctx,
        'Guiding questions',
        'REFINE_GUIDING_QUESTIONS',
        d.refinedGuidingQuestions,
        d.guidingQuestions,
      ),
      text(ctx, 'Geographical market', 'GEO_MARKET', d.geoMarket),
      text(
        ctx,
        'Problem statement',
        'REFINE_PROBLEM_STATEMENT',
        d.refinedProblemStatement,
        d.problemStatement,
      ),
    ];
  },
  TARGET_AUDIENCE: (ctx) => {
    const d = ctx.board.targetAudienceData;
    return [
      text(ctx, 'Target groups', 'REFINE_TARGET_GROUPS', d.refinedTargetGroups, d.targetGroups),
      matrix(ctx, 'Market segmentation matrix', 'SELECT_TARGET_GROUP', d.marketSegmentationMatrix),
      text(ctx, 'Chosen target group', 'SELECT_TARGET_GROUP', d.chosenTargetGroup),
      text(ctx, 'Target persona', 'REVIEW_TARGET_PERSONA', d.targetPersona),
    ];
  },
  UVP: (ctx) => {
    const d = ctx.board.uvpData;
    return [
      text(
        ctx,
        'Unique value proposition',
        'REFINE_UVP',
        d.refinedUniqueValueProposition,
        d.uniqueValueProposition,
      ),
      text(ctx, 'Elevator pitch', 'REFINE_ELEVATOR_PITCH', d.refinedElevatorPitch, d.elevatorPitch),
    ];
  },
  BUSINESS_MODEL: (ctx) => {
    const d = ctx.board.businessModelData;
    return [
      text(ctx, 'Key partners', 'REFINE_KEY_PARTNERS', d.refinedKeyPartners, d.keyPartners),
      text(ctx, 'Revenue streams', 'REFINE_REVENUE_STREAMS', d.refinedRevenueStreams, d.revenueStreams),
      matrix(ctx, 'Revenue stream matrix', 'REVIEW_REVENUE_STREAM_MATRIX', d.revenueStreamMatrix),
      text(ctx, 'SMART goals', 'REFINE_SMART_GOALS', d.refinedSMARTGoals, d.SMARTGoals),
    ];
  },
  BUDGETING: (ctx) => [budget(ctx)],
  GO_TO_MARKET: (ctx) => {
    const d = ctx.board.goToMarketData;
    return [
      text(
        ctx,
        'Marketing channels',
        'REFINE_MARKETING_CHANNELS',
        d.refinedMarketingChannels,
        d.marketingChannels,
      ),
      text(ctx, 'Launch plan', 'REFINE_LAUNCH_PLAN', d.refinedLaunchPlan, d.launchPlan),
    ];
  },
} as const satisfies Record<Stage, (ctx: Context) => PlanBlock[]>;

/** The executive summary: the refined idea, problem, value proposition and pitch. */
function summary(ctx: Context): PlanSection {
  const { ideaData: i, uvpData: u } = ctx.board;
  return {
    id: 'executive-summary',
    title: 'Executive summary',
    stage: null,
    blocks: [
      text(ctx, 'Business idea', 'REFINE_BUSINESS_IDEA', i.refinedBusinessIdea, i.businessIdea),
      text(
        ctx,
        'Problem statement',
        'REFINE_PROBLEM_STATEMENT',
        i.refinedProblemStatement,
        i.problemStatement,
      ),
      text(ctx, 'Value proposition', 'REFINE_UVP', u.refinedUniqueValueProposition, u.uniqueValueProposition),
      text(ctx, 'Elevator pitch', 'REFINE_ELEVATOR_PITCH', u.refinedElevatorPitch, u.elevatorPitch),
    ],
  };
}

function stageSection(ctx: Context, stage: Stage): PlanSection {
  const info = stageInfo(stage);
  return { id: info.slug, title: info.name, stage, blocks: STAGE_SECTIONS[stage](ctx) };
}

/**
 * The whole plan in reading order. Every view of the plan (the page, Markdown, PDF, DOCX) renders
 * this, so they never disagree; a new part of the plan is one more section here.
 */
export function buildPlan(board: PlanBoard, options: PlanOptions = {}): Plan {
  const ctx: Context = { board, origin: options.origin ?? '', locale: options.locale ?? 'en-US' };
  return {
    title: board.title,
    date: (options.date ?? new Date()).toISOString().slice(0, 10),
    notice: PLANNING_NOTICE,
    sections: [
      summary(ctx),
      ...STAGES.flatMap((s) => {
        const section = stageSection(ctx, s.id);
        // The forecast builds on the budget, so it follows Budgeting.
        return s.id === 'BUDGETING' ? [section, forecastSection(board, ctx.origin, ctx.locale)] : [section];
      }),
    ],
  };
}

/** The sentence a section that is not written yet shows, naming the step that writes it. */
export function missingSentence(link: PlanStepLink): string {
  if (link.stageName === null) return `Not written yet: the ${link.stepName} screen writes it.`;
  return `Not written yet: the ${link.stepName} step of ${link.stageName} writes it.`;
}

/** The mark a draft carries wherever it is shown. */
export const DRAFT_MARK = 'Draft: not refined yet';
