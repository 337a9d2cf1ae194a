import type { Board, Stage, Step } from '@planner/domain';

import type { StepScreen, StepView } from '../config/step-screens';
import type { useBoardNavigation } from '../hooks/use-board-navigation';
import type { useCompletion } from '../hooks/use-completion';

/** What every step screen gets from the stage screen. */
export interface StepContext {
  board: Board;
  stage: Stage;
  step: Step;
  screen: StepScreen;
  completion: ReturnType<typeof useCompletion>;
  nav: ReturnType<typeof useBoardNavigation>;
  /** A draft of this stage is running. */
  busy: boolean;
}

/** What a view of kind `K` gets: the context and its own view, already narrowed to its kind. */
export type StepViewProps<K extends StepView['kind']> = StepContext & {
  view: Extract<StepView, { kind: K }>;
};
