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
import { forecastCurrency } from '../forecast/budget-lines.js';
import { formatCents, toCents } from '../forecast/money.js';
import { stageUrl, STEP_MENUS } from '../sidebar.js';
import type { Stage } from '../stages.js';
import { stageInfo, STAGES } from '../stages.js';
import type { Step } from '../steps.js';
import { stageOfStep } from '../steps.js';
import type { Budget, TableData } from '../tables.js';
import type { Founder, PlanLogo } from './plan-data.js';
import { emptyPlanData, PLAN_SECTION_IDS, withPlanSections } from './plan-data.js';
import { forecastSection } from './plan-forecast.js';
import { lenderSections } from './plan-lender.js';
import { withoutRepeatedLines } from './plan-repeats.js';
import type { PlanSectionInfo } from './plan-sections.js';
import { PLAN_SECTIONS } from './plan-sections.js';
import { keyFigures, summarise } from './plan-summary.js';

/** The spec's planning notice: every board page shows it; each document carries it once, after the cover. */
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
  /** The stage screen's path (`/{boardId}/{stage}`) on the page; null in documents (no link to the app). */
  url: string | null;
}

/** Whether a column's cells start (text) or end (numbers) at the column's edge. */
export type ColumnAlign = 'start' | 'end';

/**
 * One piece of a section: markdown text, a table, or a note that it is not written yet. A block
 * whose label says what its section's title already says has `hideLabel`, so no heading repeats.
 */
export type PlanBlock = (
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
      /** Per column: numbers end at the column's right edge, text starts at its left. */
      align: ColumnAlign[];
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
    }
) & { hideLabel?: true };

export interface PlanSection {
  /** Stable id: an anchor on the page and in the documents. */
  id: string;
  title: string;
  /** The stage the section reports, if it is one. */
  stage: Stage | null;
  blocks: PlanBlock[];
  /** Something in it is written (not only "Not written yet"). */
  written: boolean;
  /** It goes into the exports: not hidden, and written or included by the user. */
  inExports: boolean;
}

/** The cover's company details; empty strings and lists are details not given (left off the cover). */
export interface PlanCover {
  companyName: string;
  founders: Founder[];
  contactEmail: string;
  website: string;
  logo: PlanLogo | null;
  confidential: boolean;
}

export interface Plan {
  title: string;
  /** The date shown on the title page, `YYYY-MM-DD`. */
  date: string;
  cover: PlanCover;
  notice: string;
  sections: PlanSection[];
}

/** What the plan reads from a board (boards built before the plan data existed may lack it). */
export type PlanBoard = Omit<BoardData, 'planData'> & {
  id: string;
  title: string;
  planData?: BoardData['planData'];
};

export interface PlanOptions {
  /** The document's date; today by default. */
  date?: Date;
  /** The reader's locale: amounts are grouped and rounded its way (`en-GB` by default). */
  locale?: string;
  /**
   * `page`: every section, a not-written part names its step with a link to it. `document` (the
   * exports): parts not written are left out, and with them a section left empty; no link to the app.
   */
  audience?: 'page' | 'document';
}

/** The locale amounts are written in when the reader's is unknown or not supported. */
export const DEFAULT_PLAN_LOCALE = 'en-GB';

/**
 * The reader's locale from an `Accept-Language` header or `navigator.language` ("de-DE,de;q=0.9"
 * -> "de-DE"): its first supported tag, else {@link DEFAULT_PLAN_LOCALE}.
 */
export function readerLocale(languages: string | null | undefined): string {
  for (const part of (languages ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim() ?? '';
    if (!tag || tag === '*') continue;
    try {
      const [supported] = Intl.NumberFormat.supportedLocalesOf(tag);
      if (supported) return supported;
    } catch {
      // Not a well-formed tag: try the next.
    }
  }
  return DEFAULT_PLAN_LOCALE;
}

/** What every section builder reads. */
export interface PlanContext {
  board: PlanBoard;
  locale: string;
  audience: 'page' | 'document';
}
type Context = PlanContext;

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
      url: ctx.audience === 'page' ? stageUrl(ctx.board.id, stage) : null,
    },
  };
}

