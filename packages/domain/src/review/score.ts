import type { StageSlug } from '../stages.js';
import { STAGE_SLUGS } from '../stages.js';
import type { Severity } from './checks.js';

/** Points an open finding takes from its stage: a high one weighs three low ones. */
export const SEVERITY_POINTS = { high: 3, medium: 2, low: 1 } as const satisfies Record<Severity, number>;

/** How many points halve a stage's score. */
const HALF = 10;

export interface ReviewScore {
  overall: number;
  stages: Record<StageSlug, number>;
}

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/** A stage's score from its open findings' points: 100 with none, 50 at 10 points, never 0. */
export function stageScore(points: number): number {
  return oneDecimal((100 * HALF) / (HALF + points));
}

/**
 * The review's score (README, "The review's score"): each stage 100 x 10 / (10 + points), points
 * summed over the stage's open (not dismissed) findings; overall the mean of the six stages. Both
 * to one decimal. Fewer points always give a higher stage score while a stage holds under 90 points
 * (the rounding never ties below that), and the overall is a mean, so it never falls when one stage rises.
 */
export function reviewScore(
  findings: readonly { stage: StageSlug; severity: Severity; dismissed: boolean }[],
): ReviewScore {
  const points = Object.fromEntries(STAGE_SLUGS.map((s) => [s, 0])) as Record<StageSlug, number>;
  for (const f of findings) if (!f.dismissed) points[f.stage] += SEVERITY_POINTS[f.severity];
  const stages = Object.fromEntries(STAGE_SLUGS.map((s) => [s, stageScore(points[s])])) as Record<
    StageSlug,
    number
  >;
  const mean =
    STAGE_SLUGS.reduce((sum, s) => sum + (100 * HALF) / (HALF + points[s]), 0) / STAGE_SLUGS.length;
  return { overall: oneDecimal(mean), stages };
}
