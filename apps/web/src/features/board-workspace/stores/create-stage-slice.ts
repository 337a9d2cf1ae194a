import { initialStageState, type Stage, type StageState, type StepOf } from '@planner/domain';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** A stage's client state (spec 3): its step, a loading flag, an error message and its data. */
export type StageSliceState<S extends Stage, D> = StageState<S> & { data: D };

/** One slice per stage, all with the same reducers; `reset` returns the stage to its initial state. */
export function createStageSlice<const N extends string, S extends Stage, D extends object>(
  name: N,
  stage: S,
  initialData: () => D,
) {
  const initialState = (): StageSliceState<S, D> => ({ ...initialStageState(stage), data: initialData() });
  type Draft = StageSliceState<S, D>;
  return createSlice({
    name,
    initialState,
    reducers: {
      setStep(state, action: PayloadAction<StepOf<S>>) {
        (state as Draft).currentStep = action.payload;
      },
      setLoading(state, action: PayloadAction<boolean>) {
        state.loading = action.payload;
      },
      setError(state, action: PayloadAction<string | null>) {
        state.error = action.payload;
        state.loading = false;
      },
      /** Merges changed fields into the stage's data. */
      updateData(state, action: PayloadAction<Partial<D>>) {
        Object.assign((state as Draft).data, action.payload);
      },
      /** Replaces the stage from a loaded board. */
      hydrate(_state, action: PayloadAction<{ currentStep: StepOf<S>; data: D }>) {
        return { ...initialStageState(stage), ...action.payload } as Draft as never;
      },
      reset: () => initialState() as never,
    },
  });
}