function matrix(ctx: Context, label: string, step: Step, table: TableData | null): PlanBlock {
  if (!hasTable(table) || !table) return missing(ctx, label, step);
  return {
    kind: 'table',
    label,
    columns: [...table.columns],
    align: table.columns.map(() => 'start'),
    rows: table.rows.map((r) => [...r]),
    totals: null,
  };
}

/**
 * The budget as a table: amounts in the reader's locale with two decimals, right-aligned, and a
 * Total row under every all-number column (exact cents: budgetTotals sums in cents).
 */
export function budgetTable(
  budget: Budget,
  locale = DEFAULT_PLAN_LOCALE,
): { columns: string[]; align: ColumnAlign[]; rows: string[][]; totals: string[] | null } {
  const { columns, rows } = budgetToRows(budget);
  // A draft's text amounts are read the market's way; every amount is written the reader's way.
  const stored = marketLocale(budgetCurrency(budget));
  const numeric = new Set(budgetNumberColumns(budget));
  const amount = (value: (typeof rows)[number][number]) => {
    const cents = value === '' ? null : budgetCents(value, stored);
    return cents === null ? String(value) : formatCents(cents, locale);
  };
  const totals = budgetTotals(budget);
  const hasTotals = Object.keys(totals).length > 0;
  return {
    columns,
    align: columns.map((c) => (numeric.has(c) ? 'end' : 'start')),
    rows: rows.map((r) =>
      r.map((value, i) => (numeric.has(columns[i] ?? '') ? amount(value) : String(value))),
    ),
    totals: hasTotals
      ? columns.map((c, i) => {
          const total = totals[c];
          if (total !== undefined) return formatCents(toCents(total), locale);
          return i === 0 ? 'Total' : '';
        })
      : null,
  };
}

