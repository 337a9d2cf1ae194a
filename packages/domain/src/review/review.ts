import type { AiCritique, ReviewFinding, ReviewResponse } from '../api/review.js';
import { AI_SEVERITY_READ } from '../api/review.js';
import type { ReviewBoard } from './checks.js';
import { CHECKS, runCheck } from './checks.js';
import { fieldLabel, stageOfField } from './fields.js';
import { reviewScore, scoreCap } from './score.js';
import { validateNext } from './validate-next.js';

/** A stored AI critique: its findings and the board version it read. */
export interface StoredAiReview {
  critique: AiCritique;
  reviewedVersion: number;
}

/** The rule-based findings of a board, none dismissed yet. */
export function ruleFindings(board: ReviewBoard): ReviewFinding[] {
  return CHECKS.flatMap((check) =>
    runCheck(check, board).map((hit) => ({
      id: `${check.id}:${hit.field}`,
      check: check.id,
      stage: hit.stage,
      field: hit.field,
      severity: hit.severity ?? check.severity,
      title: hit.title ?? check.title,
      why: hit.why ?? check.why,
      suggestion: hit.suggestion ?? check.suggestion,
      source: 'rule' as const,
      dismissed: false,
    })),
  );
}

/** An AI critique's findings: ids `ai.<n>:<field>`, stable while the stored critique is. */
export function aiFindings(critique: AiCritique): ReviewFinding[] {
  return critique.findings.map((f, index) => ({
    id: `ai.${index + 1}:${f.field}`,
    check: 'ai',
    stage: stageOfField(f.field) ?? 'idea',
    field: f.field,
    severity: AI_SEVERITY_READ[f.severity],
    title: f.title ?? `About the ${fieldLabel(f.field)}`,
    why: f.why,
    suggestion: f.suggestion,
    source: 'ai' as const,
    dismissed: false,
  }));
}

/**
 * The whole review of one board version: the rule findings, the AI's when a critique is stored
 * (`stale` once the board moved past the version it read), dismissals applied (a dismissed finding
 * stays, marked, and leaves the score), the score and what to validate next.
 */
export function reviewBoard(
  board: ReviewBoard,
  version: number,
  options: {
    dismissals?: ReadonlyMap<string, string>;
    ai?: StoredAiReview | null;
    aiAvailable?: boolean;
  } = {},
): ReviewResponse {
  const dismissals = options.dismissals ?? new Map<string, string>();
  const ai = options.ai ?? null;
  const findings = [...ruleFindings(board), ...(ai ? aiFindings(ai.critique) : [])].map((f) => {
    const reason = dismissals.get(f.id);
    return reason === undefined ? f : { ...f, dismissed: true, reason };
  });
  return {
    version,
    score: reviewScore(findings),
    cap: scoreCap(findings),
    findings,
    validateNext: validateNext(board),
    ai: {
      status: ai === null ? 'none' : ai.reviewedVersion === version ? 'current' : 'stale',
      reviewedVersion: ai?.reviewedVersion ?? null,
      available: options.aiAvailable ?? false,
    },
  };
}
