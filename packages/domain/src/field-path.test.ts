import { describe, expect, it } from 'vitest';

import { fieldNameOf, fieldPatch, fieldPath, splitFieldPath, upgradeFieldName } from './field-path.js';
import { fieldsOfStage, fieldValue } from './fields.js';
import { boardFieldChanges } from './history.js';
import { PLAN_SECTION_FIELDS } from './plan/plan-sections.js';
import { STAGES } from './stages.js';

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
    const path = fieldPath('TARGET_AUDIENCE', 'marketSegmentationMatrix');
    const before = { title: 'A', targetAudienceData: { marketSegmentationMatrix: [] } };
    const after = { title: 'A', ...fieldPatch(path, [['x']]) };
    expect(boardFieldChanges(before, after)).toEqual([{ field: path, before: [], after: [['x']] }]);
    expect(fieldValue(after, path)).toEqual([['x']]);
  });

  it('should give every stage field and every plan section one path, and upgrade a bare name to it', () => {
    for (const stage of STAGES) {
      for (const name of fieldsOfStage(stage.id).map(fieldNameOf)) {
        const path = fieldPath(stage.id, name as Parameters<typeof fieldPath>[1]);
        expect(path).toBe(`${stage.dataKey}.${name}`);
        expect(fieldNameOf(path)).toBe(name);
        expect(upgradeFieldName(name)).toBe(path);
        expect(upgradeFieldName(path)).toBe(path);
        expect(fieldValue(fieldPatch(path, 'x'), path)).toBe('x');
      }
    }
    for (const section of PLAN_SECTION_FIELDS) {
      const path = `planData.${section}` as const;
      expect(splitFieldPath(path)).toEqual({ key: 'planData', field: section });
      expect(upgradeFieldName(path)).toBe(path);
      expect(fieldValue(fieldPatch(path, 'y'), path)).toBe('y');
    }
    expect(upgradeFieldName('initialIdea')).toBe('ideaData.initialIdea');
    expect(upgradeFieldName('chosenTargetGroup')).toBe('targetAudienceData.chosenTargetGroup');
    expect(upgradeFieldName('title')).toBe('title');
    expect(upgradeFieldName('noSuchField')).toBeNull();
    expect(upgradeFieldName('nowhere.initialIdea')).toBeNull();
  });
});
