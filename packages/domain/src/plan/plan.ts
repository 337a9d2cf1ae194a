import {
  budgetCents,
  budgetCurrency,
  budgetNumberColumns,
  budgetToRows,
  budgetTotals,
  marketLocale,
} from '../budget.js';
import { hasBudget, hasTable, hasText } from '../content.js';
import type { StageFieldPath } from '../fields.js';
import { draftOf, fieldName, FIELDS, fieldsOfStage, fieldSpec, fieldValue } from '../fields.js';
import { forecastCurrency } from '../forecast/budget-lines.js';
import { formatCents, toCents } from '../forecast/money.js';
import { stageUrl, STEP_MENUS } from '../sidebar.js';
import type { Stage } from '../stages.js';
import { stageInfo, STAGES } from '../stages.js';
import type { Step } from '../steps.js';
import { stageOfStep } from '../steps.js';
import type { Budget, TableData } from '../tables.js';
import { emptyPlanData, PLAN_SECTION_IDS, withPlanSections } from './plan-data.js';
import { forecastSection } from './plan-forecast.js';
import { lenderSections } from './plan-lender.js';
import type {
  ColumnAlign,
  Plan,
  PlanBlock,
  PlanBoard,
  PlanContext,
  PlanOptions,
  PlanSection,
  PlanStepLink,
} from './plan-model.js';
import { withoutRepeatedLines } from './plan-repeats.js';
import type { PlanSectionInfo } from './plan-sections.js';
import { PLAN_SECTIONS } from './plan-sections.js';
import { keyFigures, summarise } from './plan-summary.js';

/** The spec's planning notice: every board page shows it; each document carries it once, after the cover. */
export const PLANNING_NOTICE =
  'This content is intended for planning purposes only. It represents preliminary suggestions, all elements are subject to review, refinement, and approval.';

export type {
  ColumnAlign,
  Plan,
  PlanBlock,
  PlanBoard,
  PlanContext,
  PlanCover,
  PlanOptions,
  PlanSection,
  PlanStepLink,
} from './plan-model.js';

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

/**
 * A stage field as the plan shows it (the field catalogue's `plan`): its text (refined, else its
 * draft), its table, or the budget; named by the catalogue's label, written by the field's step.
 */
function fieldBlock(ctx: Context, path: StageFieldPath, show: 'text' | 'table' | 'budget'): PlanBlock {
  const label = fieldName(path);
  const step: Step = FIELDS[path].step;
  const value = fieldValue(ctx.board, path);
  if (show === 'budget') return budget(ctx);
  if (show === 'table') return matrix(ctx, label, step, (value ?? null) as TableData | null);
  const draft = draftOf(path);
  const drafted = draft === null ? undefined : String(fieldValue(ctx.board, draft) ?? '');
  return text(ctx, label, step, String(value ?? ''), drafted);
}

/** A stage's section: the fields the plan shows, in the stage's order. */
function stageBlocks(ctx: Context, stage: Stage): PlanBlock[] {
  return fieldsOfStage(stage).flatMap((path) => {
    const show = fieldSpec(path).plan;
    return show ? [fieldBlock(ctx, path, show)] : [];
  });
}

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
  return section({ id: info.slug, title: info.name, stage, blocks: stageBlocks(ctx, stage) });
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
