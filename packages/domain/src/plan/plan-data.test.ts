import { describe, expect, it } from 'vitest';

import { emptyBoardData } from '../board.js';
import { applyBoardPatch } from '../board-patch.js';
import { boardFieldChanges } from '../history.js';
import { buildPlan } from './plan.js';
import { LOGO_MAX_BYTES, LOGO_MESSAGES, PLAN_SECTION_IDS, PlanLogoSchema } from './plan-data.js';

const b64 = (bytes: number[], pad = 0) =>
  Buffer.from([...bytes, ...new Array<number>(pad).fill(0)]).toString('base64');
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52];
const JPEG = [0xff, 0xd8, 0xff, 0xe0];

function problem(logo: unknown): string | undefined {
  const result = PlanLogoSchema.safeParse(logo);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('PlanLogoSchema', () => {
  it('should take a PNG or JPEG of up to 1 MB, read by its bytes', () => {
    expect(problem({ mediaType: 'image/png', data: b64(PNG, 100) })).toBeUndefined();
    expect(problem({ mediaType: 'image/jpeg', data: b64(JPEG, 100) })).toBeUndefined();
    expect(problem({ mediaType: 'image/png', data: b64(PNG, LOGO_MAX_BYTES - PNG.length) })).toBeUndefined();
  });

  it('should refuse an SVG, a file that is not the image it says, bad base64 and a file over 1 MB', () => {
    expect(problem({ mediaType: 'image/svg+xml', data: b64([0x3c, 0x73, 0x76, 0x67]) })).toBe(
      LOGO_MESSAGES.type,
    );
    expect(problem({ mediaType: 'image/png', data: b64(JPEG, 20) })).toBe(LOGO_MESSAGES.content);
    expect(problem({ mediaType: 'image/jpeg', data: b64(PNG, 20) })).toBe(LOGO_MESSAGES.content);
    expect(problem({ mediaType: 'image/png', data: 'not base64!' })).toBe(LOGO_MESSAGES.content);
    expect(problem({ mediaType: 'image/png', data: b64(PNG, LOGO_MAX_BYTES - PNG.length + 1) })).toBe(
      LOGO_MESSAGES.size,
    );
  });
});

describe('the plan data', () => {
  it('should name every section of the plan', () => {
    const plan = buildPlan({ ...emptyBoardData(), id: 'x', title: 'T' });
    expect(plan.sections.map((s) => s.id)).toEqual(PLAN_SECTION_IDS);
  });

  it('should merge a patch field by field and record each changed field', () => {
    const before = emptyBoardData();
    const after = applyBoardPatch(
      { ...before, title: 'T', currentStage: 'IDEA', currentStep: 'INITIAL_IDEA' },
      {
        planData: { companyName: 'Crème SAS', hiddenSections: ['idea'] },
      },
    );
    expect(after.planData).toMatchObject({ companyName: 'Crème SAS', hiddenSections: ['idea'], website: '' });
    expect(boardFieldChanges({ ...before }, { ...after }).map((c) => c.field)).toEqual(
      expect.arrayContaining(['planData.companyName', 'planData.hiddenSections']),
    );
  });
});
