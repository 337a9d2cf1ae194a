import type { Stage, StageState } from '@planner/domain';

import { useAppSelector, type WorkspaceRootState } from '../lib/store-hooks';
import { STAGE_SLICES } from '../stores/stage-slices';

/** A stage slice's step, loading flag and error (spec 3). */
export function selectStageState<S extends Stage>(state: WorkspaceRootState, stage: S): StageState<S> {
  const select = STAGE_SLICES[stage].selectSlice as (root: WorkspaceRootState) => unknown;
  return select(state) as StageState<S>;
}

export function useStageState<S extends Stage>(stage: S): StageState<S> {
  return useAppSelector((state) => selectStageState(state, stage));
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
