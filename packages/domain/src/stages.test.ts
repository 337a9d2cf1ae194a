import { describe, expect, it } from 'vitest';

import { StageSchema, StageSlugSchema } from './stage-schemas.js';
import {
  slugFromStage,
  STAGE_IDS,
  STAGE_SLUGS,
  stageFromSlug,
  stageInfo,
  stageNumber,
  STAGES,
} from './stages.js';

const SPEC = [
  ['IDEA', 'idea', 'Idea', 'ideaData'],
  ['TARGET_AUDIENCE', 'target-audience', 'Target Audience', 'targetAudienceData'],
  ['UVP', 'uvp', 'Unique Value Proposition', 'uvpData'],
  ['BUSINESS_MODEL', 'business-model', 'Business Model', 'businessModelData'],
  ['BUDGETING', 'budgeting', 'Budgeting', 'budgetingData'],
  ['GO_TO_MARKET', 'go-to-market', 'Go To Market', 'goToMarketData'],
] as const;

describe('stages', () => {
  it('should list the six stages in the spec order', () => {
    expect(STAGE_IDS).toEqual(SPEC.map((s) => s[0]));
    expect(STAGE_SLUGS).toEqual(SPEC.map((s) => s[1]));
    expect(STAGES.map((s) => s.name)).toEqual(SPEC.map((s) => s[2]));
  });

  it.each(SPEC.map((s, i) => [...s, i + 1] as const))(
    'should describe %s (slug %s, menu %s, data %s, number %s)',
    (id, slug, name, dataKey, number) => {
      expect(stageInfo(id)).toEqual({ id, slug, name, dataKey });
      expect(stageFromSlug(slug)).toBe(id);
      expect(slugFromStage(id)).toBe(slug);
      expect(stageNumber(id)).toBe(number);
      expect(StageSchema.parse(id)).toBe(id);
      expect(StageSlugSchema.parse(slug)).toBe(slug);
    },
  );

  it('should not know other slugs or stage names', () => {
    expect(stageFromSlug('ideas')).toBeUndefined();
    expect(stageFromSlug('IDEA')).toBeUndefined();
    expect(stageFromSlug('')).toBeUndefined();
    expect(StageSchema.safeParse('idea').success).toBe(false);
    expect(StageSlugSchema.safeParse('IDEA').success).toBe(false);
    expect(() => stageInfo('NOPE' as never)).toThrow('Unknown stage NOPE');
  });
});
