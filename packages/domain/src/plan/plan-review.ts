import type { ReviewResponse } from '../api/review.js';
import { bySeverity, capSentence } from '../review/score.js';
import { STAGES } from '../stages.js';
import type { PlanBlock, PlanSection } from './plan-model.js';

/**
 * The optional "Review" appendix of the PDF and Word exports (`&review=true`): the score,
 * the cap's sentence, then each open finding's title, why and suggestion (blockers first), then each
 * dismissed blocker with its reason; other dismissed findings are left out.
 */
export function reviewSection(review: ReviewResponse): PlanSection {
  // Asked for with `&review=true`: always written, always in the document.
  const stages = STAGES.map((s) => `${s.name} ${review.score.stages[s.slug].toFixed(1)}`).join(', ');
  const score: PlanBlock = {
    kind: 'text',
    label: 'Score',
    markdown: `Overall ${review.score.overall.toFixed(1)} / 100 (${stages}).${review.cap ? ` ${capSentence(review.cap)}` : ''}`,
    status: 'final',
  };
  const open = review.findings.filter((f) => !f.dismissed).sort(bySeverity);
  const dismissedBlockers: PlanBlock[] = review.findings
    .filter((f) => f.dismissed && f.severity === 'blocker')
    .map((f) => ({
      kind: 'text',
      label: `Dismissed blocker: ${f.title}`,
      markdown: `**Why it matters:** ${f.why}\n\n**Dismissed because:** ${f.reason ?? ''}`,
      status: 'final',
    }));
  const findings: PlanBlock[] =
    open.length === 0
      ? [
          {
            kind: 'text',
            label: 'Findings',
            markdown: 'No open findings: the plan passes every check.',
            status: 'final',
          },
        ]
      : open.map((f) => ({
          kind: 'text',
          label: f.severity === 'blocker' ? `Blocker: ${f.title}` : f.title,
          markdown: `**Why it matters:** ${f.why}\n\n**What to do:** ${f.suggestion}`,
          status: 'final',
        }));
  return {
    id: 'review',
    title: 'Review',
    stage: null,
    written: true,
    inExports: true,
    blocks: [score, ...findings, ...dismissedBlockers],
  };
}
