import { describe, expect, it } from 'vitest';

import { fieldNameOf, fieldPatch, fieldPath, fieldValue, splitFieldPath } from './field-path.js';
import { boardFieldChanges } from './history.js';

describe('FieldPath', () => {
  it('should name a stage field by its stage object and a top-level field bare', () => {
    expect(fieldPath('IDEA', 'initialIdea')).toBe('ideaData.initialIdea');
    expect(fieldPath('GO_TO_MARKET', 'refinedLaunchPlan')).toBe('goToMarketData.refinedLaunchPlan');
    expect(splitFieldPath('uvpData.refinedUVP')).toEqual({ key: 'uvpData', field: 'refinedUVP' });
    expect(splitFieldPath('title')).toEqual({ key: 'title', field: undefined });
    expect(fieldNameOf('uvpData.refinedUVP')).toBe('refinedUVP');
    expect(fieldNameOf('forecastData')).toBe('forecastData');
  });

  it('should be the name history records, and patch and read back the same field', () => {
    const path = fieldPath('TARGET_AUDIENCE', 'segmentationMatrix');
    const before = { title: 'A', targetAudienceData: { segmentationMatrix: [] } };
    const after = { title: 'A', ...fieldPatch(path, [['x']]) };
    expect(boardFieldChanges(before, after)).toEqual([{ field: path, before: [], after: [['x']] }]);
    expect(fieldValue(after, path)).toEqual([['x']]);
  });
});
