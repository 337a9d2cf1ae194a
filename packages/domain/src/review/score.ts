import type { StageSlug } from '../stages.js';
import { STAGE_SLUGS } from '../stages.js';
import type { Severity } from './checks.js';
import { SEVERITIES } from './checks.js';

/** Points an open finding takes from its stage: a major weighs three minors, a blocker five. */
export const SEVERITY_POINTS = { blocker: 5, major: 3, minor: 1 } as const satisfies Record<Severity, number>;

/** The most the overall score can be while a finding of that severity is open. */
export const SEVERITY_CAPS = { blocker: 40, major: 75 } as const;

/** Orders findings blockers first, then majors, then minors (for `Array.prototype.sort`, which is stable). */
export function bySeverity(a: { severity: Severity }, b: { severity: Severity }): number {
  return SEVERITIES.indexOf(a.severity) - SEVERITIES.indexOf(b.severity);
}

/** How many points halve a stage's score. */
const HALF = 10;

/** What holds the overall score down: the cap, the severity that sets it and how many such findings are open. */
export interface ScoreCap {
  score: number;
  severity: keyof typeof SEVERITY_CAPS;
  findings: number;
}

export interface ReviewScore {
  overall: number;
  stages: Record<StageSlug, number>;
}

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/** A stage's score from its open findings' points: 100 with none, 50 at 10 points, never 0. */
export function stageScore(points: number): number {
  return oneDecimal((100 * HALF) / (HALF + points));
}

/** The cap of the open findings: 40 while a blocker is open, else 75 while a major is, else none. */
export function scoreCap(findings: readonly { severity: Severity; dismissed: boolean }[]): ScoreCap | null {
  for (const severity of ['blocker', 'major'] as const) {
    const count = findings.filter((f) => !f.dismissed && f.severity === severity).length;
    if (count > 0) return { score: SEVERITY_CAPS[severity], severity, findings: count };
  }
  return null;
}

/** The review page's and the appendix's one sentence on the cap: what it is and why. */
export function capSentence(cap: ScoreCap): string {
  const what =
    cap.severity === 'blocker'
      ? `${cap.findings} ${cap.findings === 1 ? 'blocker is' : 'blockers are'} open, a problem a lender would refuse the plan for`
      : `${cap.findings} major ${cap.findings === 1 ? 'finding is' : 'findings are'} open, a problem a lender would question first`;
  return `The overall score is capped at ${cap.score} because ${what}: fix ${cap.findings === 1 ? 'it' : 'them'}, or dismiss ${cap.findings === 1 ? 'it' : 'them'} with a reason, to lift the cap.`;
}

/**
 * The review's score (packages/domain/docs/review.md, "The review's score"): each stage 100 x 10 / (10 + points), points
 * summed over the stage's open (not dismissed) findings; overall the mean of the six stages, at most
 * the cap of the open findings (`scoreCap`). Both to one decimal. Fewer points always give a higher
 * stage score while a stage holds under 90 points (the rounding never ties below that), the mean
 * never falls when one stage rises, and closing a finding never lowers the cap, so fixing or
 * dismissing a finding never lowers the overall.
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
  const cap = scoreCap(findings);
  return { overall: Math.min(oneDecimal(mean), cap?.score ?? 100), stages };
}
