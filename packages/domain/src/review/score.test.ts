import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { AI_FINDINGS_MAX } from '../api/review.js';
import type { StageSlug } from '../stages.js';
import { STAGE_SLUGS } from '../stages.js';
import type { Severity } from './checks.js';
import { CHECKS } from './checks.js';
import { reviewScore, stageScore } from './score.js';

type Scored = { stage: StageSlug; severity: Severity; dismissed: boolean };

describe('reviewScore', () => {
  it('should give 100 everywhere without open findings', () => {
    const score = reviewScore([{ stage: 'idea', severity: 'high', dismissed: true }]);
    expect(score.overall).toBe(100);
    expect(Object.values(score.stages)).toEqual([100, 100, 100, 100, 100, 100]);
  });

  it('should weigh high 3, medium 2 and low 1 point: 100 x 10 / (10 + points) per stage, worked by hand', () => {
    expect(stageScore(3)).toBe(76.9); // 1000 / 13
    expect(stageScore(2)).toBe(83.3); // 1000 / 12
    expect(stageScore(1)).toBe(90.9); // 1000 / 11
    expect(stageScore(10)).toBe(50);
    const score = reviewScore([
      { stage: 'idea', severity: 'high', dismissed: false },
      { stage: 'idea', severity: 'low', dismissed: false },
      { stage: 'budgeting', severity: 'medium', dismissed: false },
    ]);
    expect(score.stages.idea).toBe(71.4); // 1000 / 14
    expect(score.stages.budgeting).toBe(83.3);
    expect(score.stages.uvp).toBe(100);
    // (1000/14 + 1000/12 + 4 x 100) / 6 = 92.46...
    expect(score.overall).toBe(92.5);
  });

  // Most points a stage can hold: every rule check's hits (any.* fire once per field) plus every AI finding.
  const MAX_RULE_HITS_PER_STAGE = 12;
  const finding = fc.record({
    stage: fc.constantFrom(...STAGE_SLUGS),
    severity: fc.constantFrom<Severity>('high', 'medium', 'low'),
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
    expect(Math.max(idea, model)).toBeLessThanOrEqual(MAX_RULE_HITS_PER_STAGE);
  });
});
