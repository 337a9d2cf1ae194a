import type { BoardData } from '../board.js';
import type { StageSlug } from '../stages.js';

// What a review check is, apart from the list of checks, so the check files the list gathers
// (money, consistency) do not import the list.

/**
 * How much a finding weighs: a `blocker` is what a lender would refuse the plan for, a `major` what
 * they would question first, a `minor` what polishes the plan.
 */
export const SEVERITIES = ['blocker', 'major', 'minor'] as const;
export type Severity = (typeof SEVERITIES)[number];

/** What the checks read: the board's content. */
export type ReviewBoard = BoardData;

/** One place a check fires: the field, and words that replace the check's defaults there. */
export interface CheckHit {
  field: string;
  /** Why it matters here, with the board's own figures; the check's `why` when absent. */
  why?: string;
  /** The severity of this hit when it is not the check's own (a DSCR below 1.0 is a blocker). */
  severity?: Severity;
  title?: string;
  suggestion?: string;
}

export interface ReviewCheck {
  id: string;
  /** The stage the check is about; null: the stage of the field it fires on. */
  stage: StageSlug | null;
  severity: Severity;
  title: string;
  why: string;
  suggestion: string;
  run(board: ReviewBoard): CheckHit[];
}
