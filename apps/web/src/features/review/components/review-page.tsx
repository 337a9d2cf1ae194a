import {
  bySeverity,
  capSentence,
  fieldHref,
  fieldLabel,
  NO_AI_PROVIDER,
  type ReviewFinding,
  type ReviewResponse,
  STAGES,
  type StageSlug,
} from '@planner/domain';
import { ExternalLinkIcon } from 'lucide-react';
import { Link } from 'react-router';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { canEditBoard } from '@/lib/board-role';
import { useGetBoardQuery } from '@/lib/boards-api';
import { useGetReviewQuery, useRequestCritiqueMutation } from '@/lib/review-api';

import { DismissFindingButton, RestoreFindingButton } from './dismiss-finding-dialog';

const SEVERITY_LABELS = { blocker: 'Blocker', major: 'Major', minor: 'Minor' } as const;

const scoreText = (score: number) => `${score.toFixed(1)} / 100`;

function FindingItem({
  boardId,
  version,
  finding,
  level,
  readOnly,
}: {
  boardId: string;
  version: number;
  finding: ReviewFinding;
  level: 'h3' | 'h4';
  /** A viewer or commenter: the finding and its link, no dismiss or restore. */
  readOnly: boolean;
}) {
  const Heading = level;
  const titleId = `finding-${finding.id.replace(/[^A-Za-z0-9-]/g, '-')}`;
  return (
    <li>
      <article aria-labelledby={titleId} className="flex flex-col gap-2 rounded-lg border p-4">
        <div className="flex flex-wrap items-center gap-2">
          <Badge
            variant={
              finding.severity === 'blocker'
                ? 'destructive'
                : finding.severity === 'major'
                  ? 'default'
                  : 'secondary'
            }
          >
            {SEVERITY_LABELS[finding.severity]}
          </Badge>
          {finding.source === 'ai' && <Badge variant="outline">AI</Badge>}
          <Heading id={titleId} className="font-semibold">
            {finding.title}
          </Heading>
        </div>
        <p className="text-sm">
          <span className="font-medium">Why it matters: </span>
          {finding.why}
        </p>
        <p className="text-sm">
          <span className="font-medium">What to do: </span>
          {finding.suggestion}
        </p>
        {finding.dismissed && finding.reason && (
          <p className="text-sm text-muted-foreground">
            <span className="font-medium">Dismissed because: </span>
            {finding.reason}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <Link
            to={fieldHref(boardId, finding.field)}
            className="inline-flex items-center gap-1 text-sm text-primary underline underline-offset-2"
          >
            <ExternalLinkIcon aria-hidden className="size-3.5" />
            Go to the {fieldLabel(finding.field)}
          </Link>
          {readOnly ? null : finding.dismissed ? (
            <RestoreFindingButton boardId={boardId} version={version} finding={finding} />
          ) : (
            <DismissFindingButton boardId={boardId} version={version} finding={finding} />
          )}
        </div>
      </article>
    </li>
  );
}

/** Findings as one list: the blockers, a stage's findings and the dismissed ones look alike. */
function FindingList({
  findings,
  ...itemProps
}: { findings: ReviewFinding[] } & Omit<Parameters<typeof FindingItem>[0], 'finding'>) {
  return (
    <ul className="flex flex-col gap-3">
      {findings.map((f) => (
        <FindingItem key={f.id} finding={f} {...itemProps} />
      ))}
    </ul>
  );
}

function StageScores({ review }: { review: ReviewResponse }) {
  return (
    <section aria-labelledby="review-scores" className="flex flex-col gap-3">
      <h2 id="review-scores" className="text-xl font-semibold">
        Score per stage
      </h2>
      <ul className="grid gap-2 sm:grid-cols-2">
        {STAGES.map((stage) => {
          const score = review.score.stages[stage.slug];
          return (
            <li key={stage.slug} className="flex flex-col gap-1 rounded-md border px-3 py-2">
              <div className="flex items-center justify-between gap-2 text-sm">
                <span className="font-medium">{stage.name}</span>
                <span data-testid={`stage-score-${stage.slug}`}>{scoreText(score)}</span>
              </div>
              <div aria-hidden className="h-1.5 w-full overflow-hidden rounded-full bg-muted">
                <div className="h-full rounded-full bg-primary" style={{ width: `${score}%` }} />
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function AiStatus({
  boardId,
  version,
  review,
  readOnly,
}: {
  boardId: string;
  version: number;
  review: ReviewResponse;
  /** A viewer or commenter: the critique's status, no request for a new one. */
  readOnly: boolean;
}) {
  const [requestCritique, critique] = useRequestCritiqueMutation();
  if (!review.ai.available) {
    return (
      <p role="note" className="rounded-md border bg-muted/40 px-4 py-3 text-sm">
        {NO_AI_PROVIDER}
      </p>
    );
  }
  const text =
    review.ai.status === 'none'
      ? 'No AI critique yet: the findings below are the rule-based review.'
      : review.ai.status === 'current'
        ? `The AI critique read this version of the board (version ${review.ai.reviewedVersion}).`
        : `The AI critique read version ${review.ai.reviewedVersion}; the board has changed since, so it may be out of date.`;
  return (
    <div
      role="note"
      aria-label="AI critique"
      className="flex flex-col gap-2 rounded-md border bg-muted/40 px-4 py-3 text-sm"
    >
      <p>{text}</p>
      {!readOnly && (
        <Button
          size="sm"
          variant="outline"
          className="self-start"
          disabled={critique.isLoading}
          onClick={() => void requestCritique({ boardId, version })}
        >
          {critique.isLoading && <Spinner />}
          {review.ai.status === 'none' ? 'Ask the AI for a critique' : 'Ask the AI again'}
        </Button>
      )}
      {critique.error && (
        <p role="alert" className="text-destructive">
          {errorMessage(critique.error)}
        </p>
      )}
    </div>
  );
}

/**
 * `/{boardId}/review`: the score (and what caps it), the score per stage, the open blockers first, then
 * the other open findings by stage (majors before minors), what to validate next, the dismissed ones.
 */
export function ReviewPage({ boardId }: { boardId: string }) {
  const { data: board, error: boardError } = useGetBoardQuery(boardId);
  const { data: review, error } = useGetReviewQuery(
    { boardId, version: board?.version ?? 0 },
    { skip: !board },
  );
  const failure = boardError ?? error;
  if (failure && !review) {
    return (
      <p role="alert" className="text-destructive">
        {errorMessage(failure)}
      </p>
    );
  }
  if (!board || !review) {
    return (
      <div className="mx-auto flex max-w-4xl flex-col gap-4" aria-busy="true" aria-label="Loading the review">
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  const readOnly = !canEditBoard(board);
  const open = review.findings.filter((f) => !f.dismissed).sort(bySeverity);
  const dismissed = review.findings.filter((f) => f.dismissed);
  const blockers = open.filter((f) => f.severity === 'blocker');
  const listProps = { boardId, version: board.version, readOnly };
  const byStage = (slug: StageSlug) => open.filter((f) => f.stage === slug && f.severity !== 'blocker');
  return (
    <article aria-labelledby="review-title" className="mx-auto flex max-w-4xl min-w-0 flex-col gap-8">
      <header className="flex flex-col gap-2 border-b pb-4">
        <p className="text-sm text-muted-foreground">{board.title}</p>
        <h1 id="review-title" className="text-3xl font-semibold">
          Review
        </h1>
        <p className="text-lg">
          Overall score: <strong data-testid="overall-score">{scoreText(review.score.overall)}</strong>
        </p>
        <p className="text-sm text-muted-foreground">
          {open.length === 0
            ? 'No open findings: the plan passes every check.'
            : `${open.length} open ${open.length === 1 ? 'finding' : 'findings'}. Fix or dismiss one and its stage's score rises.`}
        </p>
        {review.cap && (
          <p
            role="note"
            data-testid="score-cap"
            className="rounded-md border border-destructive/50 px-4 py-3 text-sm"
          >
            {capSentence(review.cap)}
          </p>
        )}
      </header>
      <AiStatus boardId={boardId} version={board.version} review={review} readOnly={readOnly} />
      <StageScores review={review} />
      <section aria-labelledby="review-findings" className="flex flex-col gap-6">
        <h2 id="review-findings" className="text-xl font-semibold">
          Findings
        </h2>
        {blockers.length > 0 && (
          <section aria-labelledby="findings-blockers" className="flex flex-col gap-3">
            <h3 id="findings-blockers" className="text-lg font-semibold">
              Blockers
            </h3>
            <FindingList findings={blockers} level="h4" {...listProps} />
          </section>
        )}
        {STAGES.map((stage) => {
          const findings = byStage(stage.slug);
          return (
            <section
              key={stage.slug}
              aria-labelledby={`findings-${stage.slug}`}
              className="flex flex-col gap-3"
            >
              <h3 id={`findings-${stage.slug}`} className="text-lg font-semibold">
                {stage.name}{' '}
                <span className="text-sm font-normal text-muted-foreground">
                  ({scoreText(review.score.stages[stage.slug])})
                </span>
              </h3>
              {findings.length === 0 ? (
                <p className="text-sm text-muted-foreground">
                  {blockers.some((f) => f.stage === stage.slug)
                    ? 'Only the blockers above.'
                    : 'Nothing to fix here.'}
                </p>
              ) : (
                <FindingList findings={findings} level="h4" {...listProps} />
              )}
            </section>
          );
        })}
      </section>
      <section aria-labelledby="review-validate" className="flex flex-col gap-3">
        <h2 id="review-validate" className="text-xl font-semibold">
          What to validate next
        </h2>
        {review.validateNext.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            Choose a target group and fill in the forecast: what to test next is drawn from them.
          </p>
        ) : (
          <ul className="list-disc space-y-2 pl-6">
            {review.validateNext.map((item, i) => (
              <li key={i}>{item.text}</li>
            ))}
          </ul>
        )}
      </section>
      {dismissed.length > 0 && (
        <section aria-labelledby="review-dismissed" className="flex flex-col gap-3">
          <h2 id="review-dismissed" className="text-xl font-semibold">
            Dismissed
          </h2>
          <FindingList findings={dismissed} level="h3" {...listProps} />
        </section>
      )}
    </article>
  );
}
