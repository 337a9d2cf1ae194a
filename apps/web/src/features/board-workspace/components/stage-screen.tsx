import {
  type Board,
  type BoardPosition,
  forwardPosition,
  isStepEnabled,
  isStepOf,
  jumpToStep,
  promptVersionInfo,
  type Stage,
  stageInfo,
  stageUrl,
  type Step,
  stepsOf,
} from '@planner/domain';
import { LockIcon } from 'lucide-react';
import * as React from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';

import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { canEditBoard } from '@/lib/board-role';
import { useAppDispatch, useAppSelector, useGetState } from '@/lib/store-hooks';

import { STEP_SCREENS, type StepView } from '../config/step-screens';
import { stepOfLocation, useBoardNavigation } from '../hooks/use-board-navigation';
import { useBoard } from '../hooks/use-board-session';
import { useCompletion } from '../hooks/use-completion';
import { isStageReachable } from '../lib/stage-data';
import { selectStageState, stageActions } from '../stores/stage-slices';
import { IdeaOverview } from './idea-overview';
import { InputStep } from './input-step';
import { ReadOnlyStep } from './read-only-step';
import { RefineStep } from './refine-step';
import { StageError, StepHeader, WhatNext } from './step-chrome';
import type { StepContext, StepViewProps } from './step-context';
import { TableDraftStep } from './table-draft-step';

// The stage's review findings at its last step; a second read after the step, lazily loaded.
const StageFindings = React.lazy(() => import('@/components/stage-findings'));

/** Each view kind's screen: a new kind fails to compile until it has one, and gets its narrowed view. */
const STEP_VIEWS = {
  input: InputStep,
  refine: RefineStep,
  segmentation: TableDraftStep,
  'revenue-matrix': TableDraftStep,
  budget: TableDraftStep,
  overview: IdeaOverview,
} satisfies { [K in StepView['kind']]: React.ComponentType<StepViewProps<K>> };

