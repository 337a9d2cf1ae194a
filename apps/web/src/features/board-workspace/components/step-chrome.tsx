import {
  backPosition,
  type Board,
  type BoardPosition,
  canGoForward,
  commentFieldsOfStep,
  forecastUrl,
  forwardPosition,
  hasBudget,
  openThreadCounts,
  type Stage,
  stageInfo,
  type Step,
  STEP_MENUS,
  stepsOf,
} from '@planner/domain';
import {
  ArrowLeftIcon,
  ArrowRightIcon,
  ChartLineIcon,
  ClipboardCheckIcon,
  FileTextIcon,
  MessageSquareIcon,
  TriangleAlertIcon,
} from 'lucide-react';
import { Link, useParams } from 'react-router';

import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useListCommentsQuery } from '@/lib/comments-api';

import type { StepContext } from './step-context';

/** The step's heading, its place in the stage and what it is for. */
export function StepHeader({ stage, step, summary }: { stage: Stage; step: Step; summary: string }) {
  const steps = stepsOf(stage) as readonly Step[];
  return (
    <header className="flex flex-col gap-1.5">
      <p className="text-sm font-medium text-primary">
        {stageInfo(stage).name}
        {steps.length > 1 && (
          <span className="text-muted-foreground">
            {' '}
            · Step {steps.indexOf(step) + 1} of {steps.length}
          </span>
        )}
      </p>
      <h1 className="text-2xl font-semibold sm:text-3xl">{STEP_MENUS[step].name}</h1>
      <p className="max-w-[70ch] text-muted-foreground">{summary}</p>
      <StepCommentCounts step={step} />
    </header>
  );
}

/** Each field of the step with open comments, and how many (the Comments panel lists them). */
function StepCommentCounts({ step }: { step: Step }) {
  const { boardId = '' } = useParams();
  const { data: threads = [] } = useListCommentsQuery(boardId, { skip: !boardId });
  const { byField } = openThreadCounts(threads);
  const fields = commentFieldsOfStep(step).filter((f) => byField.has(f.field));
  if (fields.length === 0) return null;
  return (
    <ul
      aria-label="Open comments on this step"
      className="flex flex-wrap gap-3 text-sm text-muted-foreground"
    >
      {fields.map(({ field, label }) => (
        <li key={field} className="flex items-center gap-1">
          <MessageSquareIcon aria-hidden className="size-4" />
          {label}: {byField.get(field)} open {byField.get(field) === 1 ? 'comment' : 'comments'}
        </li>
      ))}
    </ul>
  );
}

/** The stage slice's error (a failed draft or load), with the server's message. */
export function StageError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert variant="destructive">
      <TriangleAlertIcon aria-hidden />
      <AlertTitle>The draft could not be made</AlertTitle>
      <AlertDescription>
        <p>{message}</p>
        <p>Your text is unchanged. Try again when you are ready.</p>
      </AlertDescription>
    </Alert>
  );
}

interface StepNavProps {
  board: Board;
  stage: Stage;
  step: Step;
  hint: string;
  primary: boolean;
  onMove: (position: BoardPosition) => void;
}

/** Back and Forward exactly as the domain's movement and forward rules say. */
export function StepNav({ board, stage, step, hint, primary, onMove }: StepNavProps) {
  const position = { stage, step } as BoardPosition;
  const back = backPosition(position);
  const forward = forwardPosition(position);
  const allowed = forward !== null && canGoForward(step, board);
  const hintId = `forward-hint-${step}`;
  return (
    <nav aria-label="Step navigation" className="flex flex-col gap-2 border-t pt-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button variant="ghost" disabled={!back} onClick={() => back && onMove(back)}>
          <ArrowLeftIcon aria-hidden />
          Back
        </Button>
        <Button
          variant={primary && allowed ? 'default' : 'outline'}
          disabled={!allowed}
          aria-describedby={allowed ? undefined : hintId}
          onClick={() => forward && onMove(forward)}
        >
          Forward
          <ArrowRightIcon aria-hidden />
        </Button>
      </div>
      {!allowed && (
        <p id={hintId} className="text-right text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {allowed && forward && forward.stage !== stage && (
        <p className="text-right text-sm text-muted-foreground">Next: {stageInfo(forward.stage).name}</p>
      )}
    </nav>
  );
}

/** Back and Forward under a step that only shows what is written (the overview, a reader's step). */
export function ReadingStepNav({
  board,
  stage,
  step,
  screen,
  nav,
}: Omit<StepContext, 'completion' | 'busy'>) {
  return (
    <StepNav
      board={board}
      stage={stage}
      step={step}
      hint={screen.forwardHint}
      primary={canGoForward(step, board)}
      onMove={nav.moveTo}
    />
  );
}

/**
 * After the last step of the plan, in the step's content: the whole plan, the forecast (which opens
 * once a budget exists) and the review.
 */
export function WhatNext({ board }: { board: Board }) {
  return (
    <section
      aria-labelledby="what-next"
      className="flex flex-col gap-3 rounded-xl border bg-card p-5 shadow-xs"
    >
      <h2 id="what-next" className="text-base font-semibold">
        What next
      </h2>
      <p className="max-w-[70ch] text-sm text-muted-foreground">
        Every stage is done: read the whole plan, check its numbers in the forecast, and see what the review
        says.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to={`/${board.id}/plan`}>
            <FileTextIcon aria-hidden />
            Open the plan
          </Link>
        </Button>
        {hasBudget(board.budgetingData.budget) ? (
          <Button asChild variant="outline">
            <Link to={forecastUrl(board.id)}>
              <ChartLineIcon aria-hidden />
              Open the forecast
            </Link>
          </Button>
        ) : (
          <p className="self-center text-sm text-muted-foreground">
            The forecast opens once the board has a budget.
          </p>
        )}
        <Button asChild variant="outline">
          <Link to={`/${board.id}/review`}>
            <ClipboardCheckIcon aria-hidden />
            Open the review
          </Link>
        </Button>
      </div>
    </section>
  );
}
