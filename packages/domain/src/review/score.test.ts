import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { AI_FINDINGS_MAX } from '../api/review.js';
import type { StageSlug } from '../stages.js';
import { STAGE_SLUGS } from '../stages.js';
import type { Severity } from './checks.js';
import { CHECKS } from './checks.js';
import { capSentence, reviewScore, scoreCap, stageScore } from './score.js';

type Scored = { stage: StageSlug; severity: Severity; dismissed: boolean };

describe('reviewScore', () => {
  it('should give 100 everywhere without open findings', () => {
    const score = reviewScore([{ stage: 'idea', severity: 'blocker', dismissed: true }]);
    expect(score.overall).toBe(100);
    expect(Object.values(score.stages)).toEqual([100, 100, 100, 100, 100, 100]);
  });

  it('should weigh blocker 5, major 3 and minor 1 point: 100 x 10 / (10 + points) per stage, worked by hand', () => {
    expect(stageScore(5)).toBe(66.7); // 1000 / 15
    expect(stageScore(3)).toBe(76.9); // 1000 / 13
    expect(stageScore(1)).toBe(90.9); // 1000 / 11
    expect(stageScore(10)).toBe(50);
    const score = reviewScore([
      { stage: 'idea', severity: 'minor', dismissed: false },
      { stage: 'idea', severity: 'minor', dismissed: false },
      { stage: 'budgeting', severity: 'minor', dismissed: false },
    ]);
    expect(score.stages.idea).toBe(83.3); // 1000 / 12
    expect(score.stages.budgeting).toBe(90.9);
    expect(score.stages.uvp).toBe(100);
    // (1000/12 + 1000/11 + 4 x 100) / 6 = 95.73...
    expect(score.overall).toBe(95.7);
  });

  it('should cap the overall at 40 while a blocker is open and at 75 while a major is, not the stages', () => {
    const blocker = { stage: 'budgeting', severity: 'blocker', dismissed: false } as const;
    const major = { stage: 'uvp', severity: 'major', dismissed: false } as const;
    // Uncapped: (1000/15 + 5 x 100) / 6 = 94.4; capped at 40.
    expect(reviewScore([blocker])).toEqual({
      overall: 40,
      stages: {
        idea: 100,
        'target-audience': 100,
        uvp: 100,
        'business-model': 100,
        budgeting: 66.7,
        'go-to-market': 100,
      },
    });
    expect(scoreCap([blocker, major])).toEqual({ score: 40, severity: 'blocker', findings: 1 });
    // The blocker dismissed: the major caps (uncapped 96.2).
    const dismissed = [{ ...blocker, dismissed: true }, major];
    expect(reviewScore(dismissed).overall).toBe(75);
    expect(scoreCap(dismissed)).toEqual({ score: 75, severity: 'major', findings: 1 });
    // Only minors: no cap, the mean.
    expect(scoreCap([{ ...major, severity: 'minor' }])).toBeNull();
    expect(reviewScore([{ ...major, severity: 'minor' }]).overall).toBe(98.5);
    // A low mean stays below the cap.
    const many = Array.from({ length: 6 }, () => [
      { ...blocker, stage: 'idea' as const },
      { ...blocker, stage: 'uvp' as const },
      { ...blocker, stage: 'budgeting' as const },
      { ...blocker, stage: 'business-model' as const },
      { ...blocker, stage: 'target-audience' as const },
      { ...blocker, stage: 'go-to-market' as const },
    ]).flat();
    expect(reviewScore(many).overall).toBe(25);
  });

  it('should say in one sentence what the cap is and why', () => {
    expect(capSentence({ score: 40, severity: 'blocker', findings: 2 })).toBe(
      'The overall score is capped at 40 because 2 blockers are open, a problem a lender would refuse the plan for: fix them, or dismiss them with a reason, to lift the cap.',
    );
    expect(capSentence({ score: 75, severity: 'major', findings: 1 })).toBe(
      'The overall score is capped at 75 because 1 major finding is open, a problem a lender would question first: fix it, or dismiss it with a reason, to lift the cap.',
    );
  });

  // Most points a stage can hold: every rule check's hits (any.* fire once per field) plus every AI finding.
  const MAX_RULE_HITS_PER_STAGE = 12;
  const finding = fc.record({
    stage: fc.constantFrom(...STAGE_SLUGS),
    severity: fc.constantFrom<Severity>('blocker', 'major', 'minor'),
    dismissed: fc.boolean(),
  });
  const findings = fc
    .array(finding, { maxLength: MAX_RULE_HITS_PER_STAGE * STAGE_SLUGS.length + AI_FINDINGS_MAX })
    .filter((list) =>
      STAGE_SLUGS.every(
        (s) => list.filter((f) => f.stage === s).length <= MAX_RULE_HITS_PER_STAGE + AI_FINDINGS_MAX,
      ),
    );

  it('should raise the stage and never lower the overall when an open finding is fixed or dismissed', () => {
    fc.assert(
      fc.property(findings, fc.nat(), fc.boolean(), (list: Scored[], pick, dismiss) => {
        const open = list.map((f, i) => [f, i] as const).filter(([f]) => !f.dismissed);
        fc.pre(open.length > 0);
        const [target, index] = open[pick % open.length]!;
        const after = dismiss
          ? list.map((f, i) => (i === index ? { ...f, dismissed: true } : f))
          : list.filter((_, i) => i !== index);
        const before = reviewScore(list);
        const now = reviewScore(after);
        expect(now.stages[target.stage]).toBeGreaterThan(before.stages[target.stage]);
        expect(scoreCap(list.filter((_, i) => i !== index))?.score ?? 100).toBeGreaterThanOrEqual(
          scoreCap(list)?.score ?? 100,
        );
        expect(now.overall).toBeGreaterThanOrEqual(before.overall);
        for (const s of STAGE_SLUGS) if (s !== target.stage) expect(now.stages[s]).toBe(before.stages[s]);
      }),
      { numRuns: 500 },
    );
  }, 60_000);

  it('should keep every score between 0 and 100', () => {
    fc.assert(
      fc.property(findings, (list: Scored[]) => {
        const score = reviewScore(list);
        for (const value of [score.overall, ...Object.values(score.stages)]) {
          expect(value).toBeGreaterThan(0);
          expect(value).toBeLessThanOrEqual(100);
        }
      }),
    );
  }, 60_000);

  it('should bound the rule hits of one stage under the figure the property assumes', () => {
    // any.empty and any.unrefined-draft fire once per field; the others once each.
    const perStage = new Map<string, number>();
    for (const check of CHECKS)
      if (check.stage) perStage.set(check.stage, (perStage.get(check.stage) ?? 0) + 1);
    const idea = (perStage.get('idea') ?? 0) + 5 /* empty */ + 3; /* unrefined drafts */
    const model = (perStage.get('business-model') ?? 0) + 4 + 3;
    const budgeting = (perStage.get('budgeting') ?? 0) + 1;
    expect(Math.max(idea, model, budgeting)).toBeLessThanOrEqual(MAX_RULE_HITS_PER_STAGE);
  });
});