/** `/:boardId/:stage`: the stage's current step, with the stage slice's loading and error states. */
export function StageScreen({ boardId, stage }: { boardId: string; stage: Stage }) {
  const { board, error } = useBoard(boardId);
  // The board's arrival is a store update, which React renders in one synchronous long task; the step
  // it reveals is the page's biggest render, so it follows as a deferred render React splits into slices.
  const shown = React.useDeferredValue(board !== null);
  const stageState = useAppSelector((state) => selectStageState(state, stage));
  const nav = useBoardNavigation(boardId);
  const completion = useCompletion(boardId);
  const reachable = board !== null && isStageReachable(stage, board);
  // A draft run from this stage for the next stage keeps its error in that stage's slice.
  const otherStage = completion.lastVersion ? promptVersionInfo(completion.lastVersion).stage : stage;
  const otherError = useAppSelector((state) => selectStageState(state, otherStage).error);

  // Opening a stage makes it the board's current place, so a reload comes back here.
  const { savePosition } = nav;
  const step = stageState.currentStep as Step;
  React.useEffect(() => {
    if (reachable && board.currentStage !== stage) savePosition({ stage, step } as never);
  }, [board?.currentStage, reachable, savePosition, stage, step]);

  // Each step is its own history entry (its state names the step; the URL stays the stage's), so the
  // browser's Back and Forward move between steps. An entry without a step gets the one shown.
  const dispatch = useAppDispatch();
  const getState = useGetState();
  const navigate = useNavigate();
  const location = useLocation();
  const entryStep = stepOfLocation(location.state);
  React.useEffect(() => {
    if (!reachable) return;
    const shownStep = selectStageState(getState(), stage).currentStep as Step;
    const wanted = entryStep === undefined ? null : jumpToStep(stage, entryStep);
    if (wanted === null) {
      const { pathname, search, hash } = location;
      // Only the entry changes: the page stays where the founder scrolled (the step's own scroll is below).
      void navigate(
        { pathname, search, hash },
        { replace: true, state: { step: shownStep }, preventScrollReset: true },
      );
    } else if (wanted !== shownStep) {
      dispatch(stageActions(stage).setStep(wanted));
      savePosition({ stage, step: wanted } as never);
    }
    // Only a new history entry (or the board becoming shown) moves the step; moves push entries.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [entryStep, location.key, reachable, stage]);

  // `?step=STEP` (a review finding's link) opens that step once the board is open, then leaves the URL.
  const [params] = useSearchParams();
  const linkedStep = params.get('step');
  const opened = board !== null;
  React.useEffect(() => {
    if (!board || !linkedStep) return;
    const open = isStepOf(stage, linkedStep) && isStepEnabled(linkedStep, board);
    if (open) {
      dispatch(stageActions(stage).setStep(linkedStep));
      savePosition({ stage, step: linkedStep } as never);
    }
    // The entry names the step opened, like any step's entry (above).
    void navigate(stageUrl(boardId, stage), {
      replace: true,
      state: open ? { step: linkedStep } : undefined,
      preventScrollReset: true,
    });
    // Only when the board opens or the link changes: later board updates must not move the step back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, linkedStep]);

  // Each step shown starts at the top. Not the skeleton, and in the next frame: scrolling forces a
  // layout, which the frame does anyway, rather than inside the long task that added the step.
  React.useEffect(() => {
    if (!shown) return;
    const frame = requestAnimationFrame(() => window.scrollTo({ top: 0 }));
    return () => cancelAnimationFrame(frame);
  }, [shown, stage, step]);

  if (!board || !shown) {
    if (!board && error) {
      return (
        <Alert variant="destructive" className="max-w-2xl">
          <AlertTitle>The board could not be loaded</AlertTitle>
          <AlertDescription>
            <p>{error}</p>
            <Button asChild variant="outline" size="sm">
              <Link to="/">Back to your boards</Link>
            </Button>
          </AlertDescription>
        </Alert>
      );
    }
    // Same frame as the step (header, then a card) and at least a screen tall, so the planning
    // notice and the footer start below the fold instead of jumping down when the step arrives.
    return (
      <div
        aria-busy="true"
        aria-label="Loading the board"
        className="mx-auto flex min-h-svh w-full max-w-4xl flex-col gap-6"
      >
        <div className="flex flex-col gap-1.5">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-9 w-2/3" />
          <Skeleton className="h-6 w-full max-w-[70ch]" />
        </div>
        <Skeleton className="h-96 w-full rounded-xl" />
      </div>
    );
  }

  if (!reachable) return <StageLocked board={board} stage={stage} />;

  const screen = STEP_SCREENS[step];
  const context: StepContext = {
    board,
    stage,
    step,
    screen,
    completion,
    nav,
    busy: completion.streaming !== null || stageState.loading,
  };
  // TypeScript cannot tie the map's entry to the view's kind: the map's `satisfies` checks each pair.
  // A viewer or commenter reads the step: no editor, no Generate, no Save.
  const View =
    canEditBoard(board) || screen.view.kind === 'overview'
      ? (STEP_VIEWS[screen.view.kind] as React.ComponentType<StepViewProps<StepView['kind']>>)
      : ReadOnlyStep;

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <StepHeader stage={stage} step={step} summary={screen.summary} />
      <StageError message={stageState.error} />
      {otherStage !== stage && <StageError message={otherError} />}
      {/* Keyed by step so each step starts with its own local state. */}
      <View key={step} {...context} view={screen.view} />
      {/* The last step of the plan: where to go next, in the content. */}
      {forwardPosition({ stage, step } as BoardPosition) === null && <WhatNext board={board} />}
      {stepsOf(stage).at(-1) === step && (
        <React.Suspense fallback={null}>
          <StageFindings boardId={board.id} version={board.version} stage={stageInfo(stage).slug} />
        </React.Suspense>
      )}
    </div>
  );
}

/** A stage whose menu is disabled and that forward cannot reach yet. */
function StageLocked({ board, stage }: { board: Board; stage: Stage }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-3 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-muted">
        <LockIcon aria-hidden className="size-5 text-muted-foreground" />
      </span>
      <h1 className="text-2xl font-semibold">{stageInfo(stage).name} is not open yet</h1>
      <p className="text-muted-foreground">
        Each stage opens once the one before it is done. Carry on where you left off.
      </p>
      <Button asChild>
        <Link to={stageUrl(board.id, board.currentStage)}>Go to {stageInfo(board.currentStage).name}</Link>
      </Button>
    </section>
  );
}
