import type { BoardData } from '../board.js';
import type { Stage } from '../stages.js';
import type { Step } from '../steps.js';
import type { Founder, PlanLogo } from './plan-data.js';

// The plan's model, apart from the builder, so the section builders (the forecast, the review) read
// its types without importing the plan that imports them.

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

/** What every section builder reads. */
export interface PlanContext {
  board: PlanBoard;
  locale: string;
  audience: 'page' | 'document';
}
