import type { Stage, StageState } from '@planner/domain';
import type { WithSlice } from '@reduxjs/toolkit';

import { rootReducer } from '@/lib/root-reducer';
import type { WorkspaceRootState } from '@/lib/store-hooks';

import { createStageSlice } from './create-stage-slice';

/** The six stage slices (spec 3 and 4), keyed in the store by these names. */
export const ideaSlice = createStageSlice('idea', 'IDEA');
export const targetAudienceSlice = createStageSlice('targetAudience', 'TARGET_AUDIENCE');
export const uvpSlice = createStageSlice('uvp', 'UVP');
export const businessModelSlice = createStageSlice('businessModel', 'BUSINESS_MODEL');
export const budgetingSlice = createStageSlice('budgeting', 'BUDGETING');
export const goToMarketSlice = createStageSlice('goToMarket', 'GO_TO_MARKET');

declare module '@/lib/root-reducer' {
  export interface LazyLoadedSlices
    extends
      WithSlice<typeof ideaSlice>,
      WithSlice<typeof targetAudienceSlice>,
      WithSlice<typeof uvpSlice>,
      WithSlice<typeof businessModelSlice>,
      WithSlice<typeof budgetingSlice>,
      WithSlice<typeof goToMarketSlice> {}
}

export const injectedIdeaSlice = ideaSlice.injectInto(rootReducer);
export const injectedTargetAudienceSlice = targetAudienceSlice.injectInto(rootReducer);
export const injectedUvpSlice = uvpSlice.injectInto(rootReducer);
export const injectedBusinessModelSlice = businessModelSlice.injectInto(rootReducer);
export const injectedBudgetingSlice = budgetingSlice.injectInto(rootReducer);
export const injectedGoToMarketSlice = goToMarketSlice.injectInto(rootReducer);

/** Each stage's slice; adding a stage fails to compile until it has one. */
export const STAGE_SLICES = {
  IDEA: injectedIdeaSlice,
  TARGET_AUDIENCE: injectedTargetAudienceSlice,
  UVP: injectedUvpSlice,
  BUSINESS_MODEL: injectedBusinessModelSlice,
  BUDGETING: injectedBudgetingSlice,
  GO_TO_MARKET: injectedGoToMarketSlice,
} as const satisfies Record<Stage, { name: string }>;

export const resetIdea = ideaSlice.actions.reset;
export const resetTargetAudience = targetAudienceSlice.actions.reset;
export const resetUvp = uvpSlice.actions.reset;
export const resetBusinessModel = businessModelSlice.actions.reset;
export const resetBudgeting = budgetingSlice.actions.reset;
export const resetGoToMarket = goToMarketSlice.actions.reset;

/** A stage slice's step, loading flag and error (spec 3). */
export function selectStageState<S extends Stage>(state: WorkspaceRootState, stage: S): StageState<S> {
  const select = STAGE_SLICES[stage].selectSlice as (root: WorkspaceRootState) => unknown;
  return select(state) as StageState<S>;
}

/** The actions of a stage's slice, typed loosely enough to call for any stage. */
export function stageActions(stage: Stage) {
  return STAGE_SLICES[stage].actions as unknown as {
    setStep: (step: string) => { type: string; payload: string };
    setLoading: (loading: boolean) => { type: string; payload: boolean };
    setError: (error: string | null) => { type: string; payload: string | null };
    start: (step: string) => { type: string; payload: string };
  };
}