function budget(ctx: Context): PlanBlock {
  const value = ctx.board.budgetingData.budget;
  if (!hasBudget(value) || !value) return missing(ctx, 'Budget', 'REFINE_BUDGET');
  // A budget whose columns name no currency gets it in its label, as the forecast's tables do.
  const label = budgetCurrency(value) ? 'Budget' : `Budget (${forecastCurrency(value)})`;
  return { kind: 'table', label, ...budgetTable(value, ctx.locale) };
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
      // The chosen group is one of the summary's key figures, so it is not repeated here.
      matrix(ctx, 'Market segmentation matrix', 'SELECT_TARGET_GROUP', d.marketSegmentationMatrix),
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

/** A paragraph of the summary: the refined field shortened, or nothing while it is not refined. */
function summaryParagraph(label: string, refined: string): PlanBlock[] {
  const short = hasText(refined) ? summarise(refined) : null;
  return short ? [{ kind: 'text', label, markdown: short, status: 'final' }] : [];
}

/**
 * The executive summary: one paragraph each for the business, the customer and the value
 * proposition, shortened from the refined fields (the sections below hold them whole), and the key
 * figures as a two-column table.
 */
function summary(ctx: Context): PlanSection {
  const { ideaData: i, targetAudienceData: t, uvpData: u } = ctx.board;
  const figures = keyFigures(ctx.board, ctx.locale);
  const blocks: PlanBlock[] = [
    ...summaryParagraph('The business', i.refinedBusinessIdea),
    ...summaryParagraph('The customer', t.refinedTargetGroups),
    ...summaryParagraph('The value proposition', u.refinedUniqueValueProposition),
  ];
  if (figures.length > 0) {
    blocks.push({
      kind: 'table',
      label: 'Key figures',
      columns: ['Figure', 'Value'],
      align: ['start', 'start'],
      rows: figures.map((f) => [f.label, f.value]),
      totals: null,
    });
  }
  if (blocks.length === 0) {
    blocks.push({
      kind: 'missing',
      label: 'Executive summary',
      writtenBy: {
        stage: 'IDEA',
        stageName: stageInfo('IDEA').name,
        step: 'REFINE_BUSINESS_IDEA',
        stepName: STEP_MENUS.REFINE_BUSINESS_IDEA.name,
        url: ctx.audience === 'page' ? stageUrl(ctx.board.id, 'IDEA') : null,
      },
    });
  }
  return section({ id: 'executive-summary', title: 'Executive summary', stage: null, blocks });
}

/**
 * One of the plan's own sections: its field of the plan data, written on the
 * plan page (a draft stored there is the text, as a stage's single fields are), else not written.
 */
function ownSection(ctx: Context, info: PlanSectionInfo): PlanSection {
  const value = withPlanSections(ctx.board.planData)[info.field];
  let block: PlanBlock;
  if (typeof value === 'string' && hasText(value)) {
    block = { kind: 'text', label: info.title, markdown: value, status: 'final' };
  } else if (typeof value === 'object' && value !== null && hasTable(value)) {
    block = {
      kind: 'table',
      label: info.title,
      columns: [...value.columns],
      align: value.columns.map(() => 'start'),
      rows: value.rows.map((r) => [...r]),
      totals: null,
    };
  } else {
    // Written on the plan page itself: no stage step, and no link to the page the reader is on.
    block = {
      kind: 'missing',
      label: info.title,
      writtenBy: { stage: null, stageName: null, step: null, stepName: 'Plan', url: null },
    };
  }
  return section({ id: info.id, title: info.title, stage: null, blocks: [block] });
}

/** A section with its written flag; `inExports` is settled by the reader's choices in `buildPlan`. */
export function section(s: Omit<PlanSection, 'written' | 'inExports'>): PlanSection {
  const written = s.blocks.some((b) => b.kind !== 'missing');
  return { ...s, written, inExports: written };
}

function stageSection(ctx: Context, stage: Stage): PlanSection {
  const info = stageInfo(stage);
  return section({ id: info.slug, title: info.name, stage, blocks: STAGE_SECTIONS[stage](ctx) });
}

const norm = (heading: string) => heading.trim().toLowerCase().replace(/\s+/g, ' ');

/** A text's own first heading, when it says what the heading above it says, is dropped. */
function dropRepeatedHeading(markdown: string, above: string[]): string {
  const match = /^\s{0,3}#{1,6}\s+(.+?)\s*#*\s*(?:\n|$)/.exec(markdown);
  if (!match?.[1] || !above.map(norm).includes(norm(match[1]))) return markdown;
  return markdown.slice(match[0].length).trimStart();
}

/** Each heading once: a block named like its section shows no label, a text no heading naming either. */
function withoutRepeats(section: PlanSection): PlanSection {
  return {
    ...section,
    blocks: section.blocks.map((b) => {
      const same = norm(b.label) === norm(section.title);
      const block: PlanBlock = same ? { ...b, hideLabel: true } : b;
      return block.kind === 'text'
        ? { ...block, markdown: dropRepeatedHeading(block.markdown, [b.label, section.title]) }
        : block;
    }),
  };
}

/**
 * The reader's choices: sections in their chosen order (those not named follow in the default
 * order); a hidden section, or one not written and not included, stays out of the exports. In
 * documents, the parts not written of a written section are left out too.
 */
function forAudience(ctx: Context, sections: PlanSection[]): PlanSection[] {
  const data = ctx.board.planData ?? emptyPlanData();
  const rank = (id: string) => {
    const at = data.sectionOrder.indexOf(id);
    return at < 0 ? data.sectionOrder.length + sections.findIndex((s) => s.id === id) : at;
  };
  const chosen = [...sections]
    .sort((a, b) => rank(a.id) - rank(b.id))
    .map((s) => ({
      ...s,
      inExports: !data.hiddenSections.includes(s.id) && (s.written || data.includedSections.includes(s.id)),
    }));
  if (ctx.audience === 'page') return chosen;
  return chosen
    .filter((s) => s.inExports)
    .map((s) => (s.written ? { ...s, blocks: s.blocks.filter((b) => b.kind !== 'missing') } : s));
}

/**
 * The whole plan in reading order. Every view of the plan (the page, Markdown, PDF, DOCX) renders
 * this, so they never disagree; a new part of the plan is one more section here.
 */
export function buildPlan(board: PlanBoard, options: PlanOptions = {}): Plan {
  const ctx: Context = {
    board,
    locale: options.locale ?? DEFAULT_PLAN_LOCALE,
    audience: options.audience ?? 'page',
  };
  const built = [
    summary(ctx),
    ...STAGES.map((s) => stageSection(ctx, s.id)),
    // The forecast builds on the budget, so it follows Budgeting.
    section(forecastSection(ctx)),
    ...lenderSections(ctx).map(section),
    ...PLAN_SECTIONS.map((info) => ownSection(ctx, info)),
  ];
  // The default reading order is the plan data's list of section ids.
  const sections = PLAN_SECTION_IDS.flatMap((id) => built.filter((s) => s.id === id));
  const { logo, companyName, founders, contactEmail, website, confidential } = withPlanSections(
    board.planData,
  );
  return {
    title: board.title,
    date: (options.date ?? new Date()).toISOString().slice(0, 10),
    cover: { companyName, founders, contactEmail, website, logo, confidential },
    notice: PLANNING_NOTICE,
    sections: withoutRepeatedLines(forAudience(ctx, sections).map(withoutRepeats)),
  };
}

/** Every heading of the plan in reading order: section titles, shown block labels, a text's own. */
export function planHeadings(plan: Plan): string[] {
  return plan.sections.flatMap((s) => [
    s.title,
    ...s.blocks.flatMap((b) => [
      ...(b.hideLabel ? [] : [b.label]),
      ...(b.kind === 'text'
        ? [...b.markdown.matchAll(/^\s{0,3}#{1,6}\s+(.+?)\s*#*\s*$/gm)].map((m) => m[1] ?? '')
        : []),
    ]),
  ]);
}

/** The mark a confidential plan's cover carries. */
export const CONFIDENTIAL_MARK = 'Confidential';

/**
 * The cover's lines under the title, in order, each only when given: the company, the founders with
 * their roles, the contact email, the website, then "Business plan" and the date. Every renderer
 * writes these, so the covers agree.
 */
export function coverLines(
  plan: Plan,
): { kind: 'company' | 'founders' | 'contact' | 'date'; text: string }[] {
  const { companyName, founders, contactEmail, website } = plan.cover;
  const lines: { kind: 'company' | 'founders' | 'contact' | 'date'; text: string }[] = [];
  if (hasText(companyName)) lines.push({ kind: 'company', text: companyName.trim() });
  if (founders.length > 0) {
    const names = founders.map((f) => (hasText(f.role) ? `${f.name} (${f.role})` : f.name));
    lines.push({ kind: 'founders', text: `Founders: ${names.join(', ')}` });
  }
  const contact = [contactEmail, website].filter(hasText);
  if (contact.length > 0) lines.push({ kind: 'contact', text: contact.join(' · ') });
  lines.push({ kind: 'date', text: `Business plan, ${plan.date}` });
  return lines;
}

/** The sentence a section that is not written yet shows, naming the step that writes it. */
export function missingSentence(link: PlanStepLink): string {
  if (link.stageName === null) return `Not written yet: the ${link.stepName} screen writes it.`;
  return `Not written yet: the ${link.stepName} step of ${link.stageName} writes it.`;
}

/** The mark a draft carries wherever it is shown. */
export const DRAFT_MARK = 'Draft: not refined yet';
