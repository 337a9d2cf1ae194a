import type { KeywordValues, PromptVersion, TableData } from '@planner/domain';

import { offlineDraft } from '../../src/modules/completions/providers/offline/offline-provider.js';

/** What the user changes along the way: text they rewrote before the next draft reads it. */
export interface Rewrites {
  refinedBusinessIdea?: string;
  refinedProblemStatement?: string;
  refinedTargetGroups?: string;
}

/** The founder's answers to the Idea step's two questions (what the business sells, who pays). */
export type Answers = Pick<KeywordValues, 'offerKind' | 'customerKind'>;

/**
 * Every offline draft of one board in stage order, each accepted as the refined text the next
 * version reads (as a user accepting every draft would), except where `rewrites` replaces it.
 */
export function acceptAll(
  initialIdea: string,
  geoMarket: string,
  rewrites: Rewrites = {},
  answers: Answers = {},
): Record<PromptVersion, string> {
  return acceptAllWithValues(initialIdea, geoMarket, rewrites, answers).drafts;
}

/** `acceptAll`, with the board's keyword values at the end (every draft accepted, the launch plan too). */
export function acceptAllWithValues(
  initialIdea: string,
  geoMarket: string,
  rewrites: Rewrites = {},
  answers: Answers = {},
): { drafts: Record<PromptVersion, string>; values: KeywordValues } {
  const v: KeywordValues = { initialIdea, geoMarket, ...answers };
  const out = {} as Record<PromptVersion, string>;
  const run = (version: PromptVersion) => (out[version] = offlineDraft(version, v));
  v.refinedBusinessIdea = rewrites.refinedBusinessIdea ?? run('1.1.2');
  if (rewrites.refinedBusinessIdea) run('1.1.2');
  v.refinedGuidingQuestions = run('1.1.4');
  v.refinedProblemStatement = run('1.2.2');
  v.refinedProblemStatement = rewrites.refinedProblemStatement ?? v.refinedProblemStatement;
  v.refinedTargetGroups = rewrites.refinedTargetGroups ?? run('2.1.1');
  if (rewrites.refinedTargetGroups) run('2.1.1');
  const matrix = JSON.parse(run('2.2.1')) as TableData;
  v.marketSegmentationMatrix = matrix;
  v.chosenTargetGroup = matrix.rows[0]?.[0] ?? '';
  v.targetPersona = run('2.3.1');
  v.refinedUniqueValueProposition = run('3.1.1');
  v.refinedElevatorPitch = run('3.2.1');
  v.refinedKeyPartners = run('4.1.1');
  v.refinedRevenueStreams = run('4.2.1');
  run('4.2.3');
  v.refinedSMARTGoals = run('4.3.1');
  run('budgeting');
  // The forecast's assumptions read the revenue streams and the SMART goals.
  run('5.2.1');
  v.refinedMarketingChannels = run('6.1.1');
  v.refinedLaunchPlan = run('6.2.1');
  return { drafts: out, values: v };
}

export const table = (draft: string) => JSON.parse(draft) as TableData;
export const column = (t: TableData, name: string) => t.rows.map((r) => String(r[t.columns.indexOf(name)]));
