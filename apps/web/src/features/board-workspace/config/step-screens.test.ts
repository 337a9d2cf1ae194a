import { PROMPT_VERSION_NAMES, promptVersionInfo, setsBoardField, stageOfStep } from '@planner/domain';
import { describe, expect, it } from 'vitest';

import { STEP_SCREENS, stepShowing } from './step-screens';

describe('stepShowing', () => {
  it('should give every prompt version a step of its own stage that shows its draft', () => {
    // 5.2.1 drafts the board's forecast: it is shown on the forecast screen, not in a step.
    for (const version of PROMPT_VERSION_NAMES.filter((v) => !setsBoardField(promptVersionInfo(v)))) {
      const step = stepShowing(version);
      expect(step, version).not.toBeNull();
      expect(stageOfStep(step!), version).toBe(promptVersionInfo(version).stage);
    }
  });

  it('should agree with the step the domain moves a completion to, where it names one', () => {
    for (const version of PROMPT_VERSION_NAMES) {
      const moved = promptVersionInfo(version).step;
      if (moved) expect(stepShowing(version), version).toBe(moved);
    }
  });

  it("should be where each step's screen drafts it (the step screens and the domain's rule agree)", () => {
    for (const [step, screen] of Object.entries(STEP_SCREENS)) {
      if ('draft' in screen.view) expect(stepShowing(screen.view.draft), step).toBe(step);
    }
  });
});
