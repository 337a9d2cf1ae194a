import { initialStageState, type Stage, type StageState, type StepOf } from '@planner/domain';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * One slice per stage (spec 3): its step, a loading flag and an error message. The stage's data is
 * the board's, read from the RTK Query cache; `reset` returns the stage to its initial state.
 */
export function createStageSlice<const N extends string, S extends Stage>(name: N, stage: S) {
  return createSlice({
    name,
    initialState: (): StageState<S> => initialStageState(stage),
    reducers: {
      setStep(state, action: PayloadAction<StepOf<S>>) {
        (state as StageState<S>).currentStep = action.payload;
      },
      setLoading(state, action: PayloadAction<boolean>) {
        state.loading = action.payload;
      },
      setError(state, action: PayloadAction<string | null>) {
        state.error = action.payload;
        state.loading = false;
      },
      /** A board was opened: the stage starts afresh at its load step. */
      start(_state, action: PayloadAction<StepOf<S>>) {
        return { ...initialStageState(stage), currentStep: action.payload } as never;
      },
      reset: () => initialStageState(stage) as never,
    },
  });
}
